import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { ModalEmitted, ModalEvent } from '../../src/machines/modal'
import {
  modalMachine,
  selectModalError,
  selectModalIsBusy,
  selectModalIsMounted,
  selectModalIsOpen,
  selectModalType,
} from '../../src/machines/modal'

/**
 * The modal's rules as a table written from spec §9 ("Modal opens; Escape, backdrop click or a
 * button closes it, destroy callback after 200 ms"; "primary button focus 200 ms after
 * opening"), not from the machine: given these steps, where the dialog is and what it told
 * the page (in order).
 */
type Step = ModalEvent | number | 'confirmed' | 'refused' | 'refused without a reason'
type Where = 'closed' | 'open' | 'busy' | 'closing'

interface Rule {
  rule: string
  steps: Step[]
  expect: Where
  told: string[]
  /** The dialog's type or error afterwards, when it matters. */
  context?: { type?: string; error?: string | null }
  /** A plain dialog: its primary button has no work of its own. */
  plain?: boolean
}

const open: ModalEvent = { type: 'modal.open' }
const close: ModalEvent = { type: 'modal.close' }
const confirm: ModalEvent = { type: 'modal.confirm' }

const table: Rule[] = [
  {
    rule: 'a dialog starts closed',
    steps: [],
    expect: 'closed',
    told: [],
    context: { type: 'info', error: null },
  },
  { rule: 'it opens', steps: [open], expect: 'open', told: [] },
  {
    rule: 'with the type it is opened with',
    steps: [{ type: 'modal.open', modalType: 'danger' }],
    expect: 'open',
    told: [],
    context: { type: 'danger' },
  },
  {
    rule: 'its primary button is not focused before 200 ms',
    steps: [open, 199],
    expect: 'open',
    told: [],
  },
  {
    rule: 'its primary button is focused at 200 ms',
    steps: [open, 200],
    expect: 'open',
    told: ['modal.focusPrimary'],
  },
  {
    rule: 'Escape, the backdrop or a button closes it, not confirmed',
    steps: [open, 200, close],
    expect: 'closing',
    told: ['modal.focusPrimary', 'modal.closed:false'],
  },
  {
    rule: 'closing before the focus settles closes it too',
    steps: [open, close, 300],
    expect: 'closed',
    told: ['modal.closed:false', 'modal.destroyed'],
  },
  {
    rule: 'its content is not destroyed before 200 ms',
    steps: [open, 200, close, 199],
    expect: 'closing',
    told: ['modal.focusPrimary', 'modal.closed:false'],
  },
  {
    rule: 'its content is destroyed 200 ms after closing',
    steps: [open, 200, close, 200],
    expect: 'closed',
    told: ['modal.focusPrimary', 'modal.closed:false', 'modal.destroyed'],
  },
  {
    rule: 'the primary button runs its action, the dialog waits',
    steps: [open, 200, confirm],
    expect: 'busy',
    told: ['modal.focusPrimary'],
  },
  {
    rule: 'a close while the action runs is not taken',
    steps: [open, 200, confirm, close],
    expect: 'busy',
    told: ['modal.focusPrimary'],
  },
  {
    rule: 'the action done, it closes confirmed',
    steps: [open, 200, confirm, 'confirmed'],
    expect: 'closing',
    told: ['modal.focusPrimary', 'modal.closed:true'],
  },
  {
    rule: 'the action refused, it stays open and says why',
    steps: [open, 200, confirm, 'refused'],
    expect: 'open',
    told: ['modal.focusPrimary'],
    context: { error: 'The campaign was already sent.' },
  },
  {
    rule: 'the next attempt clears the reason',
    steps: [open, 200, confirm, 'refused', confirm],
    expect: 'busy',
    told: ['modal.focusPrimary'],
    context: { error: null },
  },
  {
    rule: 'a refusal without a reason keeps the code for "the action could not be completed"',
    steps: [open, 200, confirm, 'refused without a reason'],
    expect: 'open',
    told: ['modal.focusPrimary'],
    context: { error: 'problem.actionFailed' },
  },
  {
    rule: "a plain dialog's primary button closes it confirmed",
    plain: true,
    steps: [open, 200, confirm, 0],
    expect: 'closing',
    told: ['modal.focusPrimary', 'modal.closed:true'],
  },
  {
    rule: 'opened again after a refusal, the old reason is gone',
    steps: [open, confirm, 'refused', close, 200, open],
    expect: 'open',
    told: ['modal.closed:false', 'modal.destroyed'],
    context: { error: null },
  },
  {
    rule: 'reopened while closing after a refusal, the old reason is gone',
    steps: [open, confirm, 'refused', close, open],
    expect: 'open',
    told: ['modal.closed:false', 'modal.destroyed'],
    context: { error: null },
  },
  {
    rule: 'reopened while closing, the old content is destroyed at once',
    steps: [open, close, { type: 'modal.open', modalType: 'warning' }],
    expect: 'open',
    told: ['modal.closed:false', 'modal.destroyed'],
    context: { type: 'warning' },
  },
  {
    rule: 'opened again, the type is kept when none is given',
    steps: [{ type: 'modal.open', modalType: 'success' }, close, 200, open],
    expect: 'open',
    told: ['modal.closed:false', 'modal.destroyed'],
    context: { type: 'success' },
  },
  {
    rule: 'a closed dialog ignores close and confirm',
    steps: [close, confirm],
    expect: 'closed',
    told: [],
  },
]

type Outcome = 'confirmed' | 'refused' | 'refused without a reason'

function confirmControl() {
  let settle: Record<Outcome, () => void> | null = null
  const confirmActor = fromPromise<unknown, void>(
    () =>
      new Promise<void>((resolve, reject) => {
        settle = {
          confirmed: () => resolve(),
          refused: () => reject(new Error('The campaign was already sent.')),
          'refused without a reason': () => reject({ status: 409 }),
        }
      }),
  )
  return {
    confirmActor,
    settle: (step: Outcome) => {
      if (!settle) throw new Error('no action is running')
      settle[step]()
    },
  }
}

describe('the modal, rule by rule (spec §9)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it.each(table)('$rule', async ({ steps, expect: where, told, context, plain }) => {
    const control = confirmControl()
    const machine = plain
      ? modalMachine
      : modalMachine.provide({ actors: { confirm: control.confirmActor } })
    const actor = createActor(machine, { input: {} })
    const heard: string[] = []
    actor.on('*', (event: ModalEmitted) =>
      heard.push(event.type === 'modal.closed' ? `${event.type}:${event.confirmed}` : event.type),
    )
    actor.start()
    for (const step of steps) {
      if (typeof step === 'number') await vi.advanceTimersByTimeAsync(step)
      else if (typeof step === 'string') {
        control.settle(step)
        await vi.advanceTimersByTimeAsync(0)
      } else actor.send(step)
    }
    const snapshot = actor.getSnapshot()
    const seen: Where = selectModalIsBusy(snapshot)
      ? 'busy'
      : selectModalIsOpen(snapshot)
        ? 'open'
        : selectModalIsMounted(snapshot)
          ? 'closing'
          : 'closed'
    expect(seen).toBe(where)
    expect(heard).toEqual(told)
    if (context?.type !== undefined) expect(selectModalType(snapshot)).toBe(context.type)
    if (context?.error !== undefined) expect(selectModalError(snapshot)).toBe(context.error)
    actor.stop()
  })
})
