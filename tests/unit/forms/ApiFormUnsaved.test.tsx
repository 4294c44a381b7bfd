import { Link } from '@tanstack/react-router'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { CheckboxGroup } from '../../../src/design/CheckboxGroup'
import { ComboBox } from '../../../src/design/ComboBox'
import { DatePicker } from '../../../src/design/DatePicker'
import { Select } from '../../../src/design/Select'
import { ApiForm } from '../../../src/views/auth/ApiForm'
import { useApiForm } from '../../../src/views/auth/useApiForm'
import { renderAt } from './renderAt'

// Issue 14, item 6: a change made only through a control that does not type (a Select, a
// ComboBox's pick, a box ticked, a date picked) is unsaved input too. ApiForm counts them all.

const roles = [
  { id: 'viewer', name: 'Viewer' },
  { id: 'editor', name: 'Editor' },
]

function Settings() {
  const form = useApiForm<null>({
    submit: async () => ({ ok: true, data: null }),
    onSuccess: () => {},
  })
  return (
    <>
      <ApiForm actor={form} submitLabel="Save" aria-label="Settings">
        <Select name="role" label="Role" options={roles} defaultSelectedKey="viewer" />
        <ComboBox name="team" label="Team" options={roles} defaultSelectedKey="viewer" />
        <CheckboxGroup name="days" label="Days" options={roles} defaultValue={[]} />
        <DatePicker name="starts" label="Starts" defaultValue="2026-03-10T00:00:00Z" />
      </ApiForm>
      <Link to="/login">Other page</Link>
    </>
  )
}

async function renderSettings() {
  const router = await renderAt(Settings)
  await screen.findByRole('form', { name: 'Settings' })
  return router
}

/** Follows the link: true when the leave question came (and was answered Stay). */
async function asksOnLeaving(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('link', { name: 'Other page' }))
  const question = await screen
    .findByRole('alertdialog', { name: 'Leave without saving?' }, { timeout: 3000 })
    .catch(() => null)
  if (!question) return false
  await user.click(within(question).getByRole('button', { name: 'Stay' }))
  return true
}

// React Aria's popovers take seconds in jsdom on a busy machine.
describe('a form changed only through a control that does not type', { timeout: 30_000 }, () => {
  // The confirm dialog's view is lazily loaded; a cold transform would outlast findByRole's wait.
  beforeAll(() => import('../../../src/design/Modal'))

  it('asks before leaving after a Select changed', async () => {
    const user = userEvent.setup()
    await renderSettings()
    await user.click(screen.getByRole('button', { name: /Role$/ }))
    await user.click(await screen.findByRole('option', { name: 'Editor' }))
    expect(await asksOnLeaving(user)).toBe(true)
  })

  it('asks before leaving after a ComboBox pick', async () => {
    const user = userEvent.setup()
    await renderSettings()
    await user.click(screen.getByRole('button', { name: /^Show every team/ }))
    await user.click(await screen.findByRole('option', { name: 'Editor' }))
    expect(await asksOnLeaving(user)).toBe(true)
  })

  it('asks before leaving after a box ticked', async () => {
    const user = userEvent.setup()
    await renderSettings()
    await user.click(screen.getByRole('checkbox', { name: 'Editor' }))
    expect(await asksOnLeaving(user)).toBe(true)
  })

  it('asks before leaving after a date picked', async () => {
    const user = userEvent.setup()
    await renderSettings()
    await user.click(screen.getByRole('button', { name: /^Starts/ }))
    const calendar = await screen.findByRole('dialog')
    await user.click(within(calendar).getByRole('button', { name: /March 12, 2026/ }))
    expect(await asksOnLeaving(user)).toBe(true)
  })

  it('lets the page go when a Select was opened and left on its value', async () => {
    const user = userEvent.setup()
    const router = await renderSettings()
    await user.click(screen.getByRole('button', { name: /Role$/ }))
    await user.click(await screen.findByRole('option', { name: 'Viewer' }))
    expect(await asksOnLeaving(user)).toBe(false)
    expect(router.state.location.pathname).toBe('/login')
  })
})
