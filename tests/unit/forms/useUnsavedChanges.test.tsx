import { Link, useNavigate } from '@tanstack/react-router'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { UnsavedScope, useGuardedClose } from '../../../src/views/forms/UnsavedScope'
import { useUnsavedChanges } from '../../../src/views/forms/useUnsavedChanges'
import { renderAt } from './renderAt'

const question = { name: 'Leave without saving?' }

/** A field whose typed text is unsaved, a link to another page and one to this page's search. */
function Draft() {
  const [text, setText] = useState('')
  const navigate = useNavigate()
  useUnsavedChanges(text !== '')
  return (
    <>
      <input aria-label="Draft" value={text} onChange={(event) => setText(event.target.value)} />
      <Link to="/login">Other page</Link>
      <button type="button" onClick={() => void navigate({ to: '/', search: { page: 2 } })}>
        Next page
      </button>
    </>
  )
}

/** A sheet around the draft: Close asks through the scope, then leaves by the URL. */
function Sheet() {
  const navigate = useNavigate()
  const [open, setOpen] = useState(true)
  const onClose = vi.fn(() => {
    setOpen(false)
    void navigate({ to: '/', search: { closed: 1 } })
  })
  const { requestClose, scope } = useGuardedClose(onClose)
  if (!open) return <p>Sheet closed</p>
  return (
    <UnsavedScope value={scope}>
      <Draft />
      <button type="button" onClick={() => void requestClose()}>
        Close
      </button>
    </UnsavedScope>
  )
}

describe('useUnsavedChanges', () => {
  // The confirm dialog's view is lazily loaded; a cold transform would outlast findByRole's wait.
  beforeAll(() => import('../../../src/design/Modal'))

  it('lets a clean form go without a question', async () => {
    await renderAt(Draft)
    await userEvent.click(await screen.findByRole('link', { name: 'Other page' }))
    expect(await screen.findByRole('heading', { name: 'Other' })).toBeTruthy()
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('asks before leaving the page with typed input: Stay keeps it, Leave goes', async () => {
    const router = await renderAt(Draft)
    await userEvent.type(await screen.findByRole('textbox', { name: 'Draft' }), 'half')
    await userEvent.click(screen.getByRole('link', { name: 'Other page' }))
    const dialog = await screen.findByRole('alertdialog', question)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(router.state.location.pathname).toBe('/')
    expect(screen.getByRole('textbox', { name: 'Draft' })).toHaveProperty('value', 'half')

    await userEvent.click(screen.getByRole('link', { name: 'Other page' }))
    const again = await screen.findByRole('alertdialog', question)
    await userEvent.click(within(again).getByRole('button', { name: 'Leave' }))
    expect(await screen.findByRole('heading', { name: 'Other' })).toBeTruthy()
  })

  it('does not ask when a page form moves within its page (a search parameter)', async () => {
    const router = await renderAt(Draft)
    await userEvent.type(await screen.findByRole('textbox', { name: 'Draft' }), 'half')
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })
})

describe('a sheet’s guarded close', () => {
  beforeAll(() => import('../../../src/design/Modal'))

  it('closes a clean sheet at once', async () => {
    await renderAt(Sheet)
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }))
    expect(await screen.findByText('Sheet closed')).toBeTruthy()
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('asks before closing over typed input, and once left, the URL change is not asked again', async () => {
    const router = await renderAt(Sheet)
    await userEvent.type(await screen.findByRole('textbox', { name: 'Draft' }), 'half')
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    const dialog = await screen.findByRole('alertdialog', question)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(screen.getByRole('textbox', { name: 'Draft' })).toHaveProperty('value', 'half')

    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    const again = await screen.findByRole('alertdialog', question)
    await userEvent.click(within(again).getByRole('button', { name: 'Leave' }))
    expect(await screen.findByText('Sheet closed')).toBeTruthy()
    await waitFor(() => expect(router.state.location.search).toEqual({ closed: 1 }))
    expect(screen.queryByRole('alertdialog', question)).toBeNull()
  })

  it('asks when the URL would close a sheet holding typed input (Back)', async () => {
    const router = await renderAt(Sheet)
    await userEvent.type(await screen.findByRole('textbox', { name: 'Draft' }), 'half')
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    const dialog = await screen.findByRole('alertdialog', question)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(router.state.location.search).toEqual({})
  })
})
