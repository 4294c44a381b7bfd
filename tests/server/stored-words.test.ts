import { describe, expect, it } from 'vitest'
import { notifications } from '../../server/src/db/schema'
import { notifyPasswordChanged } from '../../server/src/domain/notifications/account-events'
import { serverWords } from '../../server/src/http/words'
import type { AppLocale } from '../../src/contract/constants'
import { domainEvents, streamTicketResponse } from '../../src/contract/events'
import { feedKeyResponse, feedResource } from '../../src/contract/feed'
import { register } from './support/accounts'
import { caller, eventually, parseCsv, storeContact, uploadFile } from './support/audience'
import { samplePhone } from './support/resource-samples'
import { readEvents } from './support/sse'
import { teamWithEveryRole } from './support/teams'
import { apiBase, backends, useTestServer } from './support/test-server'

/**
 * Words the server keeps in rows (an import's row errors, a notification, a feed's log, an
 * activity entry's label) are read in the reader's language, not in the English of the moment
 * they were written.
 */
describe.each(backends)('stored words on %s', (backend) => {
  const server = useTestServer(backend)
  const arabicLetter = /[\u0600-\u06FF]/

  const read = (token: string, path: string, language: AppLocale) =>
    server.request('GET', `${apiBase}/${path}`, {
      token,
      headers: { 'accept-language': language },
    })

  const reportIn = async (token: string, path: string, language: AppLocale) => {
    const response = await server.app.request(`${apiBase}/${path}`, {
      headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    })
    const [, ...rows] = parseCsv(await response.text())
    return new Map(rows.map((row) => [row[0], row[1]]))
  }

  it('reads an import’s row errors, warnings and notification in the reader’s language', async () => {
    const { members } = await teamWithEveryRole(server)
    const token = members.editor.accessToken
    const call = caller(server, token)
    const repeated = samplePhone(1)
    const file = [
      'Mobile,First Name',
      'not-a-number,Bad',
      `${repeated},Ada`,
      `${repeated},Again`,
      `${samplePhone(2)},Wide,extra`,
    ].join('\n')
    const uploaded = await uploadFile(server, token, `${file}\n`)
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201)
    const started = await call('POST', `data-files/${uploaded.body.id}/import`, {
      mapping: { Mobile: 'phone', 'First Name': 'first_name' },
    })
    expect(started.status, JSON.stringify(started.body)).toBe(202)
    await eventually(
      async () => (await call('GET', `data-files/${uploaded.body.id}`)).body,
      (body) => body.status === 'done',
    )

    const reports = {
      en: await reportIn(token, `data-files/${uploaded.body.id}/errors`, 'en'),
      ar: await reportIn(token, `data-files/${uploaded.body.id}/errors`, 'ar'),
      fa: await reportIn(token, `data-files/${uploaded.body.id}/errors`, 'fa'),
    }
    expect(reports.en.get('4')).toBe(
      `The phone ${repeated} repeats line 3 of the file; this line was skipped.`,
    )
    expect(reports.en.get('5')).toBe('The row has 3 values; the header has 2.')
    for (const language of ['ar', 'fa'] as const) {
      const report = reports[language]
      const say = serverWords(language)
      expect(report.get('4')).toBe(say('import.repeatedPhone', { phone: repeated, first: 3 }))
      expect(report.get('5')).toBe(say('import.wrongWidth', { values: 3, columns: 2 }))
      expect(report.get('2')).toMatch(arabicLetter)
      expect(report.get('2')).not.toBe(reports.en.get('2'))
      const shown = await read(token, `data-files/${uploaded.body.id}`, language)
      expect(shown.body.warnings).toEqual([say('upload.raggedRows', { count: 1, line: 5 })])
      const listed = await read(token, 'notifications', language)
      expect(listed.body.data[0]).toMatchObject({
        type: 'audience.import_finished',
        title: say('notification.importDone.title', { filename: 'contacts.csv' }),
        body: say('notification.importDone.body', {
          imported: 1,
          updated: 0,
          skipped: 1,
          invalid: 2,
        }),
      })
    }
    expect(reports.ar.get('4')).not.toBe(reports.fa.get('4'))
  })

  it('reads a feed’s logged refusals in the reader’s language', async () => {
    const { members } = await teamWithEveryRole(server)
    const call = caller(server, members.editor.accessToken)
    const created = feedResource.parse(
      (await call('POST', 'feeds', { name: 'Web form', default_country: 'GB' })).body,
    )
    const { key } = feedKeyResponse.parse((await call('GET', `feeds/${created.id}/key`)).body)
    const post = (body: unknown) =>
      server.request('POST', `${apiBase}/feeds/${created.id}/inbound`, {
        body,
        headers: { 'x-feed-key': key },
      })
    const phone = '+442079460958'
    await post({ contacts: [{ phone }, { phone }] })
    await call('PUT', `feeds/${created.id}`, { status: 'paused' })
    await post({ contacts: [{ phone }] })
    for (const language of ['en', 'ar', 'fa'] as const) {
      const say = serverWords(language)
      const logs = (await read(members.viewer.accessToken, 'feeds/logs', language)).body.data
      expect(logs[0].message).toBe(say('feed.paused'))
      expect(logs[1].reasons).toEqual([
        { index: 1, phone, reasons: [say('feed.repeatedPhone', { phone, first: 0 })] },
      ])
    }
  })

  it('reads an activity label the server worded in the reader’s language', async () => {
    const { members } = await teamWithEveryRole(server)
    const call = caller(server, members.editor.accessToken)
    const ids = [
      (await storeContact(call, 1)).id as string,
      (await storeContact(call, 2)).id as string,
    ]
    const deleted = await call('POST', 'contacts/bulk-delete', { selection: { mode: 'ids', ids } })
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
    for (const language of ['en', 'ar', 'fa'] as const) {
      const log = await read(
        members.owner.accessToken,
        'teams/activity?filter[action]=deleted',
        language,
      )
      expect(log.body.data[0].subject_label).toBe(
        serverWords(language)('activity.contacts', { count: 2 }),
      )
    }
  })

  it('sends a live notification in the language its stream’s ticket was asked in', async () => {
    const user = await register(server)
    const ticket = await server.request('POST', `${apiBase}/events/ticket`, {
      token: user.accessToken,
      headers: { 'accept-language': 'fa' },
    })
    const opened = await server.app.request(
      `${apiBase}/events?ticket=${encodeURIComponent(streamTicketResponse.parse(ticket.body).ticket)}`,
    )
    const events = readEvents(opened)
    expect((await events.next()).event).toBe('ready')
    await notifyPasswordChanged(server.deps, user.id, 'reset')
    const created = await events.next()
    expect(created.event).toBe('notification.created')
    expect(domainEvents['notification.created'].parse(created.data)).toMatchObject({
      title: serverWords('fa')('notification.passwordChanged.title', { how: 'reset' }),
      body: serverWords('fa')('notification.passwordChanged.body', { how: 'reset' }),
    })
    await events.close()
  })

  it('shows a row written before words were kept in the English it holds', async () => {
    const { members } = await teamWithEveryRole(server)
    const { id } = members.editor
    await server.db.insert(notifications).values({
      userId: id,
      type: 'system.announcement',
      title: 'An announcement from before',
      body: 'Its English only.',
    })
    const listed = await read(members.editor.accessToken, 'notifications', 'ar')
    expect(listed.body.data[0]).toMatchObject({
      title: 'An announcement from before',
      body: 'Its English only.',
    })
  })
})
