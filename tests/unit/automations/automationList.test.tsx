import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  type AutomationList,
  type AutomationResource,
  zeroAutomationCounts,
} from '../../../src/contract/automation/automation'
import { starterGraph } from '../../../src/contract/automation/graph'
import { HttpError } from '../../../src/services/http/errors'
import { AutomationTable } from '../../../src/views/automations/list/AutomationTable'
import { automationListQuery } from '../../../src/views/automations/list/automationsLoader'
import {
  isFiltered,
  validateAutomationsSearch,
} from '../../../src/views/automations/list/automationsSearch'
import { CreateAutomationDialog } from '../../../src/views/automations/list/CreateAutomationDialog'
import { renderInRouter } from '../audience/renderScreen'

const api = vi.hoisted(() => ({
  list: vi.fn(),
  create: vi.fn(),
  toggle: vi.fn(),
  duplicate: vi.fn(),
  destroy: vi.fn(),
}))
vi.mock('../../../src/views/automations/list/automationsApi', () => ({ automationsApi: api }))

const automationOf = (change: Partial<AutomationResource> = {}): AutomationResource => ({
  id: 'a-1',
  name: 'Welcome series',
  status: 'inactive',
  scope: 'campaigns',
  graph: starterGraph(),
  trigger: 'segment_entered',
  version: null,
  published_at: null,
  published_by: null,
  has_draft_changes: true,
  allow_reentry: false,
  counts: zeroAutomationCounts,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-23T10:00:00.000Z',
  ...change,
})

const running = automationOf({
  id: 'a-2',
  name: 'Win back',
  status: 'active',
  trigger: 'tag_added',
  version: 3,
  has_draft_changes: false,
  counts: { inside: 12, entered: 1500, completed: 1400, failed: 88 },
})

const listOf = (...data: AutomationResource[]): AutomationList => ({
  data,
  meta: { total: data.length, page: 1, per_page: 10, last_page: 1 },
})

const cellsOf = (name: string) =>
  within(screen.getByRole('row', { name: new RegExp(name) }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent)

const renderTable = (rows: AutomationResource[], canWrite = true) =>
  renderInRouter(() => (
    <AutomationTable
      result={{ ok: true, data: listOf(...rows) }}
      canWrite={canWrite}
      empty="None"
    />
  ))

const conflict = (message: string) => ({
  ok: false,
  status: 409,
  error: new HttpError(409, '/automations', { message }, message),
  aborted: false,
})

beforeAll(async () => {
  await import('../../../src/design/Modal')
})
beforeEach(() => {
  for (const call of Object.values(api)) call.mockReset()
})

describe('the automations table', () => {
  it('shows each automation with its status, trigger, counts and a link to its editor', async () => {
    await renderTable([
      automationOf(),
      running,
      automationOf({ id: 'h-1', name: 'Hub rates', scope: 'hub', trigger: null }),
    ])
    expect(screen.getByRole('link', { name: 'Win back' }).getAttribute('href')).toBe(
      '/campaigns/automations/a-2',
    )
    expect(screen.getByRole('link', { name: 'Hub rates' }).getAttribute('href')).toBe(
      '/hub/automations/h-1',
    )
    expect(cellsOf('Win back').slice(0, 6)).toEqual([
      'OnRuns version 3',
      'Gets a tag',
      '12',
      '1,500',
      '1,400',
      '88',
    ])
    expect(cellsOf('Welcome series').slice(0, 2)).toEqual([
      'OffNever published',
      'Enters a segment',
    ])
    expect(cellsOf('Hub rates')[1]).toBe('No trigger yet')
    expect(screen.getByRole('button', { name: 'Turn off Win back' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Turn on Welcome series' })).toBeTruthy()
  })

  it('offers no commands to a role that only reads', async () => {
    await renderTable([running], false)
    expect(screen.queryByRole('button', { name: /Win back/ })).toBeNull()
    expect(screen.getByRole('link', { name: 'Win back' })).toBeTruthy()
  })

  it('says what to do when there is nothing, and offers a retry when loading failed', async () => {
    const { unmount } = await renderInRouter(() => (
      <AutomationTable result={{ ok: true, data: listOf() }} canWrite empty="No automations yet." />
    ))
    expect(screen.getByText('No automations yet.')).toBeTruthy()
    unmount()
    await renderInRouter(() => (
      <AutomationTable
        result={{
          ok: false,
          status: 0,
          error: new HttpError(0, '/automations', null, 'Failed to fetch'),
          aborted: false,
        }}
        canWrite
        empty="None"
      />
    ))
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})

describe('a row’s commands', () => {
  it('turns an automation with nobody inside on at once', async () => {
    api.toggle.mockResolvedValueOnce({ ok: true, data: automationOf({ status: 'active' }) })
    const { notifier } = await renderTable([automationOf()])
    const notify = vi.spyOn(notifier, 'notify')
    await userEvent.click(screen.getByRole('button', { name: 'Turn on Welcome series' }))
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Welcome series is on.' }),
    )
    expect(api.toggle).toHaveBeenCalledWith('a-1')
    expect(screen.queryByRole('alertdialog')).toBeNull()
  }, 30_000)

  it('asks before turning off an automation with contacts inside', async () => {
    api.toggle.mockResolvedValueOnce({ ok: true, data: { ...running, status: 'inactive' } })
    const { notifier } = await renderTable([running])
    const notify = vi.spyOn(notifier, 'notify')
    await userEvent.click(screen.getByRole('button', { name: 'Turn off Win back' }))
    const question = await screen.findByRole('alertdialog', { name: 'Turn off Win back?' })
    expect(question.textContent).toContain('12 contacts are inside')
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(api.toggle).not.toHaveBeenCalled()

    await userEvent.click(screen.getByRole('button', { name: 'Turn off Win back' }))
    const again = await screen.findByRole('alertdialog', { name: 'Turn off Win back?' })
    await userEvent.click(within(again).getByRole('button', { name: 'Turn off' }))
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Win back is off.' }),
    )
    expect(api.toggle).toHaveBeenCalledWith('a-2', expect.any(AbortSignal))
  }, 30_000)

  it('says why the server refused to switch it', async () => {
    api.toggle.mockResolvedValueOnce(conflict('Publish the automation before turning it on.'))
    const { notifier } = await renderTable([automationOf()])
    const notify = vi.spyOn(notifier, 'notify')
    await userEvent.click(screen.getByRole('button', { name: 'Turn on Welcome series' }))
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        type: 'danger',
        title: 'Welcome series was not switched',
        message: 'Publish the automation before turning it on.',
      }),
    )
  }, 30_000)

  it('duplicates an automation and names the copy', async () => {
    api.duplicate.mockResolvedValueOnce({
      ok: true,
      data: automationOf({ id: 'a-3', name: 'Win back (copy)' }),
    })
    const { notifier } = await renderTable([running])
    const notify = vi.spyOn(notifier, 'notify')
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate Win back' }))
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        type: 'success',
        message: 'Made Win back (copy), a draft.',
      }),
    )
    expect(api.duplicate).toHaveBeenCalledWith('a-2')
  }, 30_000)

  it('deletes only once confirmed, and keeps the question open with the server’s refusal', async () => {
    api.destroy
      .mockResolvedValueOnce(conflict('12 contacts are inside Win back.'))
      .mockResolvedValueOnce({ ok: true, data: { message: 'Deleted.' } })
    const { notifier } = await renderTable([running])
    const notify = vi.spyOn(notifier, 'notify')
    await userEvent.click(screen.getByRole('button', { name: 'Delete Win back' }))
    const question = await screen.findByRole('alertdialog', { name: 'Delete Win back?' })
    await userEvent.click(within(question).getByRole('button', { name: 'Delete automation' }))
    expect((await within(question).findByRole('alert')).textContent).toBe(
      '12 contacts are inside Win back.',
    )
    expect(notify).not.toHaveBeenCalled()
    await userEvent.click(within(question).getByRole('button', { name: 'Delete automation' }))
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Win back is deleted.' }),
    )
    expect(api.destroy).toHaveBeenCalledWith('a-2', expect.any(AbortSignal))
  }, 30_000)
})

