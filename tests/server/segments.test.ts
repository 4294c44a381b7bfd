import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { contactEngagements, contacts, tags } from '../../server/src/db/schema'
import { readsFacetsOnly } from '../../server/src/domain/segments/compile'
import { segmentCondition } from '../../server/src/domain/segments/matching'
import type { BusEvent } from '../../server/src/events/bus'
import { audienceLimits } from '../../src/contract/constants'
import {
  segmentFields,
  segmentPreview,
  segmentResource,
  segmentSummary,
} from '../../src/contract/segment'
import { type RuleGroup, segmentRules } from '../../src/contract/segment-rules'
import { type Call, caller, eventually, storeContact } from './support/audience'
import {
  createdAt,
  inSegment,
  type ModelContact,
  modelContact,
  modelFields,
  modelTags,
  ruleTree,
} from './support/segment-model'
import { apiTokenFor, teamWithEveryRole } from './support/teams'
import { backends, type TestServer, useTestServer } from './support/test-server'

const dayMs = 24 * 60 * 60 * 1000
/** Tens of thousands of contacts, counted three times: slow on a busy machine, never stuck. */
const slowCount = 180_000
const slowTest = 300_000

/** Writes generated contacts straight into the team (and their engagements). */
async function seedModel(server: TestServer, teamId: string, people: ModelContact[]) {
  const now = Date.now()
  await server.db
    .insert(tags)
    .values(modelTags.map((name) => ({ teamId, name, colour: '#22c55e' })))
  const rows = await server.db
    .insert(contacts)
    .values(
      people.map((person) => ({
        teamId,
        phone: person.phone,
        firstName: person.firstName,
        email: person.email,
        country: person.country,
        network: person.network,
        status: person.status,
        source: person.source,
        // fast-check's records have no prototype, which Drizzle's value checks need.
        tags: [...person.tags],
        customFields: { ...person.custom },
        createdAt: createdAt(person, now),
      })),
    )
    .returning({ id: contacts.id, phone: contacts.phone })
  const idOf = new Map(rows.map((row) => [row.phone, row.id]))
  const engagements = people.flatMap((person) =>
    person.engagements.map((engagement) => ({
      teamId,
      contactId: idOf.get(person.phone) ?? '',
      event: engagement.event,
      occurredAt: new Date(now - engagement.ageDays * dayMs - dayMs / 2),
    })),
  )
  if (engagements.length > 0) await server.db.insert(contactEngagements).values(engagements)
}

