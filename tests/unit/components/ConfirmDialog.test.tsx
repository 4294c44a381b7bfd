import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { type Confirm, ConfirmProvider, useConfirm } from '../../../src/design/ConfirmDialog'

let confirm: Confirm = async () => false

function Grab() {
  confirm = useConfirm()
  return null
}

function setup() {
  render(
    <ConfirmProvider>
      <Grab />
    </ConfirmProvider>,
  )
  return () => confirm
}

describe('ConfirmDialog', () => {
  // The dialog's view is lazily loaded; a cold transform here would outlast findByRole's wait.
  beforeAll(() => import('../../../src/design/Modal'))

  it('resolves true when confirmed, after the action', async () => {
    const confirm = setup()
    let ran = false
    let answer: Promise<boolean> = Promise.resolve(false)
    act(() => {
      answer = confirm()({
        title: 'Delete contact?',
        message: 'This cannot be undone.',
        confirmLabel: 'Delete',
        action: async () => {
          ran = true
        },
      })
    })
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete contact?' })
    await userEvent.click(within(dialog).getButton('Delete'))
    await expect(answer).resolves.toBe(true)
    expect(ran).toBe(true)
  })

  it('resolves false when cancelled', async () => {
    const confirm = setup()
    let answer: Promise<boolean> = Promise.resolve(true)
    act(() => {
      answer = confirm()({ title: 'Stop campaign?', message: 'Sure?' })
    })
    const dialog = await screen.findByRole('alertdialog', { name: 'Stop campaign?' })
    await userEvent.click(within(dialog).getButton('Cancel'))
    await expect(answer).resolves.toBe(false)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  })
})

const within = (element: HTMLElement) => ({
  getButton: (name: string) =>
    [...element.querySelectorAll('button')].find(
      (button) => button.textContent?.trim() === name,
    ) as HTMLButtonElement,
})
