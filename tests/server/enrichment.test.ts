import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createLocalHlr } from '../../server/src/adapters/hlr/local'
import { mnpAnswers, mnpRequestNumbers, mnpRequests } from '../../server/src/db/schema'
import { isFresh } from '../../server/src/domain/enrichment/lifetime'
import { freshMnpAnswer } from '../../server/src/domain/enrichment/mnp-cache'
import { enrichment } from '../../src/contract/constants'
import {
  hlrAnalytics,
  hlrLogList,
  mnpAnswerList,
  mnpCount,
  mnpRequestList,
  mnpRequestResource,
} from '../../src/contract/enrichment'
import { caller } from './support/audience'
import { teamWithEveryRole } from './support/teams'
import { backends, useTestServer } from './support/test-server'

const dayMs = 24 * 60 * 60 * 1000

/** GB mobile numbers in O2's 447106 range; the local adapter answers each the same way always. */
const gb = (n: number) => `+4471061${String(n).padStart(5, '0')}`
/** A valid London number no mobile range of the reference covers: the local adapter fails it. */
const unknownRange = '+442079460958'

describe('the local MNP/HLR adapter', () => {
  it('answers a number the same way every time, in roughly the configured shares', async () => {
    const hlr = createLocalHlr()
    expect(await hlr.lookup(gb(6))).toEqual(await hlr.lookup(gb(6)))
    let ported = 0
    let unreachable = 0
    const sample = 2000
    for (let n = 0; n < sample; n++) {
      const result = await hlr.lookup(gb(n))
      if (!result.ok) throw new Error(`${gb(n)} failed`)
      expect(result.answer.mcc).toBe('234')
      if (result.answer.ported) ported += 1
      if (!result.answer.reachable) unreachable += 1
    }
    expect(ported / sample).toBeGreaterThan(enrichment.localPortedPerMille / 1000 - 0.03)
    expect(ported / sample).toBeLessThan(enrichment.localPortedPerMille / 1000 + 0.03)
    expect(unreachable / sample).toBeGreaterThan(0.01)
    expect(unreachable / sample).toBeLessThan(0.05)
    expect(await hlr.lookup(unknownRange)).toEqual({ ok: false, error: 'unknown_number' })
  })

  it('keeps an answer fresh for its country lifetime, the default elsewhere', () => {
    const lookedUp = new Date(Date.UTC(2030, 0, 1))
    const later = (days: number) => new Date(lookedUp.getTime() + days * dayMs)
    const gbDays = enrichment.lifetimeDays.byCountry.GB ?? 0
    expect(isFresh(lookedUp, 'GB', later(gbDays - 1))).toBe(true)
    expect(isFresh(lookedUp, 'GB', later(gbDays))).toBe(false)
    expect(isFresh(lookedUp, 'FR', later(gbDays))).toBe(true)
    expect(isFresh(lookedUp, null, later(enrichment.lifetimeDays.default))).toBe(false)
  })
})

/**
 * Enrichment runs through the worker loop: count and estimate first, fresh answers reused free,
 * stale ones looked up again, charged only on success, a leased run resumed after its worker
 * died, roles (members read, owners and admins start), another team's run is 404.
 */
