import { describe, expect, it, vi } from 'vitest'
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate'
import {
  type BulkOutcome,
  type BulkSelection,
  contactSelectionMachine,
  createContactSelectionActors,
  selectIsBusy,
  selectIsDeleteConfirmOpen,
  selectIsExporting,
  selectIsRowSelected,
  selectIsTagFormOpen,
  selectOffersMatching,
  selectPageSelection,
  selectProblem,
  selectSelectedCount,
  selectSelectionMode,
  selectTagFieldErrors,
  type TagAction,
} from '../../src/machines/contactSelection'
import {
  activePage,
  blockedPage,
  bulkRefused,
  contactSelectionModel,
  tagsRejected,
} from './models/contactSelection.model'
import { describeModel } from './support/describeModel'

interface Pending {
  resolve: (value: BulkOutcome) => void
  reject: (error: Error) => void
}
const answers: Record<string, Pending> = {}
const pending = (name: string) => () =>
  new Promise<BulkOutcome>((resolve, reject) => {
    answers[name] = { resolve, reject }
  })
const reportDone = vi.fn()
const reportProblem = vi.fn()

const testMachine = contactSelectionMachine.provide({
  actors: {
    applyTags: fromPromise<
      BulkOutcome,
      { action: TagAction; tags: string[]; selection: BulkSelection }
    >(pending('applyTags')),
    deleteSelection: fromPromise<BulkOutcome, { selection: BulkSelection }>(
      pending('deleteSelection'),
    ),
    exportSelection: fromPromise<BulkOutcome, { selection: BulkSelection }>(
      pending('exportSelection'),
    ),
  },
  actions: { reportDone, reportProblem },
})

const view = (snapshot: AnyMachineSnapshot) => snapshot as never

/** The answer an executor gives the pending call of `name`. */
const resolves = (name: string) => (_actor: unknown, event: { type: string }) =>
  answers[name]?.resolve((event as unknown as { output: BulkOutcome }).output)
const rejects = (name: string) => () => answers[name]?.reject(new Error('offline'))

const choosing = (mode: 'none' | 'ids' | 'matching') => (snapshot: AnyMachineSnapshot) => {
  expect(selectSelectionMode(view(snapshot))).toBe(mode)
  expect(selectIsBusy(view(snapshot))).toBe(false)
  expect(selectIsTagFormOpen(view(snapshot))).toBe(false)
  expect(selectIsDeleteConfirmOpen(view(snapshot))).toBe(false)
  // Bulk actions are offered only for a selection.
  expect(snapshot.can({ type: 'bulk.delete' })).toBe(mode !== 'none')
  expect(snapshot.can({ type: 'bulk.export' })).toBe(mode !== 'none')
  if (mode === 'none') expect(selectSelectedCount(view(snapshot))).toBe(0)
  if (mode === 'matching') {
    expect(selectSelectedCount(view(snapshot))).toBe(snapshot.context.shown.total)
    expect(selectPageSelection(view(snapshot))).toBe(
      snapshot.context.shown.pageIds.length ? 'all' : 'none',
    )
  }
  // The selection always belongs to the query on screen.
  expect(snapshot.context.selectedKey).toBe(snapshot.context.shown.key)
}

const inFlight = (snapshot: AnyMachineSnapshot) => {
  expect(selectIsBusy(view(snapshot))).toBe(true)
  expect(snapshot.can({ type: 'selection.toggle', id: 'c1' })).toBe(false)
  expect(snapshot.can({ type: 'bulk.cancel' })).toBe(false)
}