describe.each(backends)('segments on %s', (backend) => {
  const server = useTestServer(backend)

  async function modelTeam(size: number, seed: number) {
    const team = await teamWithEveryRole(server)
    const call = caller(server, team.members.editor.accessToken)
    for (const field of modelFields)
      expect((await call('POST', 'custom-fields', field)).status).toBe(201)
    const people = fc.sample(
      fc.tuple(...Array.from({ length: size }, (_, index) => modelContact(index))),
      {
        seed,
        numRuns: 1,
      },
    )[0] as ModelContact[]
    await seedModel(server, team.teamId, people)
    return { ...team, call, people }
  }

  it('a preview counts what the test counts itself, for random rule trees over generated contacts', async () => {
    const { call, people } = await modelTeam(250, 42)
    await fc.assert(
      fc.asyncProperty(ruleTree, async (rules) => {
        const response = await call('POST', 'segments/preview', { rules })
        expect(response.status, JSON.stringify(response.body)).toBe(200)
        const preview = segmentPreview.parse(response.body)
        const expected = people.filter((person) => inSegment(person, rules))
        expect(preview.count, JSON.stringify(rules)).toBe(expected.length)
        expect(preview.sample.length).toBe(
          Math.min(expected.length, audienceLimits.segmentSampleSize),
        )
        const phones = new Set(expected.map((person) => person.phone))
        for (const contact of preview.sample) expect(phones.has(contact.phone)).toBe(true)
      }),
      { numRuns: 60, seed: 7 },
    )
  })

  it('an estimate preview is exact for rules the kept counts answer, and says so otherwise', async () => {
    const { call, people } = await modelTeam(250, 11)
    // Trees the contract accepts (the generator may nest past segmentMaxDepth).
    const accepted = ruleTree.filter((rules) => segmentRules.safeParse(rules).success)
    await fc.assert(
      fc.asyncProperty(accepted, async (rules) => {
        const response = await call('POST', 'segments/preview', { rules, count: 'estimate' })
        expect(response.status, JSON.stringify(response.body)).toBe(200)
        const preview = segmentPreview.parse(response.body)
        const expected = people.filter((person) => inSegment(person, rules))
        if (readsFacetsOnly(rules)) {
          // Status, source, country, network and tags only: counted from contact_facets.
          expect(preview.exact, JSON.stringify(rules)).toBe(true)
          expect(preview.count, JSON.stringify(rules)).toBe(expected.length)
          expect(preview.sample.length).toBe(
            Math.min(expected.length, audienceLimits.segmentSampleSize),
          )
        } else {
          // Any other rule: the database's estimate, no contacts; the exact ask counts them.
          expect(preview.exact, JSON.stringify(rules)).toBe(false)
          expect(preview.sample).toEqual([])
          const exact = segmentPreview.parse(
            (await call('POST', 'segments/preview', { rules, count: 'exact' })).body,
          )
          expect(exact).toMatchObject({ exact: true, count: expected.length })
        }
      }),
      { numRuns: 40, seed: 13 },
    )
  })

  it('a rule on a name (equals, starts with) is read from the name’s index, not contact by contact', async () => {
    const { teamId } = await modelTeam(250, 5)
    await server.db.execute(sql`analyze ${contacts}`)
    const cases = [
      { field: 'first_name', operator: 'equals', value: 'Ada' },
      { field: 'first_name', operator: 'starts_with', value: 'gr' },
      { field: 'last_name', operator: 'starts_with', value: 'OK' },
    ] as const
    for (const rule of cases) {
      const where = await segmentCondition(
        server.db,
        teamId,
        { match: 'all', rules: [rule] },
        new Date(),
      )
      // A table this small is read whole when allowed to; forbidden, the planner shows whether
      // an index fits the condition's shape at all (as at a million contacts, where it must).
      const plan = await server.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`)
        const result = await tx.execute(
          sql`explain select count(*) from ${contacts} where ${where}`,
        )
        return JSON.stringify((result as unknown as { rows: unknown[] }).rows)
      })
      expect(plan, JSON.stringify(rule)).toContain(`contacts_team_${rule.field}_lower_idx`)
    }
  })

  it('saves a segment counted at once, with its contacts, summary and progress', async () => {
    const { call, people, members } = await modelTeam(120, 3)
    const rules: RuleGroup = {
      match: 'all',
      rules: [
        { field: 'status', operator: 'in', value: ['active', 'blocked'] },
        {
          match: 'any',
          rules: [
            { field: 'tags', operator: 'has_any', value: ['ALPHA'] },
            { field: 'custom_field', key: 'score', operator: 'gte', value: '2' },
          ],
        },
      ],
    }
    const expected = people.filter((person) =>
      inSegment(person, {
        ...rules,
        rules: [
          rules.rules[0] as RuleGroup['rules'][number],
          {
            match: 'any',
            rules: [
              { field: 'tags', operator: 'has_any', value: ['alpha'] },
              { field: 'custom_field', key: 'score', operator: 'gte', value: 2 },
            ],
          },
        ],
      }),
    )
    const created = await call('POST', 'segments', { name: 'Engaged', rules })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const segment = segmentResource.parse(created.body)
    expect(segment.contact_count).toBe(expected.length)
    expect(segment.count).toMatchObject({
      status: 'done',
      processed: 120,
      total: 120,
      percent: 100,
    })
    const viewer = caller(server, members.viewer.accessToken)
    const listed = await viewer('GET', `segments/${segment.id}/contacts?per_page=100&sort=phone`)
    expect(listed.body.meta.total).toBe(expected.length)
    const narrowed = await viewer('GET', `segments/${segment.id}/contacts?filter[status]=blocked`)
    expect(narrowed.body.meta.total).toBe(
      expected.filter((person) => person.status === 'blocked').length,
    )
    const summary = segmentSummary.parse(
      (await viewer('GET', `segments/${segment.id}/summary`)).body,
    )
    expect(summary).toMatchObject({
      name: 'Engaged',
      conditions: 3,
      contact_count: expected.length,
      description:
        'all of: status is any of active, blocked; (any of: tags has any of alpha; score ≥ 2)',
    })
    expect(summary.by_status.reduce((sum, group) => sum + group.count, 0)).toBe(expected.length)
    const progress = await viewer('GET', `segments/${segment.id}/progress`)
    expect(progress.body).toMatchObject({
      segment_id: segment.id,
      status: 'done',
      matched: expected.length,
    })
  })

  it('recounts in the background, and reset-progress starts the count over', async () => {
    const { call, people, teamId, members } = await modelTeam(60, 9)
    const created = await call('POST', 'segments', {
      name: 'Active',
      rules: { match: 'all', rules: [{ field: 'status', operator: 'in', value: ['active'] }] },
    })
    const expected = people.filter((person) => person.status === 'active').length
    await storeContact(call, 1, { status: 'active' })
    const events: BusEvent[] = []
    const subscription = server.deps.events
      .eventsFor({ userId: members.editor.id, teamId })
      .subscribe((event) => events.push(event))
    const recount = await call('POST', `segments/${created.body.id}/recount`)
    expect(recount.status).toBe(202)
    expect(recount.body.count.status).toBe('queued')
    const done = await eventually(
      async () => (await call('GET', `segments/${created.body.id}`)).body,
      (body) => body.count.status === 'done',
    )
    expect(done.contact_count).toBe(expected + 1)
    expect(done.count).toMatchObject({
      processed: 61,
      total: 61,
      matched: expected + 1,
      percent: 100,
    })
    const reset = await call('POST', `segments/${created.body.id}/reset-progress`)
    expect(reset.status).toBe(202)
    expect(reset.body.count).toMatchObject({ status: 'queued', processed: 0, matched: 0 })
    // The last finished count stays visible while the new one runs.
    expect(reset.body.contact_count).toBe(expected + 1)
    await eventually(
      async () => (await call('GET', `segments/${created.body.id}/progress`)).body,
      (body) => body.status === 'done',
    )
    subscription.unsubscribe()
    const progress = events.filter((event) => event.name === 'segment.progress')
    expect(progress.at(-1)?.data).toMatchObject({ segment_id: created.body.id, status: 'done' })
    const viewer = caller(server, members.viewer.accessToken)
    expect((await viewer('POST', `segments/${created.body.id}/recount`)).status).toBe(403)
  })

  it(
    'counts a team larger than one step in steps, with progress, and a reset stops the count in flight',
    async () => {
      const team = await teamWithEveryRole(server)
      const call = caller(server, team.members.editor.accessToken)
      const size = audienceLimits.segmentRecountChunk * 2 + 123
      const values = Array.from({ length: size }, (_, index) => ({
        teamId: team.teamId,
        phone: `+1415${String(2_000_000 + index).padStart(7, '0')}`,
        status: index % 3 === 0 ? ('blocked' as const) : ('active' as const),
      }))
      for (let start = 0; start < size; start += 5000)
        await server.db.insert(contacts).values(values.slice(start, start + 5000))
      const blocked = values.filter((value) => value.status === 'blocked').length
      const events: BusEvent[] = []
      const subscription = server.deps.events
        .eventsFor({ userId: team.members.editor.id, teamId: team.teamId })
        .subscribe((event) => events.push(event))
      const created = await call('POST', 'segments', {
        name: 'Blocked',
        rules: { match: 'all', rules: [{ field: 'status', operator: 'in', value: ['blocked'] }] },
      })
      expect(created.body.count.status).toBe('queued')
      expect(created.body.contact_count).toBeNull()
      const done = await eventually(
        async () => (await call('GET', `segments/${created.body.id}`)).body,
        (body) => body.count.status === 'done',
        slowCount,
      )
      subscription.unsubscribe()
      expect(done.contact_count).toBe(blocked)
      const steps = events
        .filter((event) => event.name === 'segment.progress')
        .map((event) => (event.data as { processed: number }).processed)
      expect(steps).toEqual([
        0,
        audienceLimits.segmentRecountChunk,
        audienceLimits.segmentRecountChunk * 2,
        size,
      ])
      const again = await call('POST', `segments/${created.body.id}/recount`)
      const busy = await call('POST', `segments/${created.body.id}/recount`)
      expect(busy.status).toBe(422)
      expect(busy.body.errors.count).toEqual([
        'The segment is being counted already: follow its progress, or reset it to start over.',
      ])
      expect(again.status).toBe(202)
      const reset = await call('POST', `segments/${created.body.id}/reset-progress`)
      expect(reset.status).toBe(202)
      const final = await eventually(
        async () => (await call('GET', `segments/${created.body.id}/progress`)).body,
        (body) => body.status === 'done',
        slowCount,
      )
      expect(final).toMatchObject({ processed: size, total: size, matched: blocked })
    },
    slowTest,
  )

  it('checks rules against the team’s custom fields and bounds their size', async () => {
    const { call } = await modelTeam(1, 1)
    let deep: RuleGroup = { match: 'all', rules: [] }
    for (let level = 0; level < audienceLimits.segmentMaxDepth; level++)
      deep = { match: 'any', rules: [deep] }
    const status = { field: 'status', operator: 'in', value: ['active'] }
    const cases: [unknown, Record<string, string[]>][] = [
      [
        deep,
        {
          rules: [
            `The rules field nests groups deeper than ${audienceLimits.segmentMaxDepth} levels.`,
          ],
        },
      ],
      [
        { match: 'all', rules: Array(audienceLimits.segmentMaxConditions + 1).fill(status) },
        {
          rules: [
            `The rules field holds more than ${audienceLimits.segmentMaxConditions} conditions.`,
          ],
        },
      ],
      [
        { match: 'all', rules: [{ field: 'custom_field', key: 'shoe', operator: 'eq', value: 1 }] },
        { 'rules.rules.0.key': ['There is no custom field with the key "shoe".'] },
      ],
      [
        { match: 'all', rules: [{ field: 'custom_field', key: 'vip', operator: 'gt', value: 1 }] },
        {
          'rules.rules.0.operator': [
            'The operator "gt" does not fit the boolean field "VIP" (use is_true, is_false, is_empty, is_not_empty).',
          ],
        },
      ],
      [
        {
          match: 'any',
          rules: [
            {
              match: 'all',
              rules: [{ field: 'custom_field', key: 'plan', operator: 'in', value: ['Gold'] }],
            },
          ],
        },
        { 'rules.rules.0.rules.0.value': ['The Plan field must be one of: Free, Pro, Team.'] },
      ],
      [
        { match: 'all', rules: [{ field: 'first_name', operator: 'contains' }] },
        { 'rules.rules.0.value': ['The value field must be some text for "contains".'] },
      ],
      [{ match: 'some', rules: [] }, { 'rules.match': ['The selected match is invalid.'] }],
      [
        { match: 'all', rules: [{ field: 'password', operator: 'in', value: ['x'] }] },
        { 'rules.rules.0': ['The 0 field is invalid.'] },
      ],
    ]
    for (const [rules, errors] of cases) {
      const preview = await call('POST', 'segments/preview', { rules })
      expect(preview.status, JSON.stringify(rules).slice(0, 200)).toBe(422)
      expect(preview.body.errors).toEqual(errors)
      const saved = await call('POST', 'segments', { name: 'x', rules })
      expect(saved.body.errors).toEqual(errors)
    }
    expect((await call('GET', 'segments')).body.meta.total).toBe(0)
  })

  it('GET segments/fields lists contact fields, custom fields and engagement', async () => {
    const { members } = await modelTeam(1, 1)
    const fields = segmentFields.parse(
      (await caller(server, members.viewer.accessToken)('GET', 'segments/fields')).body,
    )
    expect(fields.fields.map((field) => field.key ?? field.field)).toEqual([
      'phone',
      'first_name',
      'last_name',
      'email',
      'status',
      'source',
      'country',
      'network',
      'tags',
      'created_at',
      'updated_at',
      'last_contacted_at',
      'plan',
      'score',
      'vip',
      'birthday',
      'engagement',
    ])
    expect(fields.fields.find((field) => field.key === 'plan')).toMatchObject({
      type: 'select',
      options: ['Free', 'Pro', 'Team'],
      operators: ['in', 'not_in', 'is_empty', 'is_not_empty'],
    })
    expect(fields.engagement_events).toEqual(['delivered', 'clicked', 'replied', 'answered'])
  })

  it('keeps every segment call inside the team', async () => {
    const a = await modelTeam(20, 5)
    const b = await teamWithEveryRole(server, 'Other')
    const bCall: Call = caller(server, b.members.owner.accessToken)
    const everyone = { match: 'all', rules: [] }
    expect((await bCall('POST', 'segments/preview', { rules: everyone })).body.count).toBe(0)
    expect((await a.call('POST', 'segments/preview', { rules: everyone })).body.count).toBe(20)
    // The kept counts are the team's own, for every rule they answer and in both asks.
    const active = { match: 'all', rules: [{ field: 'status', operator: 'in', value: ['active'] }] }
    const activeInA = a.people.filter((person) => person.status === 'active').length
    for (const count of ['estimate', 'exact']) {
      const inB = (await bCall('POST', 'segments/preview', { rules: active, count })).body
      expect(inB).toMatchObject({ count: 0, exact: true, sample: [] })
      const inA = (await a.call('POST', 'segments/preview', { rules: active, count })).body
      expect(inA).toMatchObject({ count: activeInA, exact: true })
    }
    const segment = (await a.call('POST', 'segments', { name: 'All', rules: everyone })).body
    const bToken = await apiTokenFor(server, b.members.owner)
    for (const call of [bCall, caller(server, bToken.secret)])
      for (const [method, path] of [
        ['GET', `segments/${segment.id}/contacts`],
        ['GET', `segments/${segment.id}/progress`],
        ['GET', `segments/${segment.id}/summary`],
        ['POST', `segments/${segment.id}/recount`],
        ['POST', `segments/${segment.id}/reset-progress`],
        ['GET', 'segments/not-an-id/summary'],
      ] as const) {
        const response = await call(method, path)
        expect(response.status, `${method} ${path}`).toBe(404)
        expect(response.body.message).toBe('The segment was not found.')
      }
    const still = await a.call('GET', `segments/${segment.id}`)
    expect(still.body.count.status).toBe('done')
  })
})
