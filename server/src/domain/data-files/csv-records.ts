import { Readable } from 'node:stream'
import { CsvError, Parser } from 'csv-parse'
import { CsvFileError, checkedText, detectDelimiter } from './csv-text'

/** A record of a CSV file and the line it starts on (the header is on line 1). */
export interface CsvRecord {
  line: number
  cells: string[]
}

/** A line with nothing in it (or only separators): not a row. */
export const isBlank = (record: CsvRecord) => record.cells.every((cell) => cell.trim() === '')

/** The longest record read; far past any contact row, short of a runaway quote's whole file. */
const maxRecordBytes = 1024 * 1024
/** The delimiter is told from at most this much of the first line. */
const firstLineMaxBytes = 1024 * 1024

const lineBreak = (bytes: Buffer) => {
  const [lf, cr] = [bytes.indexOf(10), bytes.indexOf(13)]
  return lf < 0 ? cr : cr < 0 ? lf : Math.min(lf, cr)
}

/** Line breaks inside a record's quoted values: a record spans that many lines more than one. */
function lineBreaksIn(cells: readonly string[]): number {
  let breaks = 0
  for (const cell of cells)
    if (cell.includes('\n') || cell.includes('\r')) breaks += cell.match(/\r\n|\r|\n/g)?.length ?? 0
  return breaks
}

/** csv-parse's refusals, said for people, with the line the record starts on. */
function fileErrorOf(error: CsvError, line: number): CsvFileError {
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') return new CsvFileError('csv.quoteNotClosed', { line })
  if (error.code === 'CSV_MAX_RECORD_SIZE')
    return new CsvFileError('csv.rowTooLong', {
      line,
      megabytes: maxRecordBytes / (1024 * 1024),
    })
  return new CsvFileError('csv.unreadable', { line, reason: error.message })
}

/**
 * csv-parse's stream, its records given the line of the file each starts on as the parser hands
 * them over (so the lines count records dropped on an error too). Counted here rather than in
 * an `on_record` hook: csv-parse builds a description of the parser's state for that hook on
 * every record, a cost the lines do not need.
 */
class LineCounting extends Parser {
  /** Where the last record ended, and how many empty lines csv-parse had skipped by then. */
  private lastLine = 0
  private lastEmptyLines = 0

  /** The line the next record starts on. */
  startOfNext(): number {
    return this.lastLine + 1 + this.info.empty_lines - this.lastEmptyLines
  }

  override push(cells: unknown, encoding?: BufferEncoding): boolean {
    if (cells === null) return super.push(null, encoding)
    const record: CsvRecord = { line: this.startOfNext(), cells: cells as string[] }
    this.lastLine = record.line + lineBreaksIn(record.cells)
    this.lastEmptyLines = this.info.empty_lines
    return super.push(record, encoding)
  }
}

/**
 * The records of a CSV file as its bytes arrive, in constant memory, through csv-parse: UTF-8
 * checked first (csv-text.ts), a BOM dropped, RFC 4180 quotes (a quote inside an unquoted value
 * is kept as text), CRLF, LF and CR line ends, rows of any width (the callers judge the width),
 * empty lines skipped while each record keeps the line of the file it starts on. The delimiter
 * is the one the first line uses most.
 */
export async function* csvRecords(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<CsvRecord> {
  const text = checkedText(chunks)[Symbol.asyncIterator]()
  const head: Buffer[] = []
  let headBytes = 0
  for (let next = await text.next(); !next.done; next = await text.next()) {
    head.push(next.value)
    headBytes += next.value.length
    if (lineBreak(next.value) >= 0 || headBytes >= firstLineMaxBytes) break
  }
  const start = Buffer.concat(head)
  const firstLineEnd = lineBreak(start)
  const delimiter = detectDelimiter(
    start.subarray(0, firstLineEnd < 0 ? firstLineMaxBytes : firstLineEnd).toString('utf8'),
  )
  const parser = new LineCounting({
    delimiter,
    bom: true,
    relax_quotes: true,
    relax_column_count: true,
    // Empty lines are skipped inside the parser (a file of a million of them costs nothing);
    // lines of separators or spaces come through and are told apart by isBlank.
    skip_empty_lines: true,
    record_delimiter: ['\r\n', '\n', '\r'],
    max_record_size: maxRecordBytes,
  })
  async function* rest() {
    try {
      if (start.length > 0) yield start
      for (let next = await text.next(); !next.done; next = await text.next()) yield next.value
    } finally {
      await text.return(undefined)
    }
  }
  const source = Readable.from(rest(), { objectMode: false })
  source.on('error', (error) => parser.destroy(error))
  source.pipe(parser)
  try {
    for await (const record of parser) yield record as CsvRecord
  } catch (error) {
    throw error instanceof CsvError ? fileErrorOf(error, parser.startOfNext()) : error
  } finally {
    source.destroy()
    parser.destroy()
  }
}
