import { act, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast as toastConstants } from '../../../src/contract/constants'
import { ToastRegion } from '../../../src/design/ToastRegion'
import { NotifyProvider } from '../../../src/services/NotifyProvider'
import { createNotifier } from '../../../src/services/notify'

/** Lets the region fetch its toast component (lazy: it loads with the first toast). */
const toastLoaded = () =>
  act(async () => {
    await import('../../../src/design/Toast')
  })

function setup() {
  const notifier = createNotifier()
  render(
    <NotifyProvider notifier={notifier}>
      <ToastRegion />
    </NotifyProvider>,
  )
  return { notifier, region: screen.getByRole('region', { name: 'Notifications' }) }
}

describe('ToastRegion', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('announces toasts as status or alert and removes them when their time is up', async () => {
    const { notifier, region } = setup()
    await act(async () => {
      notifier.notify({ type: 'success', message: 'Saved' })
      notifier.notify({ type: 'danger', message: 'Failed' })
    })
    await toastLoaded()
    expect(within(region).getByRole('status').textContent).toContain('Saved')
    expect(within(region).getByRole('alert').textContent).toContain('Failed')
    act(() => {
      vi.advanceTimersByTime(toastConstants.timeoutMs.success + toastConstants.fadeMaxMs)
    })
    expect(within(region).queryByRole('status')).toBeNull()
    expect(within(region).getByRole('alert')).toBeTruthy()
  })

  it('runs the action, then dismisses the toast', async () => {
    const { notifier, region } = setup()
    const run = vi.fn()
    await act(async () => {
      notifier.notify({ type: 'info', message: 'Deleted', action: { label: 'Undo', run } })
    })
    await toastLoaded()
    await act(async () => {
      within(region).getByRole('button', { name: 'Undo' }).click()
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(run).toHaveBeenCalledTimes(1)
    expect(screen.queryByText('Deleted')).toBeNull()
  })

  it('dismisses at once on close', async () => {
    const { notifier, region } = setup()
    await act(async () => {
      notifier.notify({ type: 'warning', message: 'Careful' })
    })
    await toastLoaded()
    act(() => {
      within(region).getByRole('button', { name: 'Dismiss' }).click()
    })
    expect(screen.queryByText('Careful')).toBeNull()
  })
})
