import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { AutomationGraph } from '../../../src/contract/automation/graph'
import type { TestRunResponse } from '../../../src/contract/automation/testRun'
import { flowEditorMachine } from '../../../src/machines/flowEditor'
import { HttpError } from '../../../src/services/http/errors'
import { TestRunPanel } from '../../../src/views/automations/editor/TestRunPanel'

const api = vi.hoisted(() => ({ run: vi.fn(), findContacts: vi.fn() }))
vi.mock('../../../src/views/automations/editor/testRunApi', () => ({ testRunApi: api }))

const graph: AutomationGraph = {
  nodes: [
    {
      id: 't',
      kind: 'trigger',
      position: { x: 0, y: 0 },
      settings: { event: 'tag_added', tag: 'new' },
    },
    { id: 'h', kind: 'webhook', position: { x: 0, y: 100 }, settings: { url: 'https://x.test' } },
  ],
  edges: [{ id: 't-h', source: 't', target: 'h', branch: 'next' }],
}

const trail: TestRunResponse = {
  graph: 'draft',
  version: null,
  contact: { id: null, phone: '+15550100000', name: 'Ada' },
  ended: 'no_edge',
  steps: [
    {
      node_id: 't',
      kind: 'trigger',
      outcome: 'completed',
      branch: 'next',
      edge_id: 't-h',
      request: null,
      stub: null,
      detail: null,
      failure: null,
    },
    {
      node_id: 'h',
      kind: 'webhook',
      outcome: 'completed',
      branch: 'next',
      edge_id: null,
      request: { method: 'POST', url: 'https://x.test' },
      stub: { ok: true, branch: null, answer: { status: 200, stub: true } },
      detail: null,
      failure: null,
    },
  ],
}

