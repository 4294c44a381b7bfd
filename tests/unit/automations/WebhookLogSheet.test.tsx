import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { WebhookAttempt } from '../../../src/contract/automation/webhookLog'
import { HttpError } from '../../../src/services/http/errors'
import { WebhookLogSheet } from '../../../src/views/automations/editor/stats/WebhookLogSheet'
import { renderInRouter } from '../audience/renderScreen'

const api = vi.hoisted(() => ({ webhookAttempts: vi.fn() }))
vi.mock('../../../src/views/automations/list/automationsApi', () => ({ automationsApi: api }))

const attempt = (over: Partial<WebhookAttempt>): WebhookAttempt => ({
  id: 'w-1',
  contact: { id: 'p-1', name: 'Ada Lovelace', phone: '+14155550100' },
  attempt: 1,
  status: 200,
  error: null,
  duration_ms: 42,
  attempted_at: '2026-11-20T10:00:00.000Z',
  delivery: { idempotency_key: 'k', status: 'delivered', next_attempt_at: null },
  ...over,
})

const page = (data: WebhookAttempt[], current = 1, total = data.length) => ({
  ok: true,
  data: { data, meta: { total, page: current, per_page: 2, last_page: Math.ceil(total / 2) } },
})

const render = () =>
  renderInRouter(() => (
    <WebhookLogSheet choice={{ automationId: 'a-1', nodeId: 'h' }} onClose={() => undefined} />
  ))

const sheet = () => screen.findByRole('dialog', { name: 'Delivery log of h' })

beforeEach(() => {
  api.webhookAttempts.mockReset()
})

describe('a webhook node’s delivery log', { timeout: 20_000 }, () => {
  it('shows each try with its state, answer or reason, duration and time', async () => {
    let answer: (value: unknown) => void = () => undefined
    api.webhookAttempts.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
    await render()
    expect(within(await sheet()).getByRole('status').textContent).toContain('Loading')
    answer(
      page([
        attempt({
          id: 'w-2',
          attempt: 2,
          status: null,
          error: 'connect ECONNREFUSED',
          duration_ms: 7,
          delivery: {
            idempotency_key: 'k',
            status: 'pending',
            next_attempt_at: '2026-11-20T10:05:00.000Z',
          },
        }),
        attempt({ contact: { id: 'p-2', name: null, phone: '+14155550101' }, status: 503 }),
      ]),
    )
    const table = await within(await sheet()).findByRole('table', {
      name: 'Tries of the POSTs of h, newest first',
    })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(
        /^Ada LovelaceRetryingNext try .+2Not reached: connect ECONNREFUSED7 ms/,
      ),
      expect.stringMatching(/^\+14155550101Delivered1HTTP 50342 ms/),
    ])
    expect(api.webhookAttempts).toHaveBeenCalledWith(
      'a-1',
      { node: 'h', page: 1 },
      expect.any(AbortSignal),
    )
  })

  it('says when no POST was tried yet', async () => {
    api.webhookAttempts.mockResolvedValue(page([]))
    await render()
    expect(
      await within(await sheet()).findByText('No POST has been tried from this node yet.'),
    ).toBeTruthy()
  })

  it('offers a retry when the log could not be read', async () => {
    api.webhookAttempts.mockResolvedValueOnce({
      ok: false,
      status: 500,
      error: new HttpError(500, '/automations/a-1/webhook-attempts', null, 'Internal Server Error'),
      aborted: false,
    })
    api.webhookAttempts.mockResolvedValue(page([attempt({})]))
    await render()
    const alert = await within(await sheet()).findByRole('alert')
    expect(alert.textContent).toContain('The delivery log could not be read')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('rowheader', { name: 'Ada Lovelace' })).toBeTruthy()
  })

  it('pages in the sheet, from the keyboard', async () => {
    api.webhookAttempts.mockImplementation(async (_id: string, query: { page: number }) =>
      page(
        query.page === 1
          ? [attempt({ id: 'w-3', attempt: 3 }), attempt({ id: 'w-2', attempt: 2 })]
          : [attempt({ id: 'w-1', contact: { id: 'p-9', name: 'Grace Hopper', phone: '+1' } })],
        query.page,
        3,
      ),
    )
    const user = userEvent.setup()
    await render()
    const pager = await within(await sheet()).findByRole('navigation', {
      name: 'Pages of the delivery log',
    })
    within(pager).getByRole('button', { name: 'Next page' }).focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('rowheader', { name: 'Grace Hopper' })).toBeTruthy()
    expect(api.webhookAttempts).toHaveBeenLastCalledWith(
      'a-1',
      { node: 'h', page: 2 },
      expect.any(AbortSignal),
    )
  })
})
