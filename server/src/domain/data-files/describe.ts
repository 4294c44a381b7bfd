import { audienceLimits } from '../../../../src/contract/constants'
import { cutText } from '../../../../src/contract/text-cut'
import { type StoredWords, storeWords } from '../../http/stored-words'
import { said } from '../../http/words'
import { csvRecords, isBlank } from './csv-records'
import { CsvFileError } from './csv-text'
import { columnsOf, widthProblem } from './header'

/** What an upload tells about its file: read once, as it streams to disk. */
export interface FileDescription {
  columns: string[]
  rowCount: number
  sample: string[][]
  warnings: StoredWords[]
}

/**
 * Reads a CSV as its bytes arrive and keeps only what describes it: the header, a sample, the
 * row count and the rows of the wrong width. Blank lines are not rows (a file of a million
 * blank lines has none). A file that cannot be imported throws a CsvFileError saying why.
 */
export async function describeFile(chunks: AsyncIterable<Uint8Array>): Promise<FileDescription> {
  let columns: string[] | null = null
  let rowCount = 0
  const sample: string[][] = []
  let ragged = 0
  let firstRaggedLine = 0
  for await (const record of csvRecords(chunks)) {
    if (isBlank(record)) continue
    if (!columns) {
      columns = columnsOf(record)
      continue
    }
    rowCount += 1
    if (widthProblem(record, columns.length)) {
      ragged += 1
      firstRaggedLine ||= record.line
    }
    if (sample.length < audienceLimits.sampleRows)
      sample.push(record.cells.map((cell) => cutText(cell, audienceLimits.cellMaxLength)))
  }
  if (!columns) throw new CsvFileError('csv.empty')
  if (rowCount === 0) throw new CsvFileError('csv.noRows')
  const warnings =
    ragged > 0
      ? [storeWords(said('upload.raggedRows', { count: ragged, line: firstRaggedLine }))]
      : []
  return { columns, rowCount, sample, warnings }
}
