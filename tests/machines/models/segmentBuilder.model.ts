import type { EventObject } from 'xstate'
import type { SegmentField } from '../../../src/contract/segment'
import { segmentBuilderMachine } from '../../../src/machines/segmentBuilder'
import { defineMachineModel } from '../support/machineModel'

export const firstNameField: SegmentField = {
  field: 'first_name',
  label: 'First name',
  kind: 'text',
  operators: ['contains', 'equals', 'is_empty'],
}

export const statusField: SegmentField = {
  field: 'status',
  label: 'Status',
  kind: 'set',
  operators: ['in', 'not_in'],
  options: ['active', 'blocked'],
}

export const segmentBuilderInput = {
  fields: [firstNameField, statusField],
  engagementEvents: ['delivered', 'clicked'],
}

export const previewShown = {
  ok: true,
  data: {
    count: 2,
    exact: true,
    sample: [],
  },
}

/** The answer at once when the kept counts cannot count the rules: the exact one follows. */
export const previewEstimated = {
  ok: true,
  data: {
    count: 1200,
    exact: false,
    sample: [],
  },
}

export const previewRejected = {
  ok: false,
  status: 422,
  validation: {
    message: 'The rules.rules.0.value field must be some text for "contains".',
    errors: { 'rules.rules.0.value': ['The value field must be some text for "contains".'] },
  },
}

export const previewRefused = {
  ok: false,
  status: 403,
  error: { message: 'Your role in this team does not allow you to see segments.' },
}

/** The root group is `n1`; the first node added is `n2`. */
export const segmentBuilderModel = defineMachineModel(segmentBuilderMachine, {
  input: segmentBuilderInput,
  events: [
    { type: 'rules.addCondition', groupId: 'n1', field: firstNameField },
    { type: 'rules.addGroup', groupId: 'n1' },
    { type: 'rules.update', id: 'n2', patch: { value: 'Ada' } },
    { type: 'rules.changeField', id: 'n2', field: statusField },
    { type: 'rules.setMatch', groupId: 'n1', match: 'any' },
    { type: 'rules.move', id: 'n2', offset: 1 },
    { type: 'rules.remove', id: 'n2' },
    { type: 'preview.retry' },
    { type: 'xstate.done.actor.preview', output: previewShown },
    { type: 'xstate.done.actor.preview', output: previewEstimated },
    { type: 'xstate.done.actor.preview', output: previewRejected },
    { type: 'xstate.done.actor.preview', output: previewRefused },
    { type: 'xstate.error.actor.preview', error: new Error('offline') },
  ] as EventObject[] as never,
})