describeModel('contactSelection', {
  ...contactSelectionModel,
  machine: testMachine,
  execute: {
    'xstate.done.actor.applyTags': resolves('applyTags'),
    'xstate.error.actor.applyTags': rejects('applyTags'),
    'xstate.done.actor.deleteSelection': resolves('deleteSelection'),
    'xstate.error.actor.deleteSelection': rejects('deleteSelection'),
    'xstate.done.actor.exportSelection': resolves('exportSelection'),
    'xstate.error.actor.exportSelection': rejects('exportSelection'),
  },
  states: {
    'choosing.none': choosing('none'),
    'choosing.ids': choosing('ids'),
    'choosing.matching': choosing('matching'),
    tagForm: (snapshot) => {
      expect(selectIsTagFormOpen(view(snapshot))).toBe(true)
      expect(selectIsBusy(view(snapshot))).toBe(false)
      expect(snapshot.can({ type: 'bulk.submitTags', tags: [] })).toBe(false)
      expect(snapshot.can({ type: 'bulk.submitTags', tags: ['vip'] })).toBe(true)
    },
    tagging: (snapshot) => {
      inFlight(snapshot)
      expect(selectIsTagFormOpen(view(snapshot))).toBe(true)
    },
    confirmingDelete: (snapshot) => {
      expect(selectIsDeleteConfirmOpen(view(snapshot))).toBe(true)
      expect(selectSelectedCount(view(snapshot))).toBeGreaterThan(0)
    },
    deleting: (snapshot) => {
      inFlight(snapshot)
      expect(selectIsDeleteConfirmOpen(view(snapshot))).toBe(true)
    },
    exporting: (snapshot) => {
      inFlight(snapshot)
      expect(selectIsExporting(view(snapshot))).toBe(true)
    },
  },
})

const immediate = (outcome: BulkOutcome) => vi.fn(async (..._args: unknown[]) => outcome)

function start(deps: Partial<Parameters<typeof createContactSelectionActors>[0]> = {}) {
  const done = vi.fn()
  const problem = vi.fn()
  const actor = createActor(
    contactSelectionMachine.provide({
      actors: createContactSelectionActors({
        applyTags: immediate({ ok: true, data: { message: 'Tagged.' } }),
        deleteSelection: immediate({ ok: true, data: { message: 'Deleted.' } }),
        exportSelection: immediate({ ok: true, data: { message: 'Exported.' } }),
        ...deps,
      }),
      actions: {
        reportDone: (_, { outcome }) => done(outcome),
        reportProblem: (_, { message }) => problem(message),
      },
    }),
    { input: { page: activePage, maxIds: 3 } },
  ).start()
  return { actor, done, problem }
}

