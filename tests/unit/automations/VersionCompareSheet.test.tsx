import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AutomationVersionSummary } from '../../../src/contract/automation/automation'
import type { AutomationGraph } from '../../../src/contract/automation/graph'
import { VersionCompareSheet } from '../../../src/views/automations/editor/stats/VersionCompareSheet'

const api = vi.hoisted(() => ({ version: vi.fn() }))
vi.mock('../../../src/views/automations/list/automationsApi', () => ({ automationsApi: api }))

const trigger = {
  id: 't',
  kind: 'trigger',
  position: { x: 0, y: 0 },
  settings: { event: 'tag_added', tag: 'new' },
} as const

/** Version 1: a trigger; 2 adds a wait; 3 adds an end after it. */
const graphs: Record<number, AutomationGraph> = {
  1: { nodes: [trigger], edges: [] },
  2: {
    nodes: [
      trigger,
      {
        id: 'w',
        kind: 'wait',
        position: { x: 0, y: 100 },
        settings: { mode: 'duration', amount: 1, unit: 'days' },
      },
    ],
    edges: [],
  },
}
graphs[3] = {
  nodes: [
    ...(graphs[2]?.nodes ?? []),
    { id: 'x', kind: 'end', position: { x: 0, y: 200 }, settings: {} },
  ],
  edges: [],
}

const summary = (version: number): AutomationVersionSummary => ({
  version,
  published_at: '2026-01-01T00:00:00.000Z',
  published_by: null,
  node_count: graphs[version]?.nodes.length ?? 0,
})

/** The versions as the list answers them: newest first. */
const newestFirst = [3, 2, 1].map(summary)

const asked = () => api.version.mock.calls.map(([, version]) => version as number)

function renderSheet(versions: readonly AutomationVersionSummary[]) {
  render(
    <VersionCompareSheet automationId="a1" versions={versions} isOpen onClose={() => undefined} />,
  )
  return screen.getByRole('dialog', { name: 'Compare two versions' })
}

beforeEach(() => {
  api.version.mockReset()
  api.version.mockImplementation(async (_id: string, version: number) => ({
    ok: true,
    data: { ...summary(version), graph: graphs[version] },
  }))
})

describe('VersionCompareSheet', () => {
  it('compares the previous version with the latest to begin with', async () => {
    const sheet = renderSheet(newestFirst)
    expect(within(sheet).getByRole('button', { name: /Earlier version/ }).textContent).toContain(
      'Version 2',
    )
    expect(within(sheet).getByRole('button', { name: /Later version/ }).textContent).toContain(
      'Version 3',
    )
    expect(await within(sheet).findByText('Added nodes')).toBeTruthy()
    expect(within(sheet).getByText('End x')).toBeTruthy()
    expect(within(sheet).queryByText('Wait w')).toBeNull()
    expect(asked().sort()).toEqual([2, 3])
  })

  it('compares any two versions chosen from the keyboard in its two selects', async () => {
    const user = userEvent.setup()
    const sheet = renderSheet(newestFirst)
    await within(sheet).findByText('End x')
    within(sheet)
      .getByRole('button', { name: /Earlier version/ })
      .focus()
    // Type-ahead on the focused select, as a keyboard user picks.
    await user.keyboard('Version 1')
    // Version 1 against the latest: the wait and the end were both added since.
    expect(await within(sheet).findByText('Wait w')).toBeTruthy()
    expect(within(sheet).getByText('End x')).toBeTruthy()
    expect(asked()).toContain(1)

    within(sheet)
      .getByRole('button', { name: /Later version/ })
      .focus()
    // Type-ahead on the focused select, as a keyboard user picks.
    await user.keyboard('Version 2')
    // 1 → 2: only the wait; the end is not in version 2.
    await waitFor(() => expect(within(sheet).queryByText('End x')).toBeNull())
    expect(within(sheet).getByText('Wait w')).toBeTruthy()
    // The earlier choice stays when the later one changes.
    expect(within(sheet).getByRole('button', { name: /Earlier version/ }).textContent).toContain(
      'Version 1',
    )
  })

  it('says two same versions have no differences', async () => {
    const user = userEvent.setup()
    const sheet = renderSheet(newestFirst)
    await within(sheet).findByText('End x')
    within(sheet)
      .getByRole('button', { name: /Earlier version/ })
      .focus()
    // Type-ahead on the focused select, as a keyboard user picks.
    await user.keyboard('Version 3')
    expect(
      await within(sheet).findByText(
        'The two versions have the same nodes, settings and connections.',
      ),
    ).toBeTruthy()
  })

  it('compares nothing while there is a single version: nothing earlier to choose by default', () => {
    const sheet = renderSheet([summary(1)])
    expect(within(sheet).getByRole('button', { name: /Later version/ }).textContent).toContain(
      'Version 1',
    )
    expect(
      within(sheet).getByRole('button', { name: /Earlier version/ }).textContent,
    ).not.toContain('Version')
    expect(api.version).not.toHaveBeenCalled()
  })
})
