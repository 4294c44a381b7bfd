import { and, count, eq, gte, lte, type SQL } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import { feedBatchRequest, feedLogListQuery } from '../../../../src/contract/feed'
import { audiencePaths } from '../../../../src/contract/routes'
import { orderOf, pageOf, windowOf } from '../../db/list-query'
import { feedLogs, feeds } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { authenticateFeed, logRefusedBatch, receiveBatch } from '../../domain/feeds/inbound'
import { newFeedKey, postingPath } from '../../domain/feeds/keys'
import { presentFeedLog } from '../../domain/feeds/present'
import type { TeamAccess } from '../../domain/teams/access'
import type { AppEnv } from '../../http/context'
import { ApiError } from '../../http/errors'
import { localeOf } from '../../http/locale'
import { requireTeamAccess } from '../../http/team-access'
import { readBody, readQuery } from '../../http/validate'
import { said } from '../../http/words'
import { authorize, findTeamRow, recordBulk } from './guard'

const notFound = () => new ApiError(404, said('thing.notFound', { thing: 'feed' }))

/** Feed calls beside CRUD: the logs, the key (shown and rotated) and the public posting endpoint. */
export function feedCallRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const access = requireTeamAccess(deps)

  const find = (caller: TeamAccess, c: Context) => findTeamRow(deps.db, feeds, caller, c, notFound)

  const keyOf = (feed: { id: string; key: string }) => ({
    posting_url: `${deps.config.appUrl}${postingPath(feed.id)}`,
    key: feed.key,
  })

  app.get(`/${audiencePaths.feedLogs}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'feed')
    const query = readQuery(c, feedLogListQuery)
    const where = and(
      eq(feedLogs.teamId, caller.team.id),
      query.filter.feed_id ? eq(feedLogs.feedId, query.filter.feed_id) : undefined,
      query.filter.outcome ? eq(feedLogs.outcome, query.filter.outcome) : undefined,
      query.filter.received_from
        ? gte(feedLogs.receivedAt, new Date(query.filter.received_from))
        : undefined,
      query.filter.received_to
        ? lte(feedLogs.receivedAt, new Date(query.filter.received_to))
        : undefined,
    ) as SQL
    const { limit, offset } = windowOf(query)
    return c.json(
      await pageOf(
        query,
        deps.db
          .select({ log: feedLogs, feedName: feeds.name })
          .from(feedLogs)
          .innerJoin(feeds, eq(feeds.id, feedLogs.feedId))
          .where(where)
          .orderBy(...orderOf(query.sort, { received_at: feedLogs.receivedAt }, feedLogs.id))
          .limit(limit)
          .offset(offset),
        deps.db.select({ value: count() }).from(feedLogs).where(where),
        ({ log, feedName }) => presentFeedLog({ ...log, feedName }, localeOf(c)),
      ),
    )
  })

  app.get(`/${audiencePaths.feedKey}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'update', { deed: 'seeFeedKeys' })
    return c.json(keyOf(await find(caller, c)))
  })

  app.post(`/${audiencePaths.feedRotateKey}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'update', 'feed')
    const feed = await find(caller, c)
    const rotated = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(feeds)
        .set({ key: newFeedKey() })
        .where(eq(feeds.id, feed.id))
        .returning()
      await recordBulk(tx, caller, {
        action: 'updated',
        subjectType: 'feed',
        subjectId: feed.id,
        label: feed.name,
        properties: { fields: ['key'] },
      })
      return row ?? feed
    })
    return c.json(keyOf(rotated))
  })

  /**
   * The public posting endpoint: no session, the feed's key (X-Feed-Key, or ?key=). Every batch
   * a feed receives is logged, refused ones too; a wrong key is not (anyone could fill the log).
   */
  app.post(`/${audiencePaths.feedInbound}`, async (c) => {
    const key = c.req.header('x-feed-key') ?? c.req.query('key')
    const feed = await authenticateFeed(deps.db, c.req.param('id'), key)
    let batch: { contacts: unknown[] }
    try {
      batch = await readBody(c, feedBatchRequest)
    } catch (error) {
      if (error instanceof ApiError)
        await logRefusedBatch(deps.db, feed, 0, (locale) => String(error.body(locale).message))
      throw error
    }
    if (feed.status === 'paused') {
      await logRefusedBatch(deps.db, feed, batch.contacts.length, said('feed.paused'))
      throw new ApiError(403, 'feed.paused')
    }
    const received = await receiveBatch(deps.db, feed, batch.contacts, deps.clock(), localeOf(c))
    // The rows may bring contacts into segments that automations sweep.
    deps.work.kick()
    return c.json(received)
  })

  return app
}