describe('the contact selection', () => {
  it('chooses rows and pages, keeping rows of other pages of the same query', () => {
    const { actor } = start()
    actor.send({ type: 'selection.togglePage' })
    expect(selectPageSelection(actor.getSnapshot())).toBe('all')
    actor.send({ type: 'selection.toggle', id: 'c2' })
    expect(selectPageSelection(actor.getSnapshot())).toBe('some')
    expect(selectIsRowSelected(actor.getSnapshot(), 'c1')).toBe(true)
    expect(selectIsRowSelected(actor.getSnapshot(), 'c2')).toBe(false)
    // Page 2 of the same filter: c1 stays chosen.
    actor.send({ type: 'selection.pageShown', page: { ...activePage, pageIds: ['c3'] } })
    actor.send({ type: 'selection.togglePage' })
    expect(actor.getSnapshot().context.ids).toEqual(['c1', 'c3'])
    // Unselecting this page keeps the other page's row.
    actor.send({ type: 'selection.togglePage' })
    expect(actor.getSnapshot().context.ids).toEqual(['c1'])
    expect(selectSelectionMode(actor.getSnapshot())).toBe('ids')
  })

  it('never names more ids than one call may take', () => {
    const { actor } = start()
    actor.send({ type: 'selection.togglePage' })
    actor.send({ type: 'selection.pageShown', page: { ...activePage, pageIds: ['c3', 'c4'] } })
    actor.send({ type: 'selection.togglePage' })
    expect(actor.getSnapshot().context.ids).toEqual(['c1', 'c2'])
    actor.send({ type: 'selection.toggle', id: 'c3' })
    actor.send({ type: 'selection.toggle', id: 'c4' })
    expect(actor.getSnapshot().context.ids).toEqual(['c1', 'c2', 'c3'])
  })

  it('offers everything matching once the page is chosen, and counts the total', () => {
    const { actor } = start()
    expect(selectOffersMatching(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'selection.togglePage' })
    expect(selectOffersMatching(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'selection.selectMatching' })
    expect(selectSelectedCount(actor.getSnapshot())).toBe(3)
    // Unchoosing one row leaves the rest of the page, not everything.
    actor.send({ type: 'selection.toggle', id: 'c1' })
    expect(selectSelectionMode(actor.getSnapshot())).toBe('ids')
    expect(actor.getSnapshot().context.ids).toEqual(['c2'])
  })

  it('sends the filters and search of everything matching, and deletes after confirming', async () => {
    const deleteSelection = immediate({ ok: true, data: { message: '3 contacts were deleted.' } })
    const { actor, done } = start({ deleteSelection })
    const searched = { ...activePage, key: 'status=active&q=ann', search: 'ann' }
    actor.send({ type: 'selection.pageShown', page: searched })
    actor.send({ type: 'selection.togglePage' })
    actor.send({ type: 'selection.selectMatching' })
    actor.send({ type: 'bulk.delete' })
    expect(deleteSelection).not.toHaveBeenCalled()
    actor.send({ type: 'bulk.confirm' })
    await vi.waitFor(() => expect(done).toHaveBeenCalled())
    expect(deleteSelection.mock.calls[0]?.[0]).toEqual({
      mode: 'filter',
      filter: { status: 'active' },
      search: 'ann',
    })
    expect(selectSelectionMode(actor.getSnapshot())).toBe('none')
  })

  it('drops the selection when another query is shown, even while a dialog is open', () => {
    const { actor } = start()
    actor.send({ type: 'selection.togglePage' })
    actor.send({ type: 'selection.selectMatching' })
    actor.send({ type: 'bulk.delete' })
    actor.send({ type: 'selection.pageShown', page: blockedPage })
    expect(actor.getSnapshot().matches({ choosing: 'none' })).toBe(true)
    expect(selectSelectedCount(actor.getSnapshot())).toBe(0)
  })

  it('drops a selection whose query changed while a bulk call ran', async () => {
    let finish: (outcome: BulkOutcome) => void = () => {}
    const { actor } = start({
      exportSelection: () => new Promise<BulkOutcome>((resolve) => (finish = resolve)),
    })
    actor.send({ type: 'selection.toggle', id: 'c1' })
    actor.send({ type: 'bulk.export' })
    actor.send({ type: 'selection.pageShown', page: blockedPage })
    expect(selectIsExporting(actor.getSnapshot())).toBe(true)
    finish({ ok: true, data: { message: 'Exported.' } })
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ choosing: 'none' })).toBe(true))
  })

  it('tags the ids, keeps the selection, and shows a 422 at the field', async () => {
    const applyTags = vi
      .fn<() => Promise<BulkOutcome>>()
      .mockResolvedValueOnce(tagsRejected as BulkOutcome)
      .mockResolvedValueOnce({ ok: true, data: { message: 'Tagged 1 contact.' } })
    const { actor, done } = start({ applyTags })
    actor.send({ type: 'selection.toggle', id: 'c2' })
    actor.send({ type: 'bulk.openTags', action: 'untag' })
    actor.send({ type: 'bulk.submitTags', tags: ['a;b'] })
    await vi.waitFor(() => expect(actor.getSnapshot().matches('tagForm')).toBe(true))
    expect(selectTagFieldErrors(actor.getSnapshot())).toEqual({
      tags: ['The tags.0 field may not contain , or ;.'],
    })
    actor.send({ type: 'bulk.editTags' })
    expect(selectTagFieldErrors(actor.getSnapshot())).toEqual({})
    actor.send({ type: 'bulk.submitTags', tags: ['vip'] })
    await vi.waitFor(() => expect(done).toHaveBeenCalled())
    expect(applyTags).toHaveBeenLastCalledWith(
      { action: 'untag', tags: ['vip'], selection: { mode: 'ids', ids: ['c2'] } },
      expect.any(AbortSignal),
    )
    expect(actor.getSnapshot().matches({ choosing: 'ids' })).toBe(true)
  })

  it('says why a bulk call failed where it was asked for', async () => {
    const { actor, problem } = start({
      deleteSelection: immediate(bulkRefused as BulkOutcome),
      exportSelection: immediate(bulkRefused as BulkOutcome),
    })
    actor.send({ type: 'selection.toggle', id: 'c1' })
    actor.send({ type: 'bulk.delete' })
    actor.send({ type: 'bulk.confirm' })
    await vi.waitFor(() => expect(actor.getSnapshot().matches('confirmingDelete')).toBe(true))
    expect(selectProblem(actor.getSnapshot())).toBe(bulkRefused.error.message)
    actor.send({ type: 'bulk.cancel' })
    actor.send({ type: 'bulk.export' })
    await vi.waitFor(() => expect(problem).toHaveBeenCalledWith(bulkRefused.error.message))
    expect(actor.getSnapshot().matches({ choosing: 'ids' })).toBe(true)
  })
})
