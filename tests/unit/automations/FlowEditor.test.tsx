import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useSelector } from '@xstate/react'
import { describe, expect, it, vi } from 'vitest'
import type { AutomationGraph } from '../../../src/contract/automation/graph'
import type { FlowEditorRef } from '../../../src/machines/flowEditor'
import { FlowEditor } from '../../../src/views/automations/editor/FlowEditor'

// The canvas library needs a real layout engine; here a list of focusable nodes stands in for it,
// reading the same machine.
vi.mock('../../../src/views/automations/editor/FlowCanvas', () => ({
  default: function FakeCanvas({ editor, label }: { editor: FlowEditorRef; label: string }) {
    const graph = useSelector(editor, (state) => state.context.graph)
    const selection = useSelector(editor, (state) => state.context.selection)
    return (
      <ul aria-label={label}>
        {graph.nodes.map((node) => (
          <li key={node.id}>
            <button
              type="button"
              aria-pressed={selection.includes(node.id)}
              onClick={() => editor.send({ type: 'select', ids: [node.id] })}
            >
              {`${node.id} ${node.position.x},${node.position.y}`}
            </button>
          </li>
        ))}
      </ul>
    )
  },
}))

const graph: AutomationGraph = {
  nodes: [
    {
      id: 't',
      kind: 'trigger',
      position: { x: 0, y: 0 },
      settings: { event: 'segment_entered', segment_id: '00000000-0000-4000-8000-000000000001' },
    },
    {
      id: 'w',
      kind: 'wait',
      position: { x: 0, y: 140 },
      settings: { mode: 'duration', amount: 1, unit: 'days' },
    },
  ],
  edges: [],
}

const canvas = () => screen.findByRole('list', { name: 'Automation graph' })
const nodeItems = async () => within(await canvas()).getAllByRole('button')
const announced = () => screen.getAllByRole('status').map((region) => region.textContent)
const palette = () => screen.getByRole('button', { name: /Add a node after the selected one/ })
const undo = () => screen.getByRole('button', { name: 'Undo' })
const redo = () => screen.getByRole('button', { name: 'Redo' })

describe('FlowEditor', () => {
  it('offers undo only once something was done; choosing a problem selects without a step', async () => {
    const user = userEvent.setup()
    render(<FlowEditor graph={graph} />)
    expect(await nodeItems()).toHaveLength(2)
    expect(undo()).toHaveProperty('disabled', true)
    expect(redo()).toHaveProperty('disabled', true)
    await user.click(screen.getByRole('button', { name: /w: / }))
    expect((await nodeItems())[1]?.getAttribute('aria-pressed')).toBe('true')
    expect(undo()).toHaveProperty('disabled', true)
  })

  it('adds a node after the selected one from the palette, and says so', async () => {
    const user = userEvent.setup()
    render(<FlowEditor graph={graph} />)
    await user.click((await nodeItems())[1] as HTMLElement)
    await user.click(palette())
    await user.click(await screen.findByRole('option', { name: 'End' }))
    expect(await nodeItems()).toHaveLength(3)
    expect(announced()).toContain('Node added.')
  })

  it('moves the selection with the arrow keys as one step; Ctrl+Z, Ctrl+Shift+Z and the buttons undo and redo it', async () => {
    const user = userEvent.setup()
    render(<FlowEditor graph={graph} />)
    const [, wait] = await nodeItems()
    await user.click(wait as HTMLElement)
    act(() => wait?.focus())
    await user.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowDown}{/Shift}')
    expect((await nodeItems())[1]?.textContent).toBe('w 20,190')
    await user.keyboard('{Control>}z{/Control}')
    expect((await nodeItems())[1]?.textContent).toBe('w 0,140')
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}')
    expect((await nodeItems())[1]?.textContent).toBe('w 20,190')
    await user.click(undo())
    expect((await nodeItems())[1]?.textContent).toBe('w 0,140')
    expect(announced()).toContain('Undone: move.')
    await user.click(redo())
    expect((await nodeItems())[1]?.textContent).toBe('w 20,190')
  })

  it('leaves Ctrl+Z to a field while typing in it', async () => {
    const user = userEvent.setup()
    render(<FlowEditor graph={graph} />)
    await user.click((await nodeItems())[1] as HTMLElement)
    await user.click(palette())
    await user.click(await screen.findByRole('option', { name: 'End' }))
    // The listbox's type-ahead is a field of sorts; here a plain text field stands for any.
    const field = document.createElement('input')
    ;(await canvas()).append(field)
    field.focus()
    await user.keyboard('{Control>}z{/Control}')
    expect(await nodeItems()).toHaveLength(3)
  })

  it('lists the live problems; choosing one selects its node; connecting from a list solves it', async () => {
    const user = userEvent.setup()
    render(<FlowEditor graph={graph} />)
    expect(
      screen.getByText(/1\u2069? problem stands between this draft and a publish/),
    ).toBeTruthy()
    await user.click((await nodeItems())[0] as HTMLElement)
    await user.click(screen.getByRole('button', { name: /Connect the selected node to/ }))
    await user.click(await screen.findByRole('option', { name: 'Wait (w)' }))
    expect(await screen.findByText('No problems: this draft can be published.')).toBeTruthy()
    expect(announced()).toContain('Connected.')
  })

  it('pastes what was copied in another automation’s editor', async () => {
    const user = userEvent.setup()
    const first = render(<FlowEditor graph={graph} />)
    await user.click((await nodeItems())[1] as HTMLElement)
    await user.click(screen.getByRole('button', { name: 'Copy' }))
    first.unmount()
    render(<FlowEditor graph={graph} />)
    await user.click(screen.getByRole('button', { name: 'Paste' }))
    expect(await nodeItems()).toHaveLength(3)
    expect(announced()).toContain('Pasted.')
  })
})
