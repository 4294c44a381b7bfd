import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useSelector } from '@xstate/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AutomationGraph } from '../../../src/contract/automation/graph'
import type { FlowEditorRef } from '../../../src/machines/flowEditor'
import { FlowEditor } from '../../../src/views/automations/editor/FlowEditor'
import type { ServerErrors } from '../../../src/views/automations/editor/serverErrors'
import type { ReferenceChecker } from '../../../src/views/automations/editor/useReferenceCheck'

// The canvas library needs a real layout engine; a list of nodes stands in for it (as in
// FlowEditor.test.tsx), here with each node's problem count, as the real canvas draws it.
vi.mock('../../../src/views/automations/editor/FlowCanvas', () => ({
  default: function FakeCanvas({
    editor,
    label,
    serverErrors = {},
  }: {
    editor: FlowEditorRef
    label: string
    serverErrors?: ServerErrors
  }) {
    const graph = useSelector(editor, (state) => state.context.graph)
    return (
      <ul aria-label={label}>
        {graph.nodes.map((node) => (
          <li key={node.id}>
            <button type="button" onClick={() => editor.send({ type: 'select', ids: [node.id] })}>
              {node.id}
            </button>
            {Object.keys(serverErrors).some((key) => key.startsWith(`nodes.${node.id}`)) &&
              `${node.id} refused`}
          </li>
        ))}
      </ul>
    )
  },
}))

// The pickers' lists: empty here, so each id is a plain field (as while a list loads). The
// segment rule builder's fields are the condition's choices.
const noRows = vi.hoisted(() => ({ list: async () => ({ ok: true, data: { data: [] } }) }))
// The lists a test fills (empty otherwise).
const lists = vi.hoisted(() => ({
  senders: [] as { id: string; value: string }[],
  texts: [] as { id: string; name: string | null; body: string }[],
  tags: [] as { id: string; name: string }[],
  campaigns: [] as { id: string; caller_numbers: string[] }[],
}))
const ruleFields = vi.hoisted(() => ({
  fields: [
    { field: 'first_name', label: 'First name', kind: 'text', operators: ['equals', 'contains'] },
    { field: 'tags', label: 'Tags', kind: 'tags', operators: ['has_any', 'has_none'] },
    {
      field: 'custom_field',
      label: 'Plan',
      kind: 'custom_field',
      key: 'plan',
      type: 'text',
      operators: ['equals', 'is_empty'],
    },
    {
      field: 'engagement',
      label: 'Engagement',
      kind: 'engagement',
      operators: ['within_last_days', 'not_within_last_days'],
    },
  ],
  engagement_events: ['delivered', 'clicked'],
}))
vi.mock('../../../src/views/lists/recordChoices', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  segmentsApi: { ...noRows, fields: async () => ({ ok: true, data: ruleFields }) },
  tagsApi: { list: async () => ({ ok: true, data: { data: lists.tags } }) },
  feedsApi: noRows,
  loadSenderIds: async () => lists.senders,
  loadTexts: async () => lists.texts,
}))
vi.mock('../../../src/views/agents/campaigns/voiceApi', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  voiceCampaignsApi: {
    agents: noRows.list,
    list: async () => ({ ok: true, data: { data: lists.campaigns } }),
  },
}))

const graph: AutomationGraph = {
  nodes: [
    { id: 't', kind: 'trigger', position: { x: 0, y: 0 }, settings: { event: 'segment_entered' } },
    {
      id: 'w',
      kind: 'wait',
      position: { x: 0, y: 140 },
      settings: { mode: 'duration', amount: 1, unit: 'days' },
    },
    { id: 's', kind: 'send_sms', position: { x: 0, y: 280 }, settings: {} },
    { id: 'g', kind: 'add_tag', position: { x: 0, y: 700 }, settings: {} },
    { id: 'k', kind: 'start_call', position: { x: 0, y: 840 }, settings: {} },
    {
      id: 'c',
      kind: 'condition',
      position: { x: 0, y: 560 },
      settings: { rule: { field: 'tags', operator: 'has_any', value: ['vip'] } },
    },
    {
      id: 'ab',
      kind: 'split',
      position: { x: 0, y: 420 },
      settings: {
        arms: [
          { id: 'a', label: 'A', weight: 50 },
          { id: 'b', label: 'B', weight: 50 },
        ],
      },
    },
  ],
  edges: [],
}

