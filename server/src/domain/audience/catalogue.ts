import { and, asc, count, desc, eq, isNotNull } from 'drizzle-orm'
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min'
import type { AnalyticsFilters } from '../../../../src/contract/analytics'
import { contactSources, contactStatuses } from '../../../../src/contract/contact'
import type { CountryResource } from '../../../../src/contract/countries'
import type { Database } from '../../db/connect'
import { contacts, customFields, feeds, segments, tags } from '../../db/schema'

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' })
const nameOf = (code: string) => regionNames.of(code) ?? code

/** Every country a number can belong to, by name (the phone input's metadata decides which). */
export const countries: readonly CountryResource[] = getCountries()
  .map((code) => ({ code, name: nameOf(code), dial_code: getCountryCallingCode(code) }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'))

/** GET analytics/filters: what the team's data can be filtered by. */
export async function analyticsFilters(db: Database, teamId: string): Promise<AnalyticsFilters> {
  const team = eq(contacts.teamId, teamId)
  const [byCountry, byNetwork, tagRows, segmentRows, feedRows, fieldRows] = await Promise.all([
    db
      .select({ value: contacts.country, count: count() })
      .from(contacts)
      .where(and(team, isNotNull(contacts.country)))
      .groupBy(contacts.country)
      .orderBy(desc(count())),
    db
      .select({ value: contacts.network, count: count() })
      .from(contacts)
      .where(and(team, isNotNull(contacts.network)))
      .groupBy(contacts.network)
      .orderBy(desc(count())),
    db
      .select({ id: tags.id, name: tags.name, colour: tags.colour })
      .from(tags)
      .where(eq(tags.teamId, teamId))
      .orderBy(asc(tags.name)),
    db
      .select({ id: segments.id, name: segments.name })
      .from(segments)
      .where(eq(segments.teamId, teamId))
      .orderBy(asc(segments.name)),
    db
      .select({ id: feeds.id, name: feeds.name })
      .from(feeds)
      .where(eq(feeds.teamId, teamId))
      .orderBy(asc(feeds.name)),
    db
      .select({
        key: customFields.key,
        label: customFields.label,
        type: customFields.type,
        options: customFields.options,
      })
      .from(customFields)
      .where(eq(customFields.teamId, teamId))
      .orderBy(asc(customFields.label)),
  ])
  return {
    statuses: [...contactStatuses],
    sources: [...contactSources],
    countries: byCountry.map((row) => ({
      value: row.value ?? '',
      label: nameOf(row.value ?? ''),
      count: row.count,
    })),
    networks: byNetwork.map((row) => ({
      value: row.value ?? '',
      label: row.value ?? '',
      count: row.count,
    })),
    tags: tagRows,
    segments: segmentRows,
    feeds: feedRows,
    custom_fields: fieldRows,
  }
}
