import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useSelector } from '@xstate/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type {
  AutomationResource,
  NodeStatsResponse,
} from '../../../src/contract/automation/automation'
import type { AutomationGraph } from '../../../src/contract/automation/graph'
import type { FlowEditorRef } from '../../../src/machines/flowEditor'
import { EditorWithStats } from '../../../src/views/automations/editor/stats/EditorWithStats'
import type { GraphStats } from '../../../src/views/automations/editor/stats/graphStats'
import { periodStart } from '../../../src/views/automations/statsPeriod'
import { graphOf } from '../../support/automationGraph'
import { renderInRouter } from '../audience/renderScreen'

const api = vi.hoisted(() => ({
  nodeStats: vi.fn(),
  versions: vi.fn(),
  version: vi.fn(),
  contacts: vi.fn(),
  webhookAttempts: vi.fn(),
}))
vi.mock('../../../src/views/automations/list/automationsApi', () => ({
  automationsApi: {
    nodeStats: api.nodeStats,
    versions: api.versions,
    version: api.version,
    webhookAttempts: api.webhookAttempts,
  },
}))
vi.mock('../../../src/views/audience/contacts/contactsApi', () => ({
  contactsApi: { list: api.contacts },
}))

// The canvas library needs a real layout engine: a list of nodes with their entered counts
// stands in for it, reading the same machine and the same stats.
vi.mock('../../../src/views/automations/editor/FlowCanvas', () => ({
  default: function FakeCanvas({
    editor,
    label,
    stats,
  }: {
    editor: FlowEditorRef
    label: string
    stats?: GraphStats
  }) {
    const graph = useSelector(editor, (state) => state.context.graph)
    return (
      <ul aria-label={label}>
        {graph.nodes.map((node) => (
          <li key={node.id}>
            <button type="button" onClick={() => editor.send({ type: 'select', ids: [node.id] })}>
              {`${node.id} in ${stats?.nodes.get(node.id)?.entered ?? '-'}`}
            </button>
          </li>
        ))}
      </ul>
    )
  },
}))

const graph: AutomationGraph = graphOf(
  [
    ['t', 'trigger', { event: 'tag_added', tag: 'a' }],
    ['c', 'condition'],
    ['e', 'end'],
    ['h', 'webhook', { url: 'https://hooks.example.com/in' }],
  ],
  [
    ['t', 'c'],
    ['c', 'e', 'yes'],
  ],
)

const automation = { id: 'a-1', name: 'Counted', graph } as AutomationResource

const statsOf = (entered: number): NodeStatsResponse => ({
  nodes: graph.nodes.map((node) => ({
    node_id: node.id,
    entered,
    waiting: 0,
    completed: entered,
    failed: 0,
  })),
  edges: [
    { edge_id: 't-c', count: entered },
    { edge_id: 'c-e', count: entered },
  ],
})

const ok = <T,>(data: T) => ({ ok: true, data })
const summary = (version: number) => ({
  version,
  published_at: '2026-11-20T10:00:00.000Z',
  published_by: null,
  node_count: 3,
})

beforeEach(() => {
  for (const call of Object.values(api)) call.mockReset()
  api.nodeStats.mockImplementation(async (body: { from: string | null; version: number | null }) =>
    ok(statsOf(body.version === 2 ? 1 : body.from === null ? 5 : 2)),
  )
  api.versions.mockResolvedValue(
    ok({
      data: [summary(2), summary(1)],
      meta: { total: 2, page: 1, per_page: 100, last_page: 1 },
    }),
  )
  api.version.mockImplementation(async (_id: string, version: number) =>
    ok({
      ...summary(version),
      graph:
        version === 1 ? graph : { nodes: [...graph.nodes.slice(0, 2)], edges: [graph.edges[0]] },
    }),
  )
  api.contacts.mockResolvedValue(
    ok({
      data: [{ id: 'p-1', phone: '+14155550100', first_name: 'Ada', last_name: 'Lovelace' }],
      meta: { total: 1, page: 1, per_page: 50, last_page: 1 },
    }),
  )
})

const render = () =>
  renderInRouter(() => <EditorWithStats automation={automation} actions={() => null} />)
const canvasButton = async (name: RegExp) =>
  within(await screen.findByRole('list', { name: 'Automation graph' })).findByRole('button', {
    name,
  })

