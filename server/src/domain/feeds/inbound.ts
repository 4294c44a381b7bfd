import { timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import { type AppLocale, appLocales, audienceLimits } from '../../../../src/contract/constants'
import { contactUpsertRequest } from '../../../../src/contract/contact-request'
import { readCustomValues } from '../../../../src/contract/custom-field-value'
import type { FeedBatchResponse, FeedRejection } from '../../../../src/contract/feed'
import { id as idSchema } from '../../../../src/contract/fields'
import { cutText, storableText } from '../../../../src/contract/text-cut'
import { validationErrors } from '../../../../src/contract/validation'
import type { Database } from '../../db/connect'
import type { StoredFeedRejection } from '../../db/feeds'
import { feedLogs, feeds } from '../../db/schema'
import { ApiError } from '../../http/errors'
import { readText, storeWords } from '../../http/stored-words'
import { said, serverWords, type Words } from '../../http/words'
import { loadCustomFields } from '../audience/custom-values'
import { resolveTags } from '../audience/tags'
import { type ContactWrite, tagsGivenBy, upsertContacts } from '../audience/upsert'
import { enterOnTags } from '../automations/engine/enter'
import { recordFeedContacts } from '../campaigns/audience'
import type { FeedRow } from './present'

const refused = () => new ApiError(401, 'feed.invalidKey')

function sameKey(given: string, stored: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(stored)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The feed a post names, if its key is the feed's; the same 401 for an unknown id and a wrong key. */
export async function authenticateFeed(db: Database, feedId: string, key: string | undefined) {
  if (!key || !idSchema.safeParse(feedId).success) throw refused()
  const [feed] = await db.select().from(feeds).where(eq(feeds.id, feedId))
  if (!feed || !sameKey(key, feed.key)) throw refused()
  return feed
}

type Outcome = (typeof feedLogs.$inferInsert)['outcome']

/** Logs a batch refused whole (paused feed, malformed body), its message in every language. */
export async function logRefusedBatch(db: Database, feed: FeedRow, rows: number, message: Words) {
  const messageWords = storeWords(message)
  await db.insert(feedLogs).values({
    teamId: feed.teamId,
    feedId: feed.id,
    outcome: 'rejected' as Outcome,
    rows,
    accepted: 0,
    rejected: rows,
    created: 0,
    updated: 0,
    message: messageWords.en,
    messageWords,
  })
}

/** How much of a refused phone the rejection repeats. */
const shownPhoneLength = 40

const phoneOf = (item: unknown) =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as { phone?: unknown }).phone === 'string'
    ? (item as { phone: string }).phone
    : null

/**
 * A refused row as logged, its reasons in every language. It repeats what was sent (the phone,
 * a custom field's key), which may be anything: cut whole and made storable, so one row's bytes
 * cannot make the log, and with it the whole batch, fail.
 */
const rejectionOf = (
  index: number,
  phone: string | null,
  reasons: (locale: AppLocale) => string[],
): StoredFeedRejection => {
  const inLocale = Object.fromEntries(
    appLocales.map((locale) => [locale, reasons(locale).map(storableText)]),
  ) as Record<AppLocale, string[]>
  return {
    index,
    phone: phone === null ? null : storableText(cutText(phone, shownPhoneLength)),
    reasons: inLocale.en.map((_, at) => storeWords((locale) => inLocale[locale][at] ?? '')),
  }
}

/** A logged rejection in the reader's language (one logged before 0026 holds its English). */
export const rejectionIn = (rejection: StoredFeedRejection, locale: AppLocale): FeedRejection => ({
  ...rejection,
  reasons: rejection.reasons.map((reason) => readText(reason, locale)),
})

/**
 * Takes a batch of a feed: each contact checked on its own like an upsert (the feed's default
 * country reads national numbers), repeats of a phone within the batch refused, the rest
 * upserted with the feed's tags (source `feed`), and the batch logged.
 */
export async function receiveBatch(
  db: Database,
  feed: FeedRow,
  items: readonly unknown[],
  now: Date,
  locale: AppLocale,
): Promise<FeedBatchResponse> {
  const fields = await loadCustomFields(db, feed.teamId)
  const rejections: StoredFeedRejection[] = []
  const accepted: { index: number; write: ContactWrite }[] = []
  const firstIndex = new Map<string, number>()
  for (const [index, item] of items.entries()) {
    const withCountry =
      typeof item === 'object' && item !== null && !Array.isArray(item)
        ? { country: feed.defaultCountry, ...item }
        : item
    const parsed = contactUpsertRequest.safeParse(withCountry, { reportInput: true })
    if (!parsed.success) {
      const refused = parsed.error
      rejections.push(
        rejectionOf(index, phoneOf(item), (inLocale) =>
          Object.values(validationErrors(refused, inLocale).errors).flat(),
        ),
      )
      continue
    }
    const contact: z.output<typeof contactUpsertRequest> = parsed.data
    const custom = readCustomValues(fields, contact.custom_fields ?? {})
    const repeat = firstIndex.get(contact.phone)
    if (Object.keys(custom.errors).length > 0 || repeat !== undefined) {
      const given = contact.custom_fields ?? {}
      rejections.push(
        rejectionOf(index, contact.phone, (inLocale) => [
          ...Object.values(readCustomValues(fields, given, inLocale).errors),
          ...(repeat === undefined
            ? []
            : [
                serverWords(inLocale)('feed.repeatedPhone', {
                  phone: contact.phone,
                  first: repeat,
                }),
              ]),
        ]),
      )
      continue
    }
    firstIndex.set(contact.phone, index)
    const values = Object.entries(custom.values)
    accepted.push({
      index,
      write: {
        phone: contact.phone,
        country: contact.country,
        network: contact.network,
        firstName: contact.first_name,
        lastName: contact.last_name,
        email: contact.email,
        tags: [...(contact.tags ?? []), ...feed.tags],
        customFields: Object.fromEntries(
          values.filter((entry): entry is [string, string | number | boolean] => entry[1] !== null),
        ),
        clearCustom: values.filter(([, value]) => value === null).map(([key]) => key),
        status: contact.status,
        lastContactedAt: contact.last_contacted_at
          ? new Date(contact.last_contacted_at)
          : undefined,
      },
    })
  }
  const stored = db.transaction(async (tx) => {
    const names = [...new Set(accepted.flatMap(({ write }) => write.tags))]
    const spelling = new Map(
      (await resolveTags(tx, feed.teamId, names)).map((tag) => [tag.toLowerCase(), tag]),
    )
    const results = await upsertContacts(
      tx,
      feed.teamId,
      accepted.map(({ write }) => ({
        ...write,
        tags: [...new Set(write.tags.map((tag) => spelling.get(tag.toLowerCase()) ?? tag))],
      })),
      { source: 'feed', status: feed.contactStatus, updateExisting: true },
    )
    await enterOnTags(tx, tagsGivenBy(feed.teamId, results), now)
    // Campaigns that target the feed reach what it received, updated contacts included.
    await recordFeedContacts(
      tx,
      feed.teamId,
      feed.id,
      accepted.map(({ write }) => write.phone),
      now,
    )
    const created = results.filter((result) => result.outcome === 'created').length
    const updated = results.filter((result) => result.outcome === 'updated').length
    const outcome: Outcome =
      rejections.length === 0 ? 'accepted' : accepted.length === 0 ? 'rejected' : 'partial'
    await tx.insert(feedLogs).values({
      teamId: feed.teamId,
      feedId: feed.id,
      outcome,
      rows: items.length,
      accepted: accepted.length,
      rejected: rejections.length,
      created,
      updated,
      reasons: rejections.slice(0, audienceLimits.feedLogReasonsMax),
    })
    await tx
      .update(feeds)
      .set({ lastReceivedAt: now, updatedAt: feed.updatedAt })
      .where(eq(feeds.id, feed.id))
    return {
      message: serverWords(locale)('feed.accepted', {
        accepted: accepted.length,
        total: items.length,
      }),
      accepted: accepted.length,
      rejected: rejections.length,
      created,
      updated,
      errors: rejections.map((rejection) => rejectionIn(rejection, locale)),
    }
  })
  // Every batch is logged (the feed docs promise it), one that failed to store too.
  return stored.catch(async (error: unknown) => {
    await logRefusedBatch(db, feed, items.length, said('feed.notStored'))
    throw error
  })
}
