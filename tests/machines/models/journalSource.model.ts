import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { journalSourceMachine, type LoadedJournal } from '../../../src/machines/journalSource'
import { defineMachineModel } from '../support/machineModel'
import { stateKeyOf } from '../support/model'

export const ownJournal: LoadedJournal = { id: 'journal-1', origin: 'own', name: null, total: 3 }
export const fileJournal: LoadedJournal = {
  id: 'journal-2',
  origin: 'file',
  name: 'journal.json',
  total: 5,
}
export const importProblem = {
  file: 'notes.txt',
  errors: [{ path: '', message: 'Not JSON: Unexpected token' }],
  more: 0,
}
/** Stands in for a chosen file: the machine only hands it to its reading actor. */
export const modelFile = { name: 'journal.json', size: 2 } as unknown as File

/** What is shown besides the state: which journal, why the own one failed, a refused file. */
export function sourceKey(snapshot: AnyMachineSnapshot) {
  const { journal, problem, importProblem: refused } = snapshot.context
  const shown = [
    journal ? `${journal.origin} journal` : null,
    problem ? 'problem' : null,
    refused ? 'refused file' : null,
  ].filter(Boolean)
  return `${stateKeyOf(snapshot)}${shown.length ? ` (${shown.join(', ')})` : ''}`
}

export const journalSourceEvents = [
  { type: 'xstate.done.actor.loadOwnJournal', output: ownJournal },
  { type: 'xstate.error.actor.loadOwnJournal', error: new Error('IndexedDB is unavailable') },
  { type: 'source.import', file: modelFile },
  { type: 'xstate.done.actor.readJournalFile', output: { ok: true, journal: fileJournal } },
  { type: 'xstate.done.actor.readJournalFile', output: { ok: false, problem: importProblem } },
  { type: 'xstate.error.actor.readJournalFile', error: new Error('The file could not be read') },
  { type: 'source.reload' },
  { type: 'source.dismissImportProblem' },
] as EventObject[] as never

/** The user's own journal (my account); the staff screen's variant starts with none. */
export const journalSourceModel = defineMachineModel(journalSourceMachine, {
  input: { hasOwnJournal: true },
  stateKey: sourceKey,
  events: journalSourceEvents,
})
