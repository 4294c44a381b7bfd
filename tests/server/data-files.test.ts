import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { notifications, tags } from '../../server/src/db/schema'
import type { BusEvent } from '../../server/src/events/bus'
import { audienceLimits } from '../../src/contract/constants'
import { dataFileList, dataFileResource, dataFileSample } from '../../src/contract/data-file'
import {
  caller,
  download,
  eventually,
  parseCsv,
  send,
  storeContact,
  uploadFile,
} from './support/audience'
import { samplePhone } from './support/resource-samples'
import { apiTokenFor, teamWithEveryRole } from './support/teams'
import { backends, useTestServer } from './support/test-server'

/** A phone of the generated files: valid, and different for each n. */
const phone = (n: number) => samplePhone(100_000 + n)
const grouped = (count: number) => count.toLocaleString('en')

/**
 * A file of `rows` rows and the counts it must give, worked out here row by row: every 10th row
 * has an invalid phone, every 7th repeats the phone of the row before, every 13th a bad score,
 * every 17th the wrong width; the phones of the first 50 rows exist in the team already.
 */
function generatedFile(rows: number) {
  const lines = ['Mobile,First Name,Score,Tags']
  const counts = { imported: 0, updated: 0, skipped: 0, invalid: 0 }
  const existing = new Set<number>()
  for (let n = 1; n <= 50; n++) if (n % 10 && n % 7 && n % 13 && n % 17) existing.add(n)
  const seen = new Set<number>()
  const valid = (number: number) => {
    if (seen.has(number)) counts.skipped += 1
    else if (existing.has(number)) counts.updated += 1
    else counts.imported += 1
    seen.add(number)
  }
  for (let n = 1; n <= rows; n++) {
    if (n % 10 === 0) {
      lines.push(`not-a-number-${n},Bad,1,x`)
      counts.invalid += 1
    } else if (n % 7 === 0) {
      lines.push(`${phone(n - 1)},Again,1,x`)
      valid(n - 1)
    } else if (n % 13 === 0) {
      lines.push(`${phone(n)},Scoreless,lots,x`)
      counts.invalid += 1
    } else if (n % 17 === 0) {
      lines.push(`${phone(n)},Wide,1,x,extra`)
      counts.invalid += 1
    } else {
      lines.push(`${phone(n)},Person ${n},${n % 5},"vip, n${n % 3}"`)
      valid(n)
    }
  }
  return { text: `${lines.join('\r\n')}\r\n`, counts, existing: [...existing] }
}