/** Pasted rather than typed key by key: the fields take whole values alike. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field)
  await user.paste(text)
}

function renderPanel() {
  const editor = createActor(flowEditorMachine, { input: { graph } }).start()
  render(<TestRunPanel automationId="a1" editor={editor} />)
  return editor
}

beforeEach(() => {
  api.run.mockReset()
  api.findContacts.mockResolvedValue({
    ok: true,
    data: { data: [], meta: { total: 0, page: 1, per_page: 10, last_page: 1 } },
  })
})

describe('TestRunPanel', () => {
  it('sends the made-up contact and the draft on screen', async () => {
    const user = userEvent.setup()
    api.run.mockResolvedValue({ ok: true, data: trail })
    renderPanel()
    await fill(user, screen.getByRole('textbox', { name: 'First name' }), 'Ada')
    await fill(user, screen.getByRole('textbox', { name: /^Tags/ }), 'vip, lead')
    await fill(user, screen.getByRole('textbox', { name: /^Custom fields/ }), 'score=7, plan=gold')
    await user.click(screen.getByRole('button', { name: 'Run the test' }))

    expect(api.run).toHaveBeenCalledWith('a1', {
      graph: 'draft',
      draft_graph: graph,
      contact: {
        source: 'made_up',
        contact: {
          phone: '+15550100000',
          first_name: 'Ada',
          tags: ['vip', 'lead'],
          custom_fields: { score: 7, plan: 'gold' },
        },
      },
      choices: { webhook: 'ok' },
    })
    expect(await screen.findByRole('list')).toBeTruthy()
  })

  it('lists and says the trail, draws it, and selects a step’s node without history', async () => {
    const user = userEvent.setup()
    api.run.mockResolvedValue({ ok: true, data: trail })
    const editor = renderPanel()
    await user.click(screen.getByRole('button', { name: 'Run the test' }))
    expect((await screen.findByRole('status')).textContent).toBe(
      'Test run done: 2 steps, stopped where no edge leaves.',
    )
    const steps = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(steps[1]?.textContent).toContain('Would send: {"method":"POST","url":"https://x.test"}')
    expect(steps[1]?.textContent).toContain('Stub answered: OK (200) {"status":200,"stub":true}')
    const drawn = document.querySelector('style[data-test-run-path]')
    expect(drawn?.getAttribute('data-test-run-path')).toBe('t h')
    expect(drawn?.textContent).toContain('.react-flow__edge[data-id="t-h"] path')

    screen.getByRole('button', { name: 'h: Webhook, done' }).focus()
    await user.keyboard('{Enter}')
    expect(editor.getSnapshot().context.selection).toEqual(['h'])
    expect(editor.getSnapshot().can({ type: 'undo' })).toBe(false)

    await user.click(screen.getByRole('button', { name: 'Clear the path' }))
    expect(document.querySelector('style[data-test-run-path]')).toBeNull()
  })

  it('finds a stored contact by the search and runs it', async () => {
    const user = userEvent.setup()
    api.run.mockResolvedValue({ ok: true, data: trail })
    api.findContacts.mockImplementation(async (search: string) => ({
      ok: true,
      data: {
        data:
          search === 'Gra'
            ? [{ id: 'c-9', first_name: 'Grace', last_name: 'Hopper', phone: '+15550100009' }]
            : [],
        meta: { total: 1, page: 1, per_page: 10, last_page: 1 },
      },
    }))
    renderPanel()
    screen.getByRole('button', { name: /A made-up contact/ }).focus()
    await user.keyboard('{Enter}')
    await user.click(await screen.findByRole('option', { name: 'A stored contact' }))
    expect(
      (await screen.findByRole('button', { name: 'Run the test' })).hasAttribute('disabled'),
    ).toBe(true)
    await fill(user, screen.getByRole('combobox', { name: /Find a contact/ }), 'Gra')
    await user.click(await screen.findByRole('option', { name: 'Grace Hopper +15550100009' }))
    await user.click(await screen.findByRole('button', { name: 'Run the test' }))
    expect(api.run).toHaveBeenCalledWith(
      'a1',
      expect.objectContaining({ contact: { source: 'stored', id: 'c-9' } }),
    )
  })

  it('says why a run failed', async () => {
    const user = userEvent.setup()
    api.run.mockResolvedValue({
      ok: false,
      status: 422,
      error: new HttpError(422, '/test-run', null, 'No published version'),
      aborted: false,
    })
    renderPanel()
    await user.click(screen.getByRole('button', { name: 'Run the test' }))
    expect((await screen.findByRole('alert')).textContent).toContain('No published version')
  })

  it('asks what each stubbed kind answers before running, and the trail says the chosen answer', async () => {
    const user = userEvent.setup()
    const [trigger, hook] = trail.steps
    api.run.mockResolvedValue({
      ok: true,
      data: {
        ...trail,
        ended: 'failed',
        steps: [
          trigger,
          {
            ...hook,
            outcome: 'failed',
            branch: null,
            failure: 'stub',
            stub: { ok: false, branch: null, answer: { stub: true, error: 'refused by the stub' } },
          },
        ],
      },
    })
    renderPanel()
    const stubs = screen.getByRole('group', { name: 'What the stubs answer' })
    // Only the draft's stubbed kinds are asked about.
    expect(
      within(stubs)
        .getAllByRole('button')
        .map((each) => each.textContent),
    ).toEqual([expect.stringContaining('OK (200)')])
    within(stubs)
      .getByRole('button', { name: /Webhook answers/ })
      .focus()
    await user.keyboard('F')
    await user.click(screen.getByRole('button', { name: 'Run the test' }))
    expect(api.run).toHaveBeenCalledWith(
      'a1',
      expect.objectContaining({ choices: { webhook: 'failed' } }),
    )
    const steps = within(await screen.findByRole('list')).getAllByRole('listitem')
    expect(steps[1]?.textContent).toContain('Stub answered: Failed')
  })

  it('offers every stubbed kind for the published version: SMS, email, call outcome, webhook, MNP', async () => {
    const user = userEvent.setup()
    api.run.mockResolvedValue({ ok: true, data: trail })
    renderPanel()
    screen.getByRole('button', { name: /Draft as shown/ }).focus()
    await user.keyboard('P')
    const stubs = screen.getByRole('group', { name: 'What the stubs answer' })
    expect(within(stubs).getAllByRole('button')).toHaveLength(5)
    within(stubs)
      .getByRole('button', { name: /Start call answers/ })
      .focus()
    await user.keyboard('V')
    within(stubs)
      .getByRole('button', { name: /MNP lookup answers/ })
      .focus()
    await user.keyboard('U')
    await user.click(screen.getByRole('button', { name: 'Run the test' }))
    expect(api.run).toHaveBeenCalledWith(
      'a1',
      expect.objectContaining({
        graph: 'published',
        choices: {
          send_sms: 'delivered',
          send_email: 'sent',
          start_call: 'voicemail',
          webhook: 'ok',
          mnp_lookup: 'unreachable',
        },
      }),
    )
  })
})
