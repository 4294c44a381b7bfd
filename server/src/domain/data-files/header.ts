import { audienceLimits } from '../../../../src/contract/constants'
import { cutText } from '../../../../src/contract/text-cut'
import { said, type Words } from '../../http/words'
import type { CsvRecord } from './csv-records'
import { CsvFileError } from './csv-text'

/**
 * The columns of a file from its header: trimmed, an empty one named by its place
 * (`Column 3`), a repeated one numbered (`Phone (2)`), so every column has a name of its own.
 */
export function columnsOf(header: CsvRecord): string[] {
  if (header.cells.length > audienceLimits.uploadMaxColumns)
    throw new CsvFileError('csv.tooManyColumns', {
      count: header.cells.length,
      max: audienceLimits.uploadMaxColumns,
    })
  const seen = new Map<string, number>()
  return header.cells.map((cell, index) => {
    const base = cutText(cell.trim(), audienceLimits.cellMaxLength) || `Column ${index + 1}`
    const times = (seen.get(base.toLowerCase()) ?? 0) + 1
    seen.set(base.toLowerCase(), times)
    return times === 1 ? base : `${base} (${times})`
  })
}

/** Why a row cannot be read as the header says, or null when it fits. */
export function widthProblem(record: CsvRecord, columns: number): Words | null {
  if (record.cells.length === columns) return null
  return said('import.wrongWidth', { values: record.cells.length, columns })
}
