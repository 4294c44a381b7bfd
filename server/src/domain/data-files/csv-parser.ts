/** A record of a CSV file and the line it starts on (the header is on line 1). */
export interface CsvRecord {
  line: number
  cells: string[]
}

/** A file the import cannot read at all; the message is for people. */
export class CsvFileError extends Error {}

/**
 * An RFC 4180 parser fed text in pieces: records come out as soon as they end, so a file of any
 * size is read in constant memory. Quotes open a quoted cell only at its start (a quote inside an
 * unquoted cell is kept as text); `""` inside quotes is one quote; CRLF, LF and CR end records.
 */
export class CsvParser {
  private cell = ''
  private cells: string[] = []
  private quoted = false
  /** Inside quotes, the last character was a quote: the cell closes unless another follows. */
  private quotePending = false
  private lastWasCr = false
  private line = 1
  private recordLine = 1

  constructor(
    private readonly delimiter: string,
    /** A cell longer than this is a quote left open, not data. */
    private readonly maxCellLength: number,
  ) {}

  push(text: string, out: CsvRecord[]): void {
    for (let index = 0; index < text.length; index++) {
      const char = text[index] as string
      const wasCr = this.lastWasCr
      this.lastWasCr = false
      if (this.quoted) {
        if (this.quotePending) {
          this.quotePending = false
          if (char === '"') {
            this.append('"')
            continue
          }
          this.quoted = false
        } else {
          if (char === '"') this.quotePending = true
          else {
            if (char === '\n') this.line += 1
            this.append(char)
          }
          continue
        }
      }
      if (char === this.delimiter) {
        this.cells.push(this.cell)
        this.cell = ''
      } else if (char === '"' && this.cell === '') this.quoted = true
      else if (char === '\r') {
        this.lastWasCr = true
        this.endRecord(out)
      } else if (char === '\n') {
        if (!wasCr) this.endRecord(out)
      } else this.append(char)
    }
  }

  /** The last record, if the text did not end with a line break. */
  end(out: CsvRecord[]): void {
    if (this.quoted && !this.quotePending)
      throw new CsvFileError(
        `A quoted value that starts on line ${this.recordLine} is never closed: a quote (") is missing.`,
      )
    if (this.cell !== '' || this.cells.length > 0 || this.quoted) this.endRecord(out)
  }

  private append(char: string) {
    this.cell += char
    if (this.cell.length > this.maxCellLength)
      throw new CsvFileError(
        `A value that starts on line ${this.recordLine} is longer than ${this.maxCellLength} characters: a quote (") is probably not closed.`,
      )
  }

  private endRecord(out: CsvRecord[]) {
    this.cells.push(this.cell)
    out.push({ line: this.recordLine, cells: this.cells })
    this.cells = []
    this.cell = ''
    this.quoted = false
    this.quotePending = false
    this.line += 1
    this.recordLine = this.line
  }
}

/** A line with nothing in it (or only separators): not a row. */
export const isBlank = (record: CsvRecord) => record.cells.every((cell) => cell.trim() === '')
