import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { WorkflowEvent, WorkflowToday } from '../../../src/contract/automation/today'
import { HttpError } from '../../../src/services/http/errors'
import { WorkflowTodayView } from '../../../src/views/workflow/WorkflowScreen'
import { renderInRouter } from '../audience/renderScreen'

const event = (change: Partial<WorkflowEvent>): WorkflowEvent => ({
  id: 'e1',
  kind: 'entry',
  at: '2026-11-28T09:30:00.000Z',
  automation: { id: 'a1', name: 'Welcome', scope: 'campaigns' },
  contact: { id: 'c1', phone: '+15550100001', name: 'Ada Lovelace' },
  node: null,
  ...change,
})

const todayOf = (data: WorkflowEvent[], total = data.length): WorkflowToday => ({
  day: '2026-11-28',
  time_zone: 'UTC',
  counts: {
    failures: data.filter((each) => each.kind === 'failure').length,
    sends: data.filter((each) => each.kind === 'send').length,
    entries: data.filter((each) => each.kind === 'entry').length,
  },
  data,
  meta: { total, page: 1, per_page: 10, last_page: Math.max(1, Math.ceil(total / 10)) },
})

describe('/workflow', () => {
  it('lists the events as the server orders them, each linking to its automation and contact', async () => {
    const user = userEvent.setup()
    const { router } = await renderInRouter(() => (
      <WorkflowTodayView
        result={{
          ok: true,
          data: todayOf([
            event({ id: 's1', kind: 'failure', node: { id: 'h', kind: 'webhook' } }),
            event({
              id: 's2',
              kind: 'send',
              node: { id: 's', kind: 'send_sms' },
              automation: { id: 'a2', name: 'Hub flow', scope: 'hub' },
              contact: { id: 'c2', phone: '+15550100002', name: null },
            }),
            event({ id: 'j1' }),
          ]),
        }}
      />
    ))
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Today (2026-11-28, UTC): 1 failure, 1 send, 1 entry',
    )
    const items = within(screen.getByRole('list', { name: /failures first/ })).getAllByRole(
      'listitem',
    )
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('FailedAda Lovelace failed at a webhook'),
      expect.stringContaining('Sent+15550100002 was sent an SMS'),
      expect.stringContaining('EnteredAda Lovelace entered the automation'),
    ])
    const hub = within(items[1] as HTMLElement).getByRole('link', { name: 'Hub flow' })
    expect(hub.getAttribute('href')).toBe('/hub/automations/a2')
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link', { name: 'Open contact +15550100001' })
        .getAttribute('href'),
    ).toBe('/audience/contacts?contact=c1')
    await user.tab()
    expect(document.activeElement?.textContent).toBe('Welcome')
    expect(router.state.location.pathname).toBe('/')
  })

  it('explains what will appear when nothing happened today, with the way to the automations', async () => {
    await renderInRouter(() => <WorkflowTodayView result={{ ok: true, data: todayOf([]) }} />)
    expect(screen.getByText(/When a contact enters an active automation/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open your automations' }).getAttribute('href')).toBe(
      '/campaigns/automations',
    )
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('says why it could not load and offers a retry; pages when there are more', async () => {
    const { unmount } = await renderInRouter(() => (
      <WorkflowTodayView
        result={{
          ok: false,
          status: 0,
          error: new HttpError(0, '/workflow/today', null, 'Failed to fetch'),
          aborted: false,
        }}
      />
    ))
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
    unmount()
    await renderInRouter(() => (
      <WorkflowTodayView result={{ ok: true, data: todayOf([event({})], 25) }} />
    ))
    expect(screen.getByRole('navigation', { name: "Pages of today's activity" })).toBeTruthy()
  })
})