describe('a new automation', () => {
  const open = (scope: 'campaigns' | 'hub') =>
    renderInRouter(() => <CreateAutomationDialog scope={scope} isOpen onOpenChange={() => {}} />)

  it.each([
    ['campaigns', '/campaigns/automations/a-9'],
    ['hub', '/hub/automations/a-9'],
  ] as const)(
    'is made in the %s scope and opens in its editor',
    async (scope, path) => {
      api.create.mockResolvedValueOnce({ ok: true, data: automationOf({ id: 'a-9', scope }) })
      const { router } = await open(scope)
      const dialog = screen.getByRole('dialog', { name: 'New automation' })
      await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Birthday')
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create automation' }))
      await waitFor(() => expect(router.state.location.pathname).toBe(path))
      expect(api.create).toHaveBeenCalledWith({ name: 'Birthday', scope }, expect.any(AbortSignal))
    },
    30_000,
  )

  it('shows a refused name at the field and keeps what was typed', async () => {
    api.create.mockResolvedValueOnce({
      ok: false,
      status: 422,
      validation: {
        message: 'The name field is required.',
        errors: { name: ['The name field is required.'] },
      },
    })
    await open('campaigns')
    const dialog = screen.getByRole('dialog', { name: 'New automation' })
    const name = within(dialog).getByRole('textbox', { name: /^Name/ })
    await userEvent.type(name, '   ')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create automation' }))
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'))
    expect((name as HTMLInputElement).value).toBe('   ')
  }, 30_000)
})

describe('the automations URL', () => {
  it('keeps a known status, a search and another order, and drops the rest', () => {
    expect(
      validateAutomationsSearch({ page: '2', status: 'active', q: ' welcome ', sort: 'name' }),
    ).toEqual({ page: 2, status: 'active', q: 'welcome', sort: 'name' })
    expect(
      validateAutomationsSearch({ page: '0', status: 'draft', q: ' ', sort: '-updated_at' }),
    ).toEqual({})
    expect(isFiltered({ page: 3, sort: 'name' })).toBe(false)
    expect(isFiltered({ status: 'inactive' })).toBe(true)
  })

  it('asks the API for one scope', () => {
    expect(automationListQuery('hub', { q: 'rates', status: 'active' })).toEqual({
      page: 1,
      sort: '-updated_at',
      search: 'rates',
      'filter[scope]': 'hub',
      'filter[status]': 'active',
    })
  })
})
