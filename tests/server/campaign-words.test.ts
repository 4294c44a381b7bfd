import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { campaignMessages, dataFiles, senderIds } from '../../server/src/db/schema'
import { engineLimits } from '../../server/src/domain/campaigns/engine/limits'
import { appendEngineOutcome } from '../../server/src/domain/campaigns/engine-outcome'
import { removeUpload } from '../../server/src/domain/data-files/storage'
import { serverWords } from '../../server/src/http/words'
import type { AppLocale } from '../../src/contract/constants'
import campaignCatalogue from '../../src/messages/campaigns/catalogue'
import { missingText } from '../../src/messages/campaigns/requirements'
import { translator } from '../../src/messages/translate'
import { caller, eventually, uploadFile } from './support/audience'
import { campaignTeam, readyBody, storeCampaign } from './support/campaigns'
import { seedContacts, useTestEngines } from './support/engine'
import { teamWithEveryRole } from './support/teams'
import { apiBase, backends, useTestServer } from './support/test-server'

/**
 * Why a campaign failed, why a message failed, and why an import failed are stored in every
 * language and read in the reader's; rows stored before (English only) read in their English.
 */
describe.each(backends)(
  'campaign and import failures in the reader’s language on %s',
  (backend) => {
    const server = useTestServer(backend)
    const engineFor = useTestEngines(server)
    const arabicLetter = /[\u0600-\u06FF]/
    const languages = ['ar', 'fa'] as const

    const read = (token: string, path: string, language: AppLocale) =>
      server.request('GET', `${apiBase}/${path}`, {
        token,
        headers: { 'accept-language': language },
      })

    /** A campaign sent and then left without its sender id: the engine fails its run. */
    async function failedCampaign() {
      const team = await campaignTeam(server)
      await seedContacts(server, team.teamId, 2)
      const campaign = await storeCampaign(team.call, { name: 'Orphan', ...readyBody(team) })
      await team.call('POST', `sms/campaigns/${campaign.id}/send`)
      await server.db.delete(senderIds).where(eq(senderIds.id, team.senderId))
      await engineFor().settle(campaign.id)
      return { team, campaign }
    }

    it('reads a failed campaign’s reason in the reader’s language: campaign, log and home', async () => {
      const { team, campaign } = await failedCampaign()
      const token = team.members.viewer.accessToken
      const english = 'The campaign can no longer be sent: a sender id.'
      expect((await read(token, `sms/campaigns/${campaign.id}`, 'en')).body.failure).toBe(english)
      for (const language of languages) {
        const reason = serverWords(language)('campaign.cannotSend', {
          missing: missingText(translator(campaignCatalogue, language), language, ['a sender id']),
        })
        expect(reason).toMatch(arabicLetter)
        const shown = await read(token, `sms/campaigns/${campaign.id}`, language)
        expect(shown.body).toMatchObject({ status: 'failed', failure: reason })
        const listed = await read(token, 'sms/campaigns', language)
        expect(listed.body.data[0]).toMatchObject({ id: campaign.id, failure: reason })
        const log = await read(token, `sms/campaigns/${campaign.id}/logs?sort=-seq`, language)
        expect(log.body.data[0]).toMatchObject({
          type: 'engine.failed',
          event: { type: 'engine.failed', reason },
        })
        expect(log.body.data[0].event).not.toHaveProperty('reasonWords')
        const home = await read(token, 'home/summary', language)
        expect(home.body.attention).toContainEqual(
          expect.objectContaining({ kind: 'failedCampaign', id: campaign.id, reason }),
        )
      }
    })

    it('reads a message the carrier could not take in the reader’s language', async () => {
      const team = await campaignTeam(server)
      await seedContacts(server, team.teamId, 1)
      const campaign = await storeCampaign(team.call, { name: 'Unreached', ...readyBody(team) })
      await team.call('POST', `sms/campaigns/${campaign.id}/send`)
      const engine = engineFor()
      const [expander, expandRuns] = engine.engine.tasks
      const signal = new AbortController().signal
      for (const task of [expander, expandRuns]) while (await task?.runOnce(signal)) {}
      // Its last try: the carrier cannot be reached, so it fails rather than waits for another.
      await server.db
        .update(campaignMessages)
        .set({ attempts: engineLimits.maxAttempts - 1 })
        .where(eq(campaignMessages.campaignId, campaign.id))
      engine.simulator.submit = () => Promise.reject(new Error('connect ECONNREFUSED'))
      await engine.drain()
      const token = team.members.viewer.accessToken
      const path = `sms/campaigns/${campaign.id}/messages`
      const cause = 'Error: connect ECONNREFUSED'
      expect((await read(token, path, 'en')).body.data[0]).toMatchObject({
        status: 'failed',
        error: `The carrier could not be reached: ${cause}`,
      })
      for (const language of languages) {
        const error = serverWords(language)('carrier.unreachable', { reason: cause })
        expect(error).toMatch(arabicLetter)
        expect((await read(token, path, language)).body.data[0]).toMatchObject({ error })
      }
    })

    it('reads a failure and a message error stored in English only in that English', async () => {
      const team = await campaignTeam(server)
      const other = await storeCampaign(team.call, { name: 'Before', ...readyBody(team) })
      await team.call('POST', `sms/campaigns/${other.id}/send`)
      // What a failure looked like before words were kept: the event with its English reason.
      server.deps.campaignsPlayedByTests.add(other.id)
      const appended = await appendEngineOutcome(server.deps, other.id, {
        type: 'engine.failed',
        reason: 'The campaign could not be sent (an older reason).',
      })
      expect(appended.accepted).toBe(true)
      await server.db.insert(campaignMessages).values({
        teamId: team.teamId,
        campaignId: other.id,
        run: 1,
        contactId: null,
        phone: '+442079460958',
        senderId: 'ACME',
        body: 'Hi',
        status: 'failed',
        submitKey: `${other.id}:old`,
        error: 'The carrier could not be reached: an older error',
      })
      const token = team.members.viewer.accessToken
      for (const language of languages) {
        const shown = await read(token, `sms/campaigns/${other.id}`, language)
        expect(shown.body.failure).toBe('The campaign could not be sent (an older reason).')
        const log = await read(token, `sms/campaigns/${other.id}/logs?sort=-seq`, language)
        expect(log.body.data[0].event.reason).toBe(
          'The campaign could not be sent (an older reason).',
        )
        const messages = await read(token, `sms/campaigns/${other.id}/messages`, language)
        expect(messages.body.data[0].error).toBe('The carrier could not be reached: an older error')
      }
    })

    it('reads why an import failed in the reader’s language', async () => {
      const { members } = await teamWithEveryRole(server)
      const token = members.editor.accessToken
      const call = caller(server, token)
      const uploaded = await uploadFile(server, token, 'Mobile\n+442079460958\n')
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201)
      const [row] = await server.db
        .select()
        .from(dataFiles)
        .where(eq(dataFiles.id, uploaded.body.id))
      // The file went from the server before its import ran.
      await removeUpload(server.deps.config, row?.storageName ?? '')
      const started = await call('POST', `data-files/${uploaded.body.id}/import`, {
        mapping: { Mobile: 'phone' },
      })
      expect(started.status, JSON.stringify(started.body)).toBe(202)
      await eventually(
        async () => (await call('GET', `data-files/${uploaded.body.id}`)).body,
        (body) => body.status === 'failed',
      )
      expect((await read(token, `data-files/${uploaded.body.id}`, 'en')).body.error).toBe(
        'The uploaded file is no longer on the server: upload it again.',
      )
      for (const language of languages) {
        const error = serverWords(language)('import.fileGone')
        expect(error).toMatch(arabicLetter)
        expect((await read(token, `data-files/${uploaded.body.id}`, language)).body.error).toBe(
          error,
        )
        const home = await read(token, 'home/summary', language)
        expect(home.body.attention).toContainEqual(
          expect.objectContaining({ kind: 'failedImport', id: uploaded.body.id, reason: error }),
        )
      }
    })
  },
)
