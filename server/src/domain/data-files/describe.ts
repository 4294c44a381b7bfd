import { audienceLimits } from '../../../../src/contract/constants'
import { cutText } from '../../../../src/contract/text-cut'
import { CsvFileError, type CsvRecord, isBlank } from './csv-parser'
import { CsvTextReader } from './csv-text'
import { columnsOf, widthProblem } from './header'

/** What an upload tells about its file: read once, as it streams to disk. */
export interface FileDescription {
  columns: string[]
  rowCount: number
  sample: string[][]
  warnings: string[]
}

/**
 * Reads a CSV as its bytes arrive and keeps only what describes it: the header, a sample, the
 * row count and the rows of the wrong width. Blank lines are not rows (a file of a million
 * blank lines has none).
 */
export class FileDescriber {
  private readonly reader = new CsvTextReader()
  private columns: string[] | null = null
  private rowCount = 0
  private readonly sample: string[][] = []
  private ragged = 0
  private firstRaggedLine = 0

  push(bytes: Uint8Array): void {
    this.take(this.reader.push(bytes))
  }

  /** The description, or a CsvFileError saying why the file cannot be imported. */
  finish(): FileDescription {
    this.take(this.reader.end())
    if (!this.columns) throw new CsvFileError('The file is empty: it holds no header and no rows.')
    if (this.rowCount === 0) throw new CsvFileError('The file has a header but no rows below it.')
    const warnings =
      this.ragged > 0
        ? [
            `${this.ragged} row${this.ragged === 1 ? ' has' : 's have'} a different number of values than the header (first on line ${this.firstRaggedLine}); the import reports ${this.ragged === 1 ? 'it' : 'them'} as invalid.`,
          ]
        : []
    return { columns: this.columns, rowCount: this.rowCount, sample: this.sample, warnings }
  }

  private take(records: CsvRecord[]) {
    for (const record of records) {
      if (isBlank(record)) continue
      if (!this.columns) {
        this.columns = columnsOf(record)
        continue
      }
      this.rowCount += 1
      if (widthProblem(record, this.columns.length)) {
        this.ragged += 1
        this.firstRaggedLine ||= record.line
      }
      if (this.sample.length < audienceLimits.sampleRows)
        this.sample.push(record.cells.map((cell) => cutText(cell, audienceLimits.cellMaxLength)))
    }
  }
}