describe.each(backends)('data files on %s', (backend) => {
  const server = useTestServer(backend)

  async function team(name = 'Acme') {
    const fixture = await teamWithEveryRole(server, name)
    const call = caller(server, fixture.members.editor.accessToken)
    await call('POST', 'custom-fields', { key: 'score', label: 'Score', type: 'number' })
    return { ...fixture, call, token: fixture.members.editor.accessToken }
  }

  it('uploads a CSV and describes it: columns, rows, a sample and a suggested mapping', async () => {
    const { call, token, members } = await team()
    const csv =
      '\uFEFFPhone;First name;Last;E-mail;Score;Notes;Phone\n+14152000001;Ada;Lovelace;ada@x.test;3;"a;b";x\n\n+14152000002;Alan;;;;;\n'
    const uploaded = await uploadFile(server, token, csv, '../../etc/people.csv')
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201)
    const file = dataFileResource.parse(uploaded.body)
    expect(file).toMatchObject({
      filename: 'people.csv',
      size: new TextEncoder().encode(csv).length,
      row_count: 2,
      columns: ['Phone', 'First name', 'Last', 'E-mail', 'Score', 'Notes', 'Phone (2)'],
      status: 'uploaded',
      warnings: [],
      uploaded_by: { id: members.editor.id },
    })
    const sample = dataFileSample.parse((await call('GET', `data-files/${file.id}/sample`)).body)
    expect(sample.rows).toEqual([
      ['+14152000001', 'Ada', 'Lovelace', 'ada@x.test', '3', 'a;b', 'x'],
      ['+14152000002', 'Alan', '', '', '', '', ''],
    ])
    expect(sample.suggested_mapping).toEqual({
      Phone: 'phone',
      'First name': 'first_name',
      Last: 'last_name',
      'E-mail': 'email',
      Score: 'custom.score',
      Notes: 'ignore',
      'Phone (2)': 'ignore',
    })
    const listed = dataFileList.parse((await call('GET', 'data-files')).body)
    expect(listed.data.map((row) => row.id)).toEqual([file.id])
  })

  it('refuses files it cannot import, each with a clear message', async () => {
    const { token } = await team()
    const latin1 = new Uint8Array([
      ...new TextEncoder().encode('phone,name\n+14152000001,Jos'),
      0xe9,
      0x0a,
    ])
    const utf16 = new Uint8Array([0xff, 0xfe, 0x70, 0x00])
    const xlsx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00])
    const cases: [string | Uint8Array, string][] = [
      [
        latin1,
        `The file is not UTF-8 text (it stops being UTF-8 within bytes 1–${latin1.length}). Save it as "CSV UTF-8" and upload it again.`,
      ],
      [
        utf16,
        'The file is UTF-16 text. Save it as "CSV UTF-8 (comma delimited)" and upload it again.',
      ],
      [
        xlsx,
        'The file is a spreadsheet (XLSX) or another zip archive, not CSV text. Export it as CSV and upload that.',
      ],
      ['', 'The file is empty.'],
      ['\n'.repeat(1_000_000), 'The file is empty: it holds no header and no rows.'],
      [`phone,name\n${'\r\n'.repeat(200_000)}`, 'The file has a header but no rows below it.'],
      [
        'phone,name\n"+1415,Ada\n',
        'A quoted value that starts on line 2 is never closed: a quote (") is missing.',
      ],
      ['a\u0000b\n1\n', 'The file holds NUL characters: it is a binary file, not CSV text.'],
      [
        `phone,name\n\n+14152000001,Ada\n\n"${'x'.repeat(2 * 1024 * 1024)}`,
        'The row that starts on line 5 is longer than 1 MB: a quote (") is probably not closed.',
      ],
    ]
    for (const [content, message] of cases) {
      const response = await uploadFile(server, token, content)
      expect(response.status, message).toBe(422)
      expect(response.body.errors, message).toEqual({ file: [message] })
    }
    const wrongField = await uploadFile(server, token, 'phone\n1\n', 'a.csv', 'document')
    expect(wrongField.body.errors).toEqual({
      file: ['The upload has no file in the field "file".'],
    })
    const json = await send(server, token, new FormData(), { 'content-type': 'application/json' })
    expect(json.body.errors).toEqual({
      file: ['Send the CSV as multipart/form-data in the field "file".'],
    })
    expect((await caller(server, token)('GET', 'data-files')).body.meta.total).toBe(0)
  })

  it('imports 10,000 rows with invalid and repeated ones: exact counts, an error report, progress and a notification', async () => {
    const { call, token, teamId, members } = await team()
    const { text, counts, existing } = generatedFile(10_000)
    for (const n of existing)
      await storeContact(call, 100_000 + n, { first_name: 'Old', tags: ['old'] })
    const uploaded = await uploadFile(server, token, text)
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201)
    expect(uploaded.body.row_count).toBe(10_000)
    expect(uploaded.body.warnings).toEqual([
      expect.stringMatching(
        /^\d+ rows have a different number of values than the header \(first on line 18\)/,
      ),
    ])
    const events: BusEvent[] = []
    const subscription = server.deps.events
      .eventsFor({ userId: members.editor.id, teamId })
      .subscribe((event) => events.push(event))
    const started = await call('POST', `data-files/${uploaded.body.id}/import`, {
      mapping: { Mobile: 'phone', 'First Name': 'first_name', Score: 'custom.score', Tags: 'tags' },
      tags: ['April upload'],
    })
    expect(started.status, JSON.stringify(started.body)).toBe(202)
    expect(started.body.status).toBe('mapped')
    const again = await call('POST', `data-files/${uploaded.body.id}/import`, {
      mapping: { Mobile: 'phone' },
    })
    expect(again.status).toBe(422)
    const done = await eventually(
      async () => (await call('GET', `data-files/${uploaded.body.id}`)).body,
      (body) => body.status === 'done' || body.status === 'failed',
    )
    // The final state is stored before it is announced: wait for the announcement too.
    await eventually(
      async () => events.filter((event) => event.name === 'data_file.progress').at(-1)?.data,
      (data) => (data as { status?: string } | undefined)?.status !== 'importing',
    )
    subscription.unsubscribe()
    expect(done.error).toBeNull()
    expect(done.counts).toEqual({ processed: 10_000, ...counts })
    expect(done).toMatchObject({ status: 'done', percent: 100, has_error_report: true })
    const progress = events.filter((event) => event.name === 'data_file.progress')
    expect(progress.length).toBeGreaterThan(5)
    expect(progress.at(-1)?.data).toMatchObject({ status: 'done' })
    const processed = progress.map(
      (event) => (event.data as { counts: { processed: number } }).counts.processed,
    )
    expect(processed).toEqual([...processed].sort((a, b) => a - b))

    const totals = await call('GET', 'contacts?per_page=1')
    expect(totals.body.meta.total).toBe(counts.imported + counts.updated)
    const updated = await call('GET', `contacts?search=${encodeURIComponent(phone(1))}`)
    expect(updated.body.data[0]).toMatchObject({
      first_name: 'Person 1',
      source: 'manual',
      tags: ['old', 'vip', 'n1', 'April upload'],
      custom_fields: { score: 1 },
    })
    const created = await call('GET', `contacts?search=${encodeURIComponent(phone(101))}`)
    expect(created.body.data[0]).toMatchObject({ source: 'upload', first_name: 'Person 101' })

    const report = await download(server, token, 'GET', `data-files/${uploaded.body.id}/errors`)
    expect(report.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const [header, ...rows] = parseCsv(report.text)
    expect(header).toEqual(['row', 'reason', 'Mobile', 'First Name', 'Score', 'Tags'])
    expect(rows).toHaveLength(counts.skipped + counts.invalid)
    const byLine = new Map(rows.map((row) => [row[0], row]))
    expect(byLine.get('11')?.[1]).toBe(
      'Phone "not-a-number-10": the phone field may hold only digits, spaces, ( ) . - / and a leading +.',
    )
    expect(byLine.get('8')?.[1]).toBe(
      `The phone ${phone(6)} repeats line 7 of the file; this line was skipped.`,
    )
    expect(byLine.get('14')?.[1]).toBe('The Score field must be a number.')
    expect(byLine.get('18')?.slice(1, 7)).toEqual([
      'The row has 5 values; the header has 4.',
      phone(17),
      'Wide',
      '1',
      'x',
      'extra',
    ])
    const [notification] = await server.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, members.editor.id))
    expect(notification).toMatchObject({
      type: 'audience.import_finished',
      title: 'The import of contacts.csv is done',
      teamId,
      link: '/audience/Uploads',
    })
    expect(notification?.body).toBe(
      `${grouped(counts.imported)} new, ${grouped(counts.updated)} updated, ${grouped(counts.skipped)} skipped, ${grouped(counts.invalid)} invalid.`,
    )
  })

  it('writes full batches and the partial last one, repeats across and within batches skipped, and tags spelt as the team spells them in every batch', async () => {
    const { call, token, teamId, members } = await team()
    await call('POST', 'contacts', { phone: samplePhone(1), tags: ['Silver'] })
    const batch = audienceLimits.importBatchRows
    const rows = 2 * batch + 3
    const tagsOf = (n: number) =>
      n === 1
        ? 'Gold'
        : n === batch + 5
          ? 'GOLD; silver'
          : n === rows - 1
            ? 'gold, Late'
            : n === rows
              ? 'LATE'
              : ''
    // The first row of the second batch repeats the last of the first; the file's last row
    // repeats the one before it, inside the partial batch.
    const phoneOf = (n: number) => phone(n === batch + 1 ? batch : n === rows ? rows - 1 : n)
    const lines = ['Mobile,Tags']
    for (let n = 1; n <= rows; n++) lines.push(`${phoneOf(n)},"${tagsOf(n)}"`)
    const uploaded = await uploadFile(server, token, `${lines.join('\n')}\n`)
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201)
    const events: BusEvent[] = []
    const subscription = server.deps.events
      .eventsFor({ userId: members.editor.id, teamId })
      .subscribe((event) => events.push(event))
    await call('POST', `data-files/${uploaded.body.id}/import`, {
      mapping: { Mobile: 'phone', Tags: 'tags' },
    })
    const done = await eventually(
      async () => (await call('GET', `data-files/${uploaded.body.id}`)).body,
      (body) => body.status === 'done' || body.status === 'failed',
    )
    subscription.unsubscribe()
    expect(done.counts).toEqual({
      processed: rows,
      imported: rows - 2,
      updated: 0,
      skipped: 2,
      invalid: 0,
    })
    const processed = events
      .filter((event) => event.name === 'data_file.progress')
      .map((event) => (event.data as { counts: { processed: number } }).counts.processed)
    // A batch commits once it holds a batch of contacts to write: the repeat adds a row to the
    // second; the last commits what is left.
    expect([...new Set(processed)]).toEqual([batch, 2 * batch + 1, rows])

    const [header, ...reported] = parseCsv(
      (await download(server, token, 'GET', `data-files/${uploaded.body.id}/errors`)).text,
    )
    expect(header).toEqual(['row', 'reason', 'Mobile', 'Tags'])
    expect(reported.map((row) => row.slice(0, 2))).toEqual([
      [
        String(batch + 2),
        `The phone ${phone(batch)} repeats line ${grouped(batch + 1)} of the file; this line was skipped.`,
      ],
      [
        String(rows + 1),
        `The phone ${phone(rows - 1)} repeats line ${grouped(rows)} of the file; this line was skipped.`,
      ],
    ])
    const tagsAt = async (n: number) =>
      (await call('GET', `contacts?search=${encodeURIComponent(phone(n))}`)).body.data[0].tags
    expect(await tagsAt(1)).toEqual(['Gold'])
    expect(await tagsAt(batch + 5)).toEqual(['Gold', 'Silver'])
    expect(await tagsAt(rows - 1)).toEqual(['Gold', 'Late'])
    const names = await server.db
      .select({ name: tags.name })
      .from(tags)
      .where(eq(tags.teamId, teamId))
    expect(names.map(({ name }) => name).sort()).toEqual(['Gold', 'Late', 'Silver'])
  })

  it('checks the mapping: one phone column, known columns, existing custom fields, no field twice', async () => {
    const { call, token } = await team()
    const file = (await uploadFile(server, token, 'Name,Number,City\nAda,+14152000001,Paris\n'))
      .body
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [
        { Name: 'first_name' },
        { mapping: ['Map one column to phone: every contact needs a number.'] },
      ],
      [{ Number: 'phone', Town: 'ignore' }, { 'mapping.Town': ['The file has no column "Town".'] }],
      [
        { Number: 'phone', City: 'custom.city' },
        { 'mapping.City': ['There is no custom field with the key "city".'] },
      ],
      [
        { Number: 'phone', Name: 'first_name', City: 'first_name' },
        { 'mapping.City': ['The column "Name" is mapped to first_name already.'] },
      ],
      [
        { Number: 'password' },
        { 'mapping.Number': ['The Number field must be a contact field, custom.<key> or ignore.'] },
      ],
    ]
    for (const [mapping, errors] of cases) {
      const response = await call('POST', `data-files/${file.id}/import`, { mapping })
      expect(response.status, JSON.stringify(mapping)).toBe(422)
      expect(response.body.errors).toEqual(errors)
    }
    expect((await call('GET', `data-files/${file.id}`)).body.status).toBe('uploaded')
  })

  it('skips known contacts when updates are off, and reads national numbers with the default country', async () => {
    const { call, token } = await team()
    await storeContact(call, 1, { first_name: 'Kept' })
    const csv = `phone,name\n${samplePhone(1)},Changed\n(415) 200-0002,New\n020 7946 0958,Londoner\n`
    const file = (await uploadFile(server, token, csv)).body
    await call('POST', `data-files/${file.id}/import`, {
      mapping: { phone: 'phone', name: 'first_name' },
      default_country: 'US',
      update_existing: false,
      status: 'unsubscribed',
    })
    const done = await eventually(
      async () => (await call('GET', `data-files/${file.id}`)).body,
      (body) => body.status === 'done',
    )
    expect(done.counts).toEqual({ processed: 3, imported: 1, updated: 0, skipped: 1, invalid: 1 })
    const kept = await call('GET', `contacts?search=${encodeURIComponent(samplePhone(1))}`)
    expect(kept.body.data[0].first_name).toBe('Kept')
    const made = await call('GET', 'contacts?filter[status]=unsubscribed')
    expect(made.body.data.map((contact: { phone: string }) => contact.phone)).toEqual([
      '+14152000002',
    ])
  })

  it('keeps data files inside the team and refuses viewers the writes', async () => {
    const a = await team('A')
    const b = await team('B')
    const file = (await uploadFile(server, a.token, 'phone\n+14152000001\n')).body
    const bToken = await apiTokenFor(server, b.members.owner)
    for (const call of [b.call, caller(server, bToken.secret)]) {
      expect((await call('GET', 'data-files')).body.data).toEqual([])
      for (const [method, path, body] of [
        ['GET', `data-files/${file.id}`],
        ['GET', `data-files/${file.id}/sample`],
        ['POST', `data-files/${file.id}/import`, { mapping: { phone: 'phone' } }],
        ['GET', `data-files/${file.id}/errors`],
        ['DELETE', `data-files/${file.id}`],
      ] as const) {
        const response = await call(method, path, body)
        expect(response.status, `${method} ${path}`).toBe(404)
        expect(response.body.message).toBe('The data file was not found.')
      }
    }
    const viewer = caller(server, a.members.viewer.accessToken)
    expect((await viewer('GET', `data-files/${file.id}/sample`)).status).toBe(200)
    expect((await uploadFile(server, a.members.viewer.accessToken, 'phone\n1\n')).status).toBe(403)
    expect(
      (await viewer('POST', `data-files/${file.id}/import`, { mapping: { phone: 'phone' } }))
        .status,
    ).toBe(403)
    expect((await viewer('DELETE', `data-files/${file.id}`)).status).toBe(403)
    expect((await a.call('DELETE', `data-files/${file.id}`)).body).toEqual({
      message: 'The data file was deleted.',
    })
    expect((await a.call('GET', `data-files/${file.id}`)).status).toBe(404)
  })
})