/** The editor, with its machine and the 422 hook the page's save uses. */
async function renderEditor(checkReferences?: ReferenceChecker) {
  const user = userEvent.setup()
  let editor: FlowEditorRef | undefined
  let reject: ((errors: ServerErrors) => void) | undefined
  render(
    <FlowEditor
      graph={graph}
      checkReferences={checkReferences}
      actions={(ref, onRejected) => {
        editor = ref
        reject = onRejected
        return null
      }}
    />,
  )
  const canvas = await screen.findByRole('list', { name: 'Automation graph' })
  const select = (id: string) => user.click(within(canvas).getByRole('button', { name: id }))
  const settingsOf = (id: string) =>
    editor?.getSnapshot().context.graph.nodes.find((node) => node.id === id)?.settings
  const panel = () => screen.getByRole('region', { name: 'Node settings' })
  return {
    user,
    select,
    settingsOf,
    panel,
    reject: (errors: ServerErrors) => act(() => reject?.(errors)),
  }
}

afterEach(() => {
  lists.senders = []
  lists.texts = []
  lists.tags = []
  lists.campaigns = []
})

describe('NodeSettingsPanel', () => {
  it('asks for one node while none is selected', async () => {
    const { panel } = await renderEditor()
    expect(within(panel()).getByText('Select one node to fill in its settings.')).toBeTruthy()
  })

  it('fills a wait from its field; one undo takes back the whole burst of typing', async () => {
    const { user, select, settingsOf, panel } = await renderEditor()
    await select('w')
    const amount = within(panel()).getByRole('textbox', { name: 'How long' })
    await user.clear(amount)
    await user.type(amount, '15')
    expect(settingsOf('w')).toEqual({ mode: 'duration', amount: 15, unit: 'days' })
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(settingsOf('w')).toEqual({ mode: 'duration', amount: 1, unit: 'days' })
    expect(within(panel()).getByRole('textbox', { name: 'How long' })).toHaveProperty('value', '1')
  })

  it('shows a missing setting on its field, live, until it is filled', async () => {
    const { user, select, settingsOf, panel } = await renderEditor()
    await select('t')
    const segment = within(panel()).getByRole('textbox', { name: 'Segment id' })
    expect(segment.getAttribute('aria-invalid')).toBe('true')
    await user.type(segment, '00000000-0000-4000-8000-000000000001')
    expect(settingsOf('t')).toEqual({
      event: 'segment_entered',
      segment_id: '00000000-0000-4000-8000-000000000001',
    })
    expect(segment.getAttribute('aria-invalid')).toBeNull()
  })

  it('lands a 422 nodes.<id>.<setting> on that field and on the node; editing the field answers it', async () => {
    const { user, select, panel, reject } = await renderEditor()
    await select('s')
    reject({ 'nodes.s.sender_id': ['This sender id was deleted.'] })
    const sender = within(panel()).getByRole('textbox', { name: 'Sender id' })
    expect(sender.getAttribute('aria-invalid')).toBe('true')
    expect(within(panel()).getByText(/This sender id was deleted\./)).toBeTruthy()
    expect(screen.getByText('s refused')).toBeTruthy()
    await user.type(sender, 'x')
    expect(within(panel()).queryByText(/This sender id was deleted\./)).toBeNull()
    expect(screen.queryByText('s refused')).toBeNull()
  })

  it('asks a start call for its caller number on a phone field, missing until typed; one undo takes it back', async () => {
    const { user, select, settingsOf, panel } = await renderEditor()
    await select('k')
    const number = await within(panel()).findByRole('textbox', { name: 'Caller number' })
    expect(within(panel()).getByText(/The number the contact sees the call come from/)).toBeTruthy()
    expect(number.getAttribute('aria-invalid')).toBe('true')
    expect(within(panel()).getByText('The caller number field is required.')).toBeTruthy()
    await user.type(number, '+44 20 7946 0958')
    await waitFor(() => expect(settingsOf('k')).toEqual({ caller_number: '+442079460958' }))
    expect(within(panel()).queryByText('The caller number field is required.')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(settingsOf('k')).toEqual({})
    await waitFor(() =>
      expect(within(panel()).getByRole('textbox', { name: 'Caller number' })).toHaveProperty(
        'value',
        '',
      ),
    )
  })

  it('offers the caller numbers of the team’s voice campaigns, each once', async () => {
    lists.campaigns = [
      { id: 'vc-1', caller_numbers: ['+14155552671', '+442079460958'] },
      { id: 'vc-2', caller_numbers: ['+14155552671'] },
    ]
    const { user, select, settingsOf, panel } = await renderEditor()
    await select('k')
    await user.click(
      await within(panel()).findByRole('button', { name: /Your voice campaigns' caller numbers/ }),
    )
    const options = await screen.findAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['+14155552671', '+442079460958'])
    await user.click(screen.getByRole('option', { name: '+442079460958' }))
    expect(settingsOf('k')).toEqual({ caller_number: '+442079460958' })
    await waitFor(() =>
      expect(within(panel()).getByRole('textbox', { name: 'Caller number' })).toHaveProperty(
        'value',
        '+442079460958',
      ),
    )
  })

  it('shows a split’s weight total as the weights are typed', async () => {
    const { user, select, settingsOf, panel } = await renderEditor()
    await select('ab')
    expect(within(panel()).getByText(/Weights add up to \u2068?100\u2069? of/)).toBeTruthy()
    const [first] = within(panel()).getAllByRole('textbox', { name: 'Weight (%)' })
    await user.clear(first as HTMLElement)
    await user.type(first as HTMLElement, '30')
    expect(within(panel()).getByText(/Weights add up to \u2068?80\u2069? of/)).toBeTruthy()
    expect(settingsOf('ab')?.arms).toEqual([
      { id: 'a', label: 'A', weight: 30 },
      { id: 'b', label: 'B', weight: 50 },
    ])
  })

  it('adds and removes a split’s arms, each one undo step; a node-wide 422 shows above the form', async () => {
    const { user, select, settingsOf, panel, reject } = await renderEditor()
    await select('ab')
    await user.click(within(panel()).getByRole('button', { name: 'Add an arm' }))
    expect(settingsOf('ab')?.arms).toHaveLength(3)
    await user.click(within(panel()).getByRole('button', { name: /Remove arm a/ }))
    expect(settingsOf('ab')?.arms).toMatchObject([{ id: 'b' }, { id: 'c' }])
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(settingsOf('ab')?.arms).toHaveLength(3)
    reject({ 'nodes.ab': ['This node holds contacts.'] })
    expect(within(panel()).getByText('This node holds contacts.')).toBeTruthy()
  })

  it('builds the condition on any rule field from the keyboard, the segment editor’s controls', async () => {
    const { user, select, settingsOf, panel } = await renderEditor()
    await select('c')
    const rule = await within(panel()).findByRole('group', { name: 'Rule 1' })
    expect(within(rule).getByRole('textbox', { name: 'Values' })).toHaveProperty('value', 'vip')
    // A rule alone is neither moved nor removed.
    expect(within(rule).queryByRole('button', { name: /Remove/ })).toBeNull()
    within(rule).getByRole('button', { name: /Field/ }).focus()
    await user.keyboard('P')
    expect(settingsOf('c')).toEqual({
      rule: { field: 'custom_field', key: 'plan', operator: 'equals', value: '' },
    })
    await user.tab()
    await user.tab()
    await user.keyboard('gold ')
    expect(within(rule).getByRole('textbox', { name: 'Value' })).toHaveProperty('value', 'gold ')
    expect(settingsOf('c')).toEqual({
      rule: { field: 'custom_field', key: 'plan', operator: 'equals', value: 'gold' },
    })
    // The typing was one step, the field's choice another.
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(settingsOf('c')?.rule).toMatchObject({ key: 'plan', value: '' })
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(settingsOf('c')?.rule).toEqual({ field: 'tags', operator: 'has_any', value: ['vip'] })
    expect(within(rule).getByRole('textbox', { name: 'Values' })).toHaveProperty('value', 'vip')
  })

  it('asks an engagement for its days on the days field, live', async () => {
    const { user, select, settingsOf, panel } = await renderEditor()
    await select('c')
    const rule = await within(panel()).findByRole('group', { name: 'Rule 1' })
    within(rule).getByRole('button', { name: /Field/ }).focus()
    await user.keyboard('E')
    const days = within(rule).getByRole('textbox', { name: 'Days' })
    expect(days.getAttribute('aria-invalid')).toBe('true')
    await user.type(days, '7')
    expect(settingsOf('c')).toEqual({
      rule: { field: 'engagement', event: 'delivered', operator: 'within_last_days', days: 7 },
    })
    expect(days.getAttribute('aria-invalid')).toBeNull()
  })

  it('lands a 422 on the rule’s value on the value field', async () => {
    const { select, panel, reject } = await renderEditor()
    await select('c')
    const rule = await within(panel()).findByRole('group', { name: 'Rule 1' })
    reject({ 'nodes.c.rule.value': ['This tag is too long.'] })
    const values = within(rule).getByRole('textbox', { name: 'Values' })
    expect(values.getAttribute('aria-invalid')).toBe('true')
    expect(within(rule).getAllByText('This tag is too long.')).toHaveLength(1)
  })

  it('shows a setting naming a deleted record as a problem before publish, asked once per set of records', async () => {
    const gone = '00000000-0000-4000-8000-00000000000d'
    const kept = '00000000-0000-4000-8000-00000000000e'
    const check = vi.fn<ReferenceChecker>(async ({ references }) => ({
      ok: true as const,
      data: { missing: references.filter(({ id }) => id === gone) },
    }))
    const { user, select, panel } = await renderEditor(check)
    await select('t')
    const segment = within(panel()).getByRole('textbox', { name: 'Segment id' })
    await user.click(segment)
    await user.paste(gone)
    const deleted = 'The record this names was deleted: choose another.'
    const problems = screen.getByRole('region', { name: /Problems/ })
    expect(await within(problems).findByText(deleted, { exact: false })).toBeTruthy()
    expect(segment.getAttribute('aria-invalid')).toBe('true')
    expect(check).toHaveBeenLastCalledWith(
      { references: [{ kind: 'segment', id: gone }] },
      expect.anything(),
    )
    const asked = check.mock.calls.length
    await user.clear(segment)
    await user.paste(kept)
    // Cleared, then another record: asked once the editing paused, not at each change. A record
    // not asked about yet is no problem meanwhile.
    expect(within(problems).queryByText(deleted, { exact: false })).toBeNull()
    await waitFor(() =>
      expect(check).toHaveBeenLastCalledWith(
        { references: [{ kind: 'segment', id: kept }] },
        expect.anything(),
      ),
    )
    expect(check.mock.calls.length - asked).toBe(1)
    expect(within(problems).queryByText(deleted, { exact: false })).toBeNull()
    expect(segment.getAttribute('aria-invalid')).toBeNull()
  })

  it('picks a sender id, a text and a tag from the team’s lists by name, holding the id (a tag its name)', async () => {
    lists.senders = [{ id: 'sid-1', value: 'ACME' }]
    lists.texts = [{ id: 'tx-1', name: null, body: 'Hello there' }]
    lists.tags = [{ id: 'tg-1', name: 'vip' }]
    const { user, select, settingsOf, panel } = await renderEditor()
    await select('s')
    const sender = await within(panel()).findByRole('button', { name: /Sender id/ })
    sender.focus()
    await user.keyboard('A')
    within(panel())
      .getByRole('button', { name: /Text id/ })
      .focus()
    await user.keyboard('H')
    expect(settingsOf('s')).toEqual({ sender_id: 'sid-1', text_id: 'tx-1' })
    await select('g')
    ;(await within(panel()).findByRole('button', { name: /Tag/ })).focus()
    await user.keyboard('v')
    expect(settingsOf('g')).toEqual({ tag: 'vip' })
  })

  it('asks a date trigger how often it comes round, with what yearly means; a date wait does not', async () => {
    const { user, select, settingsOf, panel } = await renderEditor()
    await select('t')
    within(panel())
      .getByRole('button', { name: /Starts when/ })
      .focus()
    await user.keyboard('A date')
    expect(settingsOf('t')).toMatchObject({ event: 'date_arrives' })
    const repeat = await within(panel()).findByRole('button', { name: /Repeat/ })
    expect(
      within(panel()).getByText(/a contact comes in again each year, even if re-entry is off/),
    ).toBeTruthy()
    repeat.focus()
    await user.keyboard('E')
    expect(settingsOf('t')).toMatchObject({ event: 'date_arrives', repeat: 'yearly' })
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(settingsOf('t')).not.toHaveProperty('repeat', 'yearly')

    await select('w')
    within(panel())
      .getByRole('button', { name: /For a duration/ })
      .focus()
    await user.keyboard('Until a d')
    expect(settingsOf('w')).toMatchObject({ mode: 'date_field' })
    expect(within(panel()).queryByRole('button', { name: /Repeat/ })).toBeNull()
  })
})