describe('the graph’s counts', { timeout: 20_000 }, () => {
  it('reads the counts of every version over all time, then of the chosen period and version', async () => {
    const user = userEvent.setup()
    await render()
    expect(await canvasButton(/^t in 5$/)).toBeTruthy()
    expect(api.nodeStats).toHaveBeenLastCalledWith(
      { automation_id: 'a-1', version: null, from: null },
      expect.anything(),
    )
    const counts = screen.getByRole('region', { name: 'Counts' })
    await user.click(within(counts).getByRole('button', { name: /Counts over/ }))
    await user.click(await screen.findByRole('option', { name: 'Last 7 days' }))
    expect(await canvasButton(/^t in 2$/)).toBeTruthy()
    const from = api.nodeStats.mock.lastCall?.[0].from as string
    const week = 7 * 24 * 60 * 60 * 1000
    expect(Math.abs(Date.parse(from) - (Date.now() - week))).toBeLessThan(60_000)
    await user.click(within(counts).getByRole('button', { name: /Version/ }))
    await user.click(await screen.findByRole('option', { name: 'Version 2' }))
    expect(await canvasButton(/^t in 1$/)).toBeTruthy()
    expect(api.nodeStats.mock.lastCall?.[0]).toMatchObject({ version: 2 })
  })

  it('lists a selected node’s counts and its edges’; a count opens the contacts behind it', async () => {
    const user = userEvent.setup()
    await render()
    expect(await screen.findByText(/Select a node to see its counts/)).toBeTruthy()
    await user.click(await canvasButton(/^c in 5$/))
    const list = await screen.findByRole('list', { name: 'Counts of c' })
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Entered: 5', 'Waiting: 0', 'Completed: 5', 'Failed: 0', 'Took yes to e: 5'])
    await user.click(within(list).getByRole('button', { name: 'Completed: 5' }))
    const sheet = await screen.findByRole('dialog', { name: 'Completed at c (5)' })
    expect(await within(sheet).findByRole('link', { name: 'Ada Lovelace' })).toBeTruthy()
    expect(within(sheet).getByText('1 contact.')).toBeTruthy()
    expect(api.contacts.mock.lastCall?.[0].filter).toEqual({
      automation: 'a-1',
      automation_node: 'c',
      automation_outcome: 'completed',
    })
    await user.click(within(sheet).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await user.click(within(list).getByRole('button', { name: 'Took yes to e: 5' }))
    await screen.findByRole('dialog', { name: 'Took c-e (5)' })
    expect(api.contacts.mock.lastCall?.[0].filter).toEqual({
      automation: 'a-1',
      automation_edge: 'c-e',
    })
  })

  it('opens a selected webhook node’s delivery log from the keyboard', async () => {
    api.webhookAttempts.mockResolvedValue(
      ok({
        data: [
          {
            id: 'w-1',
            contact: { id: 'p-1', name: 'Ada Lovelace', phone: '+14155550100' },
            attempt: 1,
            status: 502,
            error: null,
            duration_ms: 30,
            attempted_at: '2026-11-20T10:00:00.000Z',
            delivery: {
              idempotency_key: 'k',
              status: 'pending',
              next_attempt_at: '2026-11-20T10:01:00.000Z',
            },
          },
        ],
        meta: { total: 1, page: 1, per_page: 15, last_page: 1 },
      }),
    )
    const user = userEvent.setup()
    await render()
    const counts = screen.getByRole('region', { name: 'Counts' })
    await user.click(await canvasButton(/^c in 5$/))
    await screen.findByRole('list', { name: 'Counts of c' })
    expect(within(counts).queryByRole('button', { name: 'Delivery log' })).toBeNull()
    await user.click(await canvasButton(/^h in 5$/))
    within(counts).getByRole('button', { name: 'Delivery log' }).focus()
    await user.keyboard('{Enter}')
    const sheet = await screen.findByRole('dialog', { name: 'Delivery log of h' })
    expect(await within(sheet).findByRole('rowheader', { name: 'Ada Lovelace' })).toBeTruthy()
    expect(within(sheet).getByText('HTTP 502')).toBeTruthy()
    expect(api.webhookAttempts).toHaveBeenCalledWith(
      'a-1',
      { node: 'h', page: 1 },
      expect.any(AbortSignal),
    )
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('compares two versions: the latest against the one before it', async () => {
    const user = userEvent.setup()
    await render()
    const counts = screen.getByRole('region', { name: 'Counts' })
    const compare = within(counts).getByRole('button', { name: 'Compare versions' })
    await waitFor(() => expect(compare).toHaveProperty('disabled', false))
    await user.click(compare)
    const sheet = await screen.findByRole('dialog', { name: 'Compare two versions' })
    expect(await within(sheet).findByRole('heading', { name: 'Removed nodes' })).toBeTruthy()
    expect(within(sheet).getByText('End e')).toBeTruthy()
    expect(within(sheet).getByText('Condition c (connections)')).toBeTruthy()
    expect(within(sheet).queryByRole('heading', { name: 'Added nodes' })).toBeNull()
    // Choosing another pair in the sheet's selects is left to the e2e (automation-stats): in jsdom
    // a press on the sheet's Select while the sheet is still opening was lost in loaded runs.
  })
})

describe('periodStart', () => {
  const now = new Date(2026, 10, 28, 15, 30)
  it('starts today at the day’s start, the others whole days back, all time nowhere', () => {
    expect(periodStart('today', now)?.getTime()).toBe(new Date(2026, 10, 28).getTime())
    expect(periodStart('last7Days', now)?.getTime()).toBe(now.getTime() - 7 * 86_400_000)
    expect(periodStart('last30Days', now)?.getTime()).toBe(now.getTime() - 30 * 86_400_000)
    expect(periodStart('all', now)).toBeNull()
  })
})