describe.each(backends)('MNP enrichment on %s', (backend) => {
  const server = useTestServer(backend)

  async function team(name = 'Acme') {
    const fixture = await teamWithEveryRole(server, name)
    const { owner, admin, editor, viewer } = fixture.members
    return {
      teamId: fixture.teamId,
      owner: caller(server, owner.accessToken),
      admin: caller(server, admin.accessToken),
      editor: caller(server, editor.accessToken),
      viewer: caller(server, viewer.accessToken),
    }
  }

  async function finished(call: ReturnType<typeof caller>, id: string) {
    await server.deps.work.settled()
    const shown = await call('GET', `enrichment/mnp/requests/${id}`)
    expect(shown.status, JSON.stringify(shown.body)).toBe(200)
    return mnpRequestResource.parse(shown.body)
  }

  it('counts and estimates, runs a list, reuses fresh answers and charges only successes', async () => {
    const { teamId, owner, viewer } = await team()
    await owner('POST', 'sms/routing/networks/load-reference')
    const list = { numbers: [gb(1), gb(2), gb(2), 'not a number', unknownRange] }
    const count = await viewer('POST', 'enrichment/mnp/count', list)
    expect(count.status, JSON.stringify(count.body)).toBe(200)
    expect(mnpCount.parse(count.body)).toEqual({
      numbers: 3,
      invalid: 1,
      fresh: 0,
      to_look_up: 3,
      unit_cost: enrichment.lookupCost,
      estimated_cost: '0.0120',
      currency: 'EUR',
    })

    const started = await owner('POST', 'enrichment/mnp/start', list)
    expect(started.status, JSON.stringify(started.body)).toBe(201)
    const run = await finished(viewer, started.body.id)
    expect(run).toMatchObject({
      status: 'done',
      total: 3,
      processed: 3,
      percent: 100,
      cached: 0,
      looked_up: 2,
      failed: 1,
      cost: '0.0080',
    })

    const logs = hlrLogList.parse(
      (await viewer('GET', 'enrichment/hlr/logs?sort=looked_up_at')).body,
    )
    expect(logs.meta.total).toBe(3)
    const failed = logs.data.find((log) => log.status === 'failed')
    expect(failed).toMatchObject({ e164: unknownRange, cost: null, error: 'unknown_number' })
    for (const log of logs.data.filter((entry) => entry.status === 'ok'))
      expect(log).toMatchObject({ cost: '0.0040', mcc: '234', country: 'GB' })

    const answers = mnpAnswerList.parse((await viewer('GET', 'enrichment/mnp')).body)
    expect(answers.data.map((answer) => answer.e164).sort()).toEqual([gb(1), gb(2)])
    for (const answer of answers.data) {
      expect(answer.fresh).toBe(true)
      expect(answer.network_id).not.toBeNull()
      expect(answer.network_name).toBeTruthy()
    }
    const seam = await freshMnpAnswer(server.db, teamId, gb(1), server.deps.clock())
    expect(seam).toMatchObject({ ported: answers.data.find((a) => a.e164 === gb(1))?.ported })
    expect(seam?.networkId).toBe(answers.data.find((a) => a.e164 === gb(1))?.network_id)

    // Fresh answers are reused and cost nothing; the failed number is asked again.
    const again = await viewer('POST', 'enrichment/mnp/count', list)
    expect(again.body).toMatchObject({ fresh: 2, to_look_up: 1, estimated_cost: '0.0040' })
    const second = await owner('POST', 'enrichment/mnp/start', list)
    expect(await finished(viewer, second.body.id)).toMatchObject({
      cached: 2,
      looked_up: 0,
      failed: 1,
      cost: '0.0000',
    })
    const logsAfter = await viewer(
      'GET',
      `enrichment/hlr/logs?filter[request_id]=${second.body.id}`,
    )
    expect(logsAfter.body.meta.total).toBe(1)

    // Past the GB lifetime the answers are stale: looked up (and charged) again.
    await server.db
      .update(mnpAnswers)
      .set({
        lookedUpAt: new Date(
          server.deps.clock().getTime() - ((enrichment.lifetimeDays.byCountry.GB ?? 0) + 1) * dayMs,
        ),
      })
      .where(eq(mnpAnswers.teamId, teamId))
    expect(await freshMnpAnswer(server.db, teamId, gb(1), server.deps.clock())).toBeNull()
    const stale = await viewer('POST', 'enrichment/mnp/count', { numbers: [gb(1), gb(2)] })
    expect(stale.body).toMatchObject({ fresh: 0, to_look_up: 2, estimated_cost: '0.0080' })
    const third = await owner('POST', 'enrichment/mnp/start', { numbers: [gb(1), gb(2)] })
    expect(await finished(viewer, third.body.id)).toMatchObject({ looked_up: 2, cost: '0.0080' })
  })

  it('sums the analytics by network and by day', async () => {
    const { owner, viewer } = await team('Analytics')
    const numbers = Array.from({ length: 40 }, (_, n) => gb(n))
    const started = await owner('POST', 'enrichment/mnp/start', {
      numbers: [...numbers, unknownRange],
    })
    const run = await finished(viewer, started.body.id)
    const today = server.deps.clock().toISOString().slice(0, 10)
    const yesterday = new Date(server.deps.clock().getTime() - dayMs).toISOString().slice(0, 10)
    const answered = await viewer('GET', `enrichment/hlr/analytics?from=${yesterday}&to=${today}`)
    expect(answered.status, JSON.stringify(answered.body)).toBe(200)
    const analytics = hlrAnalytics.parse(answered.body)
    expect(analytics.totals).toMatchObject({
      lookups: 40,
      ported: run.ported,
      failed: 1,
      cost: '0.1600',
    })
    const sum = (rows: { lookups: number; ported: number }[]) =>
      rows.reduce(
        (total, row) => ({
          lookups: total.lookups + row.lookups,
          ported: total.ported + row.ported,
        }),
        {
          lookups: 0,
          ported: 0,
        },
      )
    expect(sum(analytics.by_network)).toEqual({ lookups: 40, ported: run.ported })
    expect(analytics.by_day.map((day) => day.day)).toEqual([yesterday, today])
    expect(sum(analytics.by_day)).toEqual({ lookups: 40, ported: run.ported })
    const refused = await viewer('GET', `enrichment/hlr/analytics?from=${today}&to=${yesterday}`)
    expect(refused.status).toBe(422)
  })

  it('resumes a run whose worker died once its lease runs out, without charging twice', async () => {
    const { teamId, viewer } = await team('Restart')
    const now = server.deps.clock()
    const [run] = await server.db
      .insert(mnpRequests)
      .values({
        teamId,
        kind: 'list',
        status: 'running',
        total: 3,
        processed: 1,
        lookedUp: 1,
        cost: '0.004',
        startedAt: now,
        claimedUntil: new Date(now.getTime() + enrichment.runLeaseMs),
      })
      .returning()
    if (!run) throw new Error('no run')
    await server.db.insert(mnpRequestNumbers).values([
      { requestId: run.id, e164: gb(1), country: 'GB', done: true },
      { requestId: run.id, e164: gb(2), country: 'GB' },
      { requestId: run.id, e164: gb(3), country: 'GB' },
    ])
    server.deps.work.kick()
    expect((await finished(viewer, run.id)).status).toBe('running')
    server.advanceClock(enrichment.runLeaseMs + 1000)
    server.deps.work.kick()
    expect(await finished(viewer, run.id)).toMatchObject({
      status: 'done',
      processed: 3,
      looked_up: 3,
      cost: '0.0120',
    })
    const logs = await viewer('GET', `enrichment/hlr/logs?filter[request_id]=${run.id}`)
    expect(logs.body.data.map((log: { e164: string }) => log.e164).sort()).toEqual([gb(2), gb(3)])
  })

  it('runs a segment of the team and lists the runs with progress', async () => {
    const { owner, viewer } = await team('Segments')
    for (const n of [11, 12, 13])
      expect((await owner('POST', 'contacts', { phone: gb(n) })).status).toBe(201)
    const segment = await owner('POST', 'segments', {
      name: 'Everyone',
      rules: { match: 'all', rules: [{ field: 'status', operator: 'in', value: ['active'] }] },
    })
    expect(segment.status, JSON.stringify(segment.body)).toBe(201)
    const count = await viewer('POST', 'enrichment/mnp/count', { segment_id: segment.body.id })
    expect(count.body).toMatchObject({ numbers: 3, to_look_up: 3, estimated_cost: '0.0120' })
    const started = await owner('POST', 'enrichment/mnp/start', { segment_id: segment.body.id })
    expect(started.body).toMatchObject({ kind: 'segment', segment_id: segment.body.id, total: 3 })
    await finished(viewer, started.body.id)
    const runs = mnpRequestList.parse((await viewer('GET', 'enrichment/mnp/requests')).body)
    expect(runs.data).toHaveLength(1)
    expect(runs.data[0]).toMatchObject({ status: 'done', looked_up: 3 })
    const both = await viewer('POST', 'enrichment/mnp/count', {
      segment_id: segment.body.id,
      numbers: [gb(1)],
    })
    expect(both.status).toBe(422)
  })

  it('lets members read and count, owners and admins start; another team gets 404', async () => {
    const acme = await team('Roles')
    const other = await team('Other')
    const list = { numbers: [gb(21)] }
    for (const member of [acme.editor, acme.viewer]) {
      expect((await member('POST', 'enrichment/mnp/start', list)).status).toBe(403)
      expect((await member('POST', 'enrichment/mnp/count', list)).status).toBe(200)
      for (const path of ['mnp', 'mnp/requests', 'hlr/logs'])
        expect((await member('GET', `enrichment/${path}`)).status).toBe(200)
    }
    const byAdmin = await acme.admin('POST', 'enrichment/mnp/start', list)
    expect(byAdmin.status).toBe(201)
    await server.deps.work.settled()
    expect((await other.owner('GET', `enrichment/mnp/requests/${byAdmin.body.id}`)).status).toBe(
      404,
    )
    expect(
      (await other.owner('GET', `enrichment/hlr/logs?filter[request_id]=${byAdmin.body.id}`))
        .status,
    ).toBe(404)
    expect((await other.owner('GET', 'enrichment/hlr/logs')).body.meta.total).toBe(0)
    expect((await other.owner('GET', 'enrichment/mnp')).body.meta.total).toBe(0)
    const segment = await acme.owner('POST', 'segments', {
      name: 'Mine',
      rules: { match: 'all', rules: [{ field: 'status', operator: 'in', value: ['active'] }] },
    })
    expect(
      (await other.owner('POST', 'enrichment/mnp/count', { segment_id: segment.body.id })).status,
    ).toBe(404)
    const cached = await server.db
      .select()
      .from(mnpAnswers)
      .where(and(eq(mnpAnswers.teamId, other.teamId)))
    expect(cached).toEqual([])
  })
})