/** The upload's memory does not depend on the database: one backend is enough to show it. */
describe('a 100 MB upload', () => {
  const server = useTestServer('pglite')

  it('streams a 100 MB upload to disk without holding it in memory', async () => {
    const owner = await teamWithEveryRole(server, 'Big')
    const token = owner.members.editor.accessToken
    const header = 'phone,first_name,last_name,email,notes\n'
    const line = (n: number) =>
      `+1415${String(2_000_000 + (n % 7_000_000)).padStart(7, '0')},First ${n},Last ${n},person${n}@example.test,${'x'.repeat(40)}\n`
    const target = 100 * 1024 * 1024
    const encoder = new TextEncoder()
    const boundary = 'switchboard-test-boundary'
    const head = encoder.encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\n${header}`,
    )
    const tail = encoder.encode(`\r\n--${boundary}--\r\n`)
    let sent = 0
    let rows = 0
    let stage: 'head' | 'rows' | 'tail' | 'done' = 'head'
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (stage === 'head') {
          controller.enqueue(head)
          stage = 'rows'
        } else if (stage === 'rows') {
          const lines: string[] = []
          for (let index = 0; index < 5000; index++) lines.push(line(rows++))
          const chunk = encoder.encode(lines.join(''))
          sent += chunk.length
          controller.enqueue(chunk)
          if (sent >= target) stage = 'tail'
        } else if (stage === 'tail') {
          controller.enqueue(tail)
          stage = 'done'
        } else controller.close()
      },
    })
    // Live memory, not garbage: a full collection before each reading.
    setFlagsFromString('--expose-gc')
    const collect = runInNewContext('gc') as () => void
    const live = () => {
      collect()
      return process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers
    }
    const before = live()
    let peak = before
    const sampler = setInterval(() => {
      peak = Math.max(peak, live())
    }, 250)
    const response = await send(server, token, body, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    })
    clearInterval(sampler)
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    expect(response.body.row_count).toBe(rows)
    expect(response.body.size).toBe(encoder.encode(header).length + sent)
    // The file is 100 MB; what the server held of it at once stays far below that.
    expect(peak - before).toBeLessThan(32 * 1024 * 1024)
  }, 180_000)
})
