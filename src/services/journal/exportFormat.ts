import type { JournalEntry } from './entry'
import type { JournalExport } from './exportFile'

/**
 * The journal file's envelope. Apart from its schema (exportFile.ts) because every page records
 * a journal that can be exported, while only an import needs the schema library to check a file.
 */
export const journalExportFormat = 'switchboard.journal'
export const journalExportVersion = 1

export function toJournalExport(entries: JournalEntry[], now = new Date()): JournalExport {
  return {
    format: journalExportFormat,
    version: journalExportVersion,
    exportedAt: now.toISOString(),
    entries,
  }
}
