import { describe, expect, it } from 'vitest'
import { loadMachineRegistry } from '../../../src/machines/registry'
import messages from '../../../src/messages/audit/catalogue'
import { translator } from '../../../src/messages/translate'
import { actorKeyOf, type JournalEntry } from '../../../src/services/journal/entry'
import { actorNames } from '../../../src/views/audit/actorNames'
import { actorText, machineText } from '../../../src/views/audit/useActorText'

let seq = 0
/** An actor's first entry: started by `xstate.init` with its input, on page load `run`. */
function started(machine: string, actor: string, input?: unknown, run = 'run-1'): JournalEntry {
  seq += 1
  return {
    seq,
    time: seq,
    run,
    actor,
    actorId: actor,
    machine,
    event: input === undefined ? { type: 'xstate.init' } : { type: 'xstate.init', input },
    state: 'idle',
    status: 'active',
  }
}

function named(entries: JournalEntry[], locale: 'en' | 'ar' = 'en') {
  const names = actorNames(entries)
  const t = translator(messages, locale)
  return entries.map((entry) => {
    const name = names.get(actorKeyOf(entry))
    return name ? actorText(t, name) : undefined
  })
}

describe('actors of the journal, named for people', () => {
  it('by their machine and what they are about, never by their session ids', () => {
    const entries = [
      started('session', 'x:0'),
      started('pagination', 'x:1', { totalItems: 100, currentPage: 1 }),
      started('pagination', 'x:2', { totalItems: 1, currentPage: 1 }),
      started('toast', 'toast-1', { id: 'toast-1', type: 'success', message: 'Saved.' }),
      started('form', 'x:4'),
      started('form', 'x:5'),
      started('campaignWizard', 'x:6', { campaign: { name: 'Spring sale' }, step: 'content' }),
    ]
    expect(named(entries)).toEqual([
      'Session',
      'Pagination of 100 items',
      'Pagination of 1 item',
      'Toast: Saved.',
      'Form 1',
      'Form 2',
      'Campaign wizard: Spring sale',
    ])
  })

  it('numbers the actors of one machine within their page load, and names an actor once', () => {
    const later = { ...started('form', 'x:4'), seq: 99, event: { type: 'form.submit' } }
    const entries = [
      started('form', 'x:4'),
      later,
      started('form', 'x:4', undefined, 'run-2'),
      started('form', 'x:9', undefined, 'run-2'),
    ]
    expect(named(entries)).toEqual(['Form', 'Form', 'Form 1', 'Form 2'])
  })

  it('in the reader’s language, a machine this version lacks by its id', () => {
    const entries = [
      started('session', 'x:0'),
      started('pagination', 'x:1', { totalItems: 3 }),
      started('retiredMachine', 'x:2'),
    ]
    expect(named(entries, 'ar')).toEqual([
      'الجلسة',
      '\u2068ترقيم الصفحات\u2069 لـ 3 عناصر',
      'retiredMachine',
    ])
  })

  it('has a human name for every machine of the app', async () => {
    const t = translator(messages, 'en')
    const unnamed = (await loadMachineRegistry())
      .map(({ id }) => id)
      .filter((id) => machineText(t, id) === id)
    expect(unnamed).toEqual([])
  })
})
