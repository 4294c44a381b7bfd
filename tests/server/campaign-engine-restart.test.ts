import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { campaignMessageList } from '../../src/contract/campaign-message-list'
import { smsCampaignResource } from '../../src/contract/sms-campaign'
import { samplePhone } from './support/resource-samples'
import { callApi, type ServerProcess, startServerProcess } from './support/server-process'
import { apiBase, backends, createPostgresDatabase } from './support/test-server'

/**
 * Issue 8's restart test: the real server process sends a campaign of a few thousand contacts
 * through a slow simulator, is killed with SIGKILL mid-send, and started again over the same
 * database and the same simulator log. Every message ends delivered, and the carrier took each
 * exactly once (the simulator's submit log, kept across both processes, counts real submits).
 */
const contactsToSend = 3000
const email = 'restart@switchboard.test'
const password = 'restart-test-password-1'

const lines = (file: string) =>
  existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : []

async function waitFor<Value>(what: string, check: () => Promise<Value | null>, ms: number) {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await check()
    if (value !== null) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe.each(backends)('the delivery engine across a killed process on %s', (backend) => {
  it('delivers every message exactly once after a SIGKILL mid-send', {
    timeout: 90_000,
  }, async () => {
    const folder = mkdtempSync(join(tmpdir(), 'switchboard-restart-'))
    const postgres =
      backend === 'postgres' ? await createPostgresDatabase(inject('postgresUrl') ?? '') : null
    const submitLog = join(folder, 'submits.log')
    const env = {
      DATA_DIR: join(folder, 'data'),
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      SEED: '1',
      SEED_EMAIL: email,
      SEED_PASSWORD: password,
      SIMULATOR_LATENCY_MS: '25',
      SIMULATOR_RECEIPT_DELAY_MS: '100',
      SIMULATOR_FAILURE_RATE: '0',
      SIMULATOR_SEED: 'restart',
      SIMULATOR_SUBMIT_LOG: submitLog,
      ENGINE_BATCH: '100',
      ENGINE_LEASE_MS: '2000',
    }
    let server: ServerProcess | null = await startServerProcess(env)
    try {
      let token = ''
      const call = (method: string, path: string, body?: unknown) =>
        callApi(server?.url ?? '', method, path, { body, token })
      const signedIn = await call('POST', 'token/login', { email, password })
      expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200)
      token = signedIn.body.access_token

      // The contacts arrive through a feed that tags them, a thousand a batch.
      await call('POST', 'tags', { name: 'Restart' })
      const feed = await call('POST', 'feeds', { name: 'Restart feed', tags: ['Restart'] })
      const key = (await call('GET', `feeds/${feed.body.id}/key`)).body.key
      for (let start = 0; start < contactsToSend; start += 1000) {
        const batch = Array.from({ length: 1000 }, (_, index) => ({
          phone: samplePhone(500_000 + start + index),
          first_name: `R${start + index}`,
        }))
        const posted = await fetch(`${server.url}${apiBase}/feeds/${feed.body.id}/inbound`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-feed-key': key },
          body: JSON.stringify({ contacts: batch }),
        })
        expect(posted.status).toBeLessThan(300)
      }
      const sender = await call('POST', 'sms/senderids', { value: 'RESTART' })
      const text = await call('POST', 'sms/texts', { body: 'Hello {first_name}' })
      const created = await call('POST', 'sms/campaigns', {
        name: 'Restart',
        targets: { tags: ['Restart'] },
        sender_ids: [sender.body.id],
        text_ids: [text.body.id],
      })
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      const id = created.body.id
      expect((await call('POST', `sms/campaigns/${id}/send`)).body.status).toBe('sending')

      // Killed in the middle: some messages with the carrier, most not yet.
      await waitFor(
        'the first submits',
        async () => (lines(submitLog).length >= 300 ? true : null),
        30_000,
      )
      server.child.kill('SIGKILL')
      await new Promise((resolve) => server?.child.once('exit', resolve))
      const beforeRestart = lines(submitLog).length
      expect(beforeRestart).toBeLessThan(contactsToSend)

      server = await startServerProcess(env)
      const done = await waitFor(
        'the run to finish',
        async () => {
          const campaign = smsCampaignResource.parse(
            (await call('GET', `sms/campaigns/${id}`)).body,
          )
          return campaign.status === 'completed' && campaign.stats.delivered === contactsToSend
            ? campaign
            : null
        },
        60_000,
      )
      expect(done.stats).toMatchObject({
        queued: contactsToSend,
        sent: contactsToSend,
        delivered: contactsToSend,
        failed: 0,
      })
      const delivered = campaignMessageList.parse(
        (await call('GET', `sms/campaigns/${id}/messages?filter[status]=delivered&per_page=1`))
          .body,
      )
      const every = campaignMessageList.parse(
        (await call('GET', `sms/campaigns/${id}/messages?per_page=1`)).body,
      )
      expect(delivered.meta.total).toBe(contactsToSend)
      expect(every.meta.total).toBe(contactsToSend)
      const submitted = lines(submitLog).map((line) => line.split(' ')[0])
      expect(submitted).toHaveLength(contactsToSend)
      expect(new Set(submitted).size).toBe(contactsToSend)
    } finally {
      await server?.terminate()
      await postgres?.drop()
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
