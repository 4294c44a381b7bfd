import { describe, expect, it } from 'vitest'
import { csvRecords } from '../../server/src/domain/data-files/csv-records'
import type { CsvFileError } from '../../server/src/domain/data-files/csv-text'

/** The file in chunks of `size` bytes, as a stream hands it over. */
async function* chunked(text: string, size: number) {
  const bytes = Buffer.from(text, 'utf8')
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size)
}

async function linesOf(text: string, size = 7) {
  const found: [number, string][] = []
  for await (const record of csvRecords(chunked(text, size)))
    found.push([record.line, record.cells[0] ?? ''])
  return found
}

describe('csvRecords line numbers', () => {
  it('counts quoted line breaks, empty lines and every line end, in any chunking', async () => {
    const text =
      'phone,note\r\n' +
      'a,"two\nlines"\n' +
      '\n' +
      'b,"three\r\nlines\rhere"\r\n' +
      '\r\n\r\n' +
      'c,plain\r' +
      'd,"x"\n' +
      ',\n' +
      'e,last'
    const expected: [number, string][] = [
      [1, 'phone'],
      [2, 'a'],
      [5, 'b'],
      [10, 'c'],
      [11, 'd'],
      [12, ''],
      [13, 'e'],
    ]
    for (const size of [1, 3, 7, 64, 4096]) expect(await linesOf(text, size)).toEqual(expected)
  })

  it('names the line a runaway quote starts on, after quoted line breaks and empty lines', async () => {
    const text = 'phone,note\n"a\nb",x\n\n\nc,"never closed\n\n'
    const error = await linesOf(text).then(
      () => null,
      (failure: CsvFileError) => failure,
    )
    expect(error?.message).toMatch(/line 6\b/)
  })
})
