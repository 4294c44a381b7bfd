import { CsvFileError, CsvParser, type CsvRecord } from './csv-parser'

/** The longest cell the reader accepts; far past any contact field, short of a runaway quote. */
const maxCellLength = 64 * 1024
const delimiters = [',', ';', '\t', '|'] as const
/** The delimiter is told from at most this much of the first line. */
const firstLineMaxLength = 1024 * 1024

/** The separator the first line uses most (outside quotes): `,`, `;`, tab or `|`. */
export function detectDelimiter(firstLine: string): string {
  let best: string = ','
  let bestCount = 0
  for (const delimiter of delimiters) {
    let count = 0
    let quoted = false
    for (const char of firstLine) {
      if (char === '"') quoted = !quoted
      else if (char === delimiter && !quoted) count += 1
    }
    if (count > bestCount) {
      best = delimiter
      bestCount = count
    }
  }
  return best
}

/** Files that are not CSV text, told by their first bytes. */
function refuseByMagic(head: Uint8Array) {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte)
  if (starts(0xff, 0xfe) || starts(0xfe, 0xff))
    throw new CsvFileError(
      'The file is UTF-16 text. Save it as "CSV UTF-8 (comma delimited)" and upload it again.',
    )
  if (starts(0x50, 0x4b, 0x03, 0x04))
    throw new CsvFileError(
      'The file is a spreadsheet (XLSX) or another zip archive, not CSV text. Export it as CSV and upload that.',
    )
  if (starts(0xd0, 0xcf, 0x11, 0xe0))
    throw new CsvFileError('The file is an old Excel (XLS) file, not CSV text. Export it as CSV.')
}

/**
 * Bytes in, CSV records out: UTF-8 only (a BOM is dropped), checked as it goes, so a file in
 * another encoding is refused with the byte where it stops being UTF-8.
 */
export class CsvTextReader {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true })
  private parser: CsvParser | null = null
  /** Text read before the first line break: the delimiter is told from the whole first line. */
  private pending = ''
  private bytesRead = 0

  push(bytes: Uint8Array): CsvRecord[] {
    if (this.bytesRead === 0) refuseByMagic(bytes)
    const text = this.decode(bytes, true)
    this.bytesRead += bytes.length
    return this.feed(text)
  }

  end(): CsvRecord[] {
    const out = this.feed(this.decode(new Uint8Array(0), false), true)
    this.parserFor('').end(out)
    return out
  }

  private decode(bytes: Uint8Array, stream: boolean): string {
    try {
      return this.decoder.decode(bytes, { stream })
    } catch {
      throw new CsvFileError(
        `The file is not UTF-8 text (it stops being UTF-8 within bytes ${this.bytesRead + 1}–${this.bytesRead + bytes.length}). Save it as "CSV UTF-8" and upload it again.`,
      )
    }
  }

  private feed(text: string, last = false): CsvRecord[] {
    if (text.includes('\u0000'))
      throw new CsvFileError('The file holds NUL characters: it is a binary file, not CSV text.')
    const out: CsvRecord[] = []
    if (!this.parser) {
      this.pending += text
      const lineEnd = this.pending.search(/[\r\n]/)
      if (lineEnd === -1 && !last && this.pending.length < firstLineMaxLength) return out
      const parser = this.parserFor(this.pending.slice(0, lineEnd === -1 ? undefined : lineEnd))
      parser.push(this.pending, out)
      this.pending = ''
      return out
    }
    this.parser.push(text, out)
    return out
  }

  private parserFor(firstLine: string): CsvParser {
    this.parser ??= new CsvParser(detectDelimiter(firstLine), maxCellLength)
    return this.parser
  }
}
