import { and, eq } from 'drizzle-orm'
import { readPhone } from '../../../../src/contract/phone-number'
import type { Database } from '../../db/connect'
import { contacts, segments } from '../../db/schema'
import { ApiError } from '../../http/errors'
import { said } from '../../http/words'
import { segmentCondition } from '../segments/matching'

/** A number to look up, with the country whose lifetime its answer keeps. */
export interface LookupNumber {
  e164: string
  country: string | null
}

/** The distinct numbers a run would look up, and how many given values were not numbers. */
export interface LookupNumbers {
  numbers: LookupNumber[]
  invalid: number
}

function pastedNumbers(given: readonly string[]): LookupNumbers {
  const seen = new Map<string, LookupNumber>()
  let invalid = 0
  for (const raw of given) {
    const reading = readPhone(raw)
    if (!reading.ok) invalid += 1
    else if (!seen.has(reading.phone))
      seen.set(reading.phone, { e164: reading.phone, country: reading.country })
  }
  return { numbers: [...seen.values()], invalid }
}

/**
 * The numbers of a lookup request: the team's segment's contacts (as the segment matches them
 * now), or a pasted list read as E.164. Another team's segment is a 404, as one that never was.
 */
export async function lookupNumbers(
  db: Database,
  teamId: string,
  request: { segment_id?: string | undefined; numbers?: string[] | undefined },
  now: Date,
): Promise<LookupNumbers> {
  if (request.numbers) return pastedNumbers(request.numbers)
  const [segment] = await db
    .select({ rules: segments.rules })
    .from(segments)
    .where(and(eq(segments.teamId, teamId), eq(segments.id, request.segment_id ?? '')))
  if (!segment) throw new ApiError(404, said('thing.notFound', { thing: 'segment' }))
  const condition = await segmentCondition(db, teamId, segment.rules, now)
  const rows = await db
    .select({ e164: contacts.phone, country: contacts.country })
    .from(contacts)
    .where(and(eq(contacts.teamId, teamId), condition))
    .orderBy(contacts.phone)
  return { numbers: rows, invalid: 0 }
}
