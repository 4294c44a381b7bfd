import type { MessageValues } from '../../../../src/messages/catalogue'
import { type ServerKey, said, serverWords, type Words } from '../../http/words'

/**
 * A file the import cannot read at all. Its message is the English, for logs; its words answer
 * an upload in the caller's language, and an import keeps them in every language.
 */
export class CsvFileError extends Error {
  readonly words: Words

  constructor(key: ServerKey, values?: MessageValues) {
    super(serverWords('en')(key, values))
    this.words = said(key, values)
  }
}

const delimiters = [',', ';', '\t', '|'] as const

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
  if (starts(0xff, 0xfe) || starts(0xfe, 0xff)) throw new CsvFileError('csv.utf16')
  if (starts(0x50, 0x4b, 0x03, 0x04)) throw new CsvFileError('csv.zip')
  if (starts(0xd0, 0xcf, 0x11, 0xe0)) throw new CsvFileError('csv.xls')
}

/**
 * The bytes of a file as they arrive, passed on only once they are known to be UTF-8 text (a
 * UTF-8 BOM is fine; the CSV parser drops it): a file in another encoding is refused with the
 * bytes where it stops being UTF-8, a binary file by its NUL characters.
 */
export async function* checkedText(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<Buffer> {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  let bytesRead = 0
  const check = (bytes: Uint8Array, stream: boolean) => {
    try {
      decoder.decode(bytes, { stream })
    } catch {
      throw new CsvFileError('csv.notUtf8', {
        from: bytesRead + 1,
        to: bytesRead + bytes.length,
      })
    }
    // In UTF-8 text a zero byte is a NUL character and nothing else.
    if (bytes.includes(0)) throw new CsvFileError('csv.nul')
  }
  for await (const chunk of chunks) {
    if (bytesRead === 0) refuseByMagic(chunk)
    check(chunk, true)
    bytesRead += chunk.length
    yield Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length)
  }
  check(new Uint8Array(0), false)
}
