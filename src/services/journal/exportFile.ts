import { z } from 'zod'
import { journal as journalConstants } from '../../contract/constants'
import { journalEntrySchema } from './entry'
import { journalExportFormat, journalExportVersion } from './exportFormat'

export { toJournalExport } from './exportFormat'

/** The journal as a file: what export writes and import reads. */
export const journalExportSchema = z
  .object({
    format: z.literal(journalExportFormat),
    version: z.literal(journalExportVersion),
    exportedAt: z.iso.datetime(),
    entries: z.array(journalEntrySchema).max(journalConstants.maxEntries),
  })
  .superRefine(({ entries }, context) => {
    for (let index = 1; index < entries.length; index += 1) {
      const previous = entries[index - 1]
      const entry = entries[index]
      if (previous && entry && entry.seq <= previous.seq) {
        context.addIssue({
          code: 'custom',
          path: ['entries', index, 'seq'],
          message: 'Entries must be in journal order (increasing seq)',
        })
        return
      }
    }
  })

export type JournalExport = z.infer<typeof journalExportSchema>

export type JournalImport =
  | { ok: true; journal: JournalExport }
  | { ok: false; errors: { path: string; message: string }[] }

/** Reads an exported journal (JSON text or parsed data); errors are values, one per problem. */
export function parseJournalExport(input: unknown): JournalImport {
  let data = input
  if (typeof input === 'string') {
    try {
      data = JSON.parse(input)
    } catch (error) {
      return { ok: false, errors: [{ path: '', message: `Not JSON: ${(error as Error).message}` }] }
    }
  }
  const result = journalExportSchema.safeParse(data)
  if (result.success) return { ok: true, journal: result.data }
  return {
    ok: false,
    errors: result.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    })),
  }
}
