import type { EventObject } from 'xstate'
import { contactSelectionMachine, type ShownPage } from '../../../src/machines/contactSelection'
import { defineMachineModel } from '../support/machineModel'

/** Active contacts: two on the first page of three. */
export const activePage: ShownPage = {
  key: 'status=active',
  filter: { status: 'active' },
  pageIds: ['c1', 'c2'],
  total: 3,
}

/** Another query: the selection made under `activePage` no longer stands. */
export const blockedPage: ShownPage = {
  key: 'status=blocked',
  filter: { status: 'blocked' },
  pageIds: ['c9'],
  total: 1,
}

export const tagsRejected = {
  ok: false,
  status: 422,
  validation: {
    message: 'The tags.0 field may not contain , or ;.',
    errors: { 'tags.0': ['The tags.0 field may not contain , or ;.'] },
  },
}

export const bulkRefused = {
  ok: false,
  status: 403,
  error: { message: 'Your role in this team (viewer) does not allow you to change contacts.' },
}

export const contactSelectionModel = defineMachineModel(contactSelectionMachine, {
  input: { page: activePage, maxIds: 3 },
  events: [
    { type: 'selection.pageShown', page: activePage },
    { type: 'selection.pageShown', page: blockedPage },
    { type: 'selection.toggle', id: 'c1' },
    { type: 'selection.toggle', id: 'c2' },
    { type: 'selection.togglePage' },
    { type: 'selection.selectMatching' },
    { type: 'selection.clear' },
    { type: 'bulk.openTags', action: 'tag' },
    { type: 'bulk.openTags', action: 'untag' },
    { type: 'bulk.submitTags', tags: ['vip'] },
    { type: 'bulk.submitTags', tags: [] },
    { type: 'bulk.editTags' },
    { type: 'bulk.delete' },
    { type: 'bulk.confirm' },
    { type: 'bulk.cancel' },
    { type: 'bulk.export' },
    { type: 'xstate.done.actor.applyTags', output: { ok: true, data: { message: 'Tagged.' } } },
    { type: 'xstate.done.actor.applyTags', output: tagsRejected },
    { type: 'xstate.done.actor.applyTags', output: bulkRefused },
    { type: 'xstate.error.actor.applyTags', error: new Error('offline') },
    {
      type: 'xstate.done.actor.deleteSelection',
      output: { ok: true, data: { message: '2 contacts were deleted.' } },
    },
    { type: 'xstate.done.actor.deleteSelection', output: bulkRefused },
    { type: 'xstate.error.actor.deleteSelection', error: new Error('offline') },
    {
      type: 'xstate.done.actor.exportSelection',
      output: { ok: true, data: { message: 'Exported.' } },
    },
    { type: 'xstate.done.actor.exportSelection', output: bulkRefused },
    { type: 'xstate.error.actor.exportSelection', error: new Error('offline') },
  ] as EventObject[] as never,
})
