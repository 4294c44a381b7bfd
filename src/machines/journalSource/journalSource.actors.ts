import { fromPromise } from 'xstate'
import { journal as journalConstants } from '../../contract/constants'
import { parseJournalExport } from '../../services/journal/exportFile'
import type { JournalReader } from '../../services/journal/journal'
import type { JournalShelf } from '../../services/journal/shelf'
import type { ProblemCode } from '../problems'
import type { ImportOutcome, LoadedJournal } from './journalSource.machine'

export interface JournalSourceDeps {
  /** The user's own journal; null on the staff screen. */
  own: JournalReader | null
  shelf: JournalShelf
}

/** A file's problems as people read them: the first few, and how many more. */
const shownProblems = 10

function refusal(file: string, errors: { path: string; message: string }[]): ImportOutcome {
  return {
    ok: false,
    problem: {
      file,
      errors: errors.slice(0, shownProblems),
      more: Math.max(0, errors.length - shownProblems),
    },
  }
}

const tooLarge: ProblemCode = 'problem.fileTooLarge'
const unreadable: ProblemCode = 'problem.fileUnreadable'

export async function readJournalFile(file: File, shelf: JournalShelf): Promise<ImportOutcome> {
  if (file.size > journalConstants.maxImportBytes) {
    return refusal(file.name, [{ path: '', message: tooLarge }])
  }
  let text: string
  try {
    text = await file.text()
  } catch {
    return refusal(file.name, [{ path: '', message: unreadable }])
  }
  const parsed = parseJournalExport(text)
  if (!parsed.ok) return refusal(file.name, parsed.errors)
  const { entries } = parsed.journal
  const journal: LoadedJournal = {
    id: shelf.put(entries),
    origin: 'file',
    name: file.name,
    total: entries.length,
  }
  return { ok: true, journal }
}

/** The journal source's actors: reading the own journal, reading an exported file. */
export function createJournalSourceActors({ own, shelf }: JournalSourceDeps) {
  return {
    loadOwnJournal: fromPromise<LoadedJournal>(async () => {
      if (!own) throw new Error('This screen has no journal of its own')
      const entries = await own.all()
      return { id: shelf.put(entries), origin: 'own', name: null, total: entries.length }
    }),
    readJournalFile: fromPromise<ImportOutcome, { file: File }>(({ input }) =>
      readJournalFile(input.file, shelf),
    ),
  }
}
