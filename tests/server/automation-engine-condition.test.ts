import { and, eq } from 'drizzle-orm'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { contactEngagements, contacts } from '../../server/src/db/schema'
import { loadCustomFields } from '../../server/src/domain/audience/custom-values'
import { storedWalkContact } from '../../server/src/domain/automations/test-run'
import { segmentCondition } from '../../server/src/domain/segments/matching'
import { conditionHolds } from '../../src/contract/automation/conditionHolds'
import { nodeSettings } from '../../src/contract/automation/graph'
import type { RuleCondition } from '../../src/contract/segment-rules'
import { caller } from './support/audience'
import {
  type CaseContact,
  caseContact,
  caseFields,
  caseRule,
  conditionNow,
} from './support/condition-cases'
import { teamWithEveryRole } from './support/teams'
import { backends, type TestServer, useTestServer } from './support/test-server'

let serial = 0

/** Stores the generated contact and its engagements in the team, as rows the engine reads. */
async function storeCase(server: TestServer, teamId: string, person: CaseContact) {
  serial += 1
  const [row] = await server.db
    .insert(contacts)
    .values({
      teamId,
      phone: `+1415${String(5_000_000 + serial).padStart(7, '0')}`,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      country: person.country,
      network: person.network,
      status: person.status,
      source: person.source,
      // fast-check's records have no prototype, which Drizzle's value checks need.
      tags: [...person.tags],
      customFields: { ...person.customFields },
      createdAt: person.createdAt,
      updatedAt: person.updatedAt,
      lastContactedAt: person.lastContactedAt,
    })
    .returning({ id: contacts.id })
  const id = row?.id ?? ''
  if (person.engagements.length > 0)
    await server.db.insert(contactEngagements).values(
      person.engagements.map((engagement) => ({
        teamId,
        contactId: id,
        event: engagement.event,
        occurredAt: engagement.at,
      })),
    )
  return id
}

/** What the engine's condition node answers: the segment compiler's SQL on the contact's row. */
async function holdsInSql(server: TestServer, teamId: string, id: string, rule: RuleCondition) {
  const condition = await segmentCondition(
    server.db,
    teamId,
    { match: 'all', rules: [rule] },
    conditionNow,
  )
  const rows = await server.db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.id, id), condition))
  return rows.length === 1
}

describe.each(backends)('a condition node on %s', (backend) => {
  const server = useTestServer(backend)

  it('answers in a test run (conditionHolds) as the engine does (SQL), on generated contacts and rules', async () => {
    const team = await teamWithEveryRole(server)
    const call = caller(server, team.members.editor.accessToken)
    for (const field of caseFields)
      expect((await call('POST', 'custom-fields', field)).status).toBe(201)
    const fields = await loadCustomFields(server.db, team.teamId)
    await fc.assert(
      fc.asyncProperty(
        caseContact,
        fc.array(caseRule, { minLength: 1, maxLength: 8 }),
        async (person, rules) => {
          const id = await storeCase(server, team.teamId, person)
          const stored = await storedWalkContact(server.db, team.teamId, id)
          if (!stored) throw new Error('The contact was not stored')
          for (const rule of rules) {
            expect(nodeSettings.condition.safeParse({ rule }).success, JSON.stringify(rule)).toBe(
              true,
            )
            const inSql = await holdsInSql(server, team.teamId, id, rule)
            const inMemory = conditionHolds(rule, stored, conditionNow, fields)
            expect(inMemory, JSON.stringify({ rule, contact: stored })).toBe(inSql)
          }
        },
      ),
      { numRuns: 150, seed: 16 },
    )
  }, 300_000)
})
