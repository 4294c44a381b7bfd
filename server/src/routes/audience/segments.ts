import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { audienceLimits } from '../../../../src/contract/constants'
import { contactListQuery } from '../../../../src/contract/contact'
import { audiencePaths } from '../../../../src/contract/routes'
import { segmentPreviewRequest } from '../../../../src/contract/segment'
import { conditionsOf } from '../../../../src/contract/segment-rules'
import { orderOf, pageOf, windowOf } from '../../db/list-query'
import { contacts, segments } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { contactConditions } from '../../domain/audience/contact-filters'
import { presentContact } from '../../domain/audience/present-contact'
import { countBy } from '../../domain/audience/report'
import { checkRules } from '../../domain/segments/check-rules'
import { readsFacetsOnly } from '../../domain/segments/compile'
import { describeRules } from '../../domain/segments/describe'
import { segmentFields } from '../../domain/segments/fields'
import { previewCount, segmentCondition } from '../../domain/segments/matching'
import { presentProgress, presentSegment } from '../../domain/segments/present'
import { freshCount } from '../../domain/segments/queue-count'
import type { TeamAccess } from '../../domain/teams/access'
import type { AppEnv } from '../../http/context'
import { ApiError, ValidationError } from '../../http/errors'
import { requireTeamAccess } from '../../http/team-access'
import { readBody, readQuery } from '../../http/validate'
import { said } from '../../http/words'
import { authorize, findTeamRow } from './guard'

const notFound = () => new ApiError(404, said('thing.notFound', { thing: 'segment' }))

/**
 * The segment calls of spec §7 beside CRUD: fields, preview, contacts, progress, summary,
 * reset-progress, and recount (ours: a fresh count without an edit).
 */
export function segmentCallRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const access = requireTeamAccess(deps)

  /** A segment of the caller's team; another team's id is as unknown as one that never was. */
  const find = (caller: TeamAccess, c: Context) =>
    findTeamRow(deps.db, segments, caller, c, notFound)

  app.get(`/${audiencePaths.segmentFields}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'segment')
    return c.json(await segmentFields(deps.db, caller.team.id))
  })

  app.post(`/${audiencePaths.segmentPreview}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'segment')
    const input = await readBody(c, segmentPreviewRequest)
    const rules = await checkRules(deps.db, caller.team.id, input.rules)
    const now = deps.clock()
    const where = await segmentCondition(deps.db, caller.team.id, rules, now)
    const mode = input.count ?? 'exact'
    // An estimate comes at once, without the newest contacts (finding them may read as much as
    // the count does); the exact preview that follows brings them.
    const sampled = mode === 'exact' || readsFacetsOnly(rules)
    const [matched, sample] = await Promise.all([
      previewCount(deps.db, caller.team.id, rules, where, mode, now),
      sampled
        ? deps.db
            .select()
            .from(contacts)
            .where(where)
            .orderBy(desc(contacts.createdAt), desc(contacts.id))
            .limit(audienceLimits.segmentSampleSize)
        : [],
    ])
    return c.json({
      count: matched.count,
      exact: matched.exact,
      sample: sample.map(presentContact),
    })
  })

  app.get(`/${audiencePaths.segmentContacts}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'segment')
    const segment = await find(caller, c)
    const query = readQuery(c, contactListQuery)
    const rules = await segmentCondition(deps.db, caller.team.id, segment.rules, deps.clock())
    const narrowed = await contactConditions(deps.db, caller.team.id, query.filter, query.search)
    const where = and(rules, narrowed) as SQL
    const { limit, offset } = windowOf(query)
    const sortColumns = {
      created_at: contacts.createdAt,
      updated_at: contacts.updatedAt,
      last_contacted_at: contacts.lastContactedAt,
      first_name: contacts.firstName,
      last_name: contacts.lastName,
      phone: contacts.phone,
      email: contacts.email,
      country: contacts.country,
      status: contacts.status,
    }
    return c.json(
      await pageOf(
        query,
        deps.db
          .select()
          .from(contacts)
          .where(where)
          .orderBy(...orderOf(query.sort, sortColumns, contacts.id))
          .limit(limit)
          .offset(offset),
        deps.db.select({ value: count() }).from(contacts).where(where),
        presentContact,
      ),
    )
  })

  app.get(`/${audiencePaths.segmentProgress}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'segment')
    const segment = await find(caller, c)
    return c.json({
      segment_id: segment.id,
      contact_count: segment.contactCount,
      ...presentProgress(segment),
    })
  })

  app.get(`/${audiencePaths.segmentSummary}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'segment')
    const segment = await find(caller, c)
    const where = await segmentCondition(deps.db, caller.team.id, segment.rules, deps.clock())
    const [byStatus, byCountry] = await Promise.all([
      countBy(deps.db, where, contacts.status),
      countBy(deps.db, where, contacts.country),
    ])
    return c.json({
      id: segment.id,
      name: segment.name,
      description: describeRules(segment.rules),
      conditions: [...conditionsOf(segment.rules)].length,
      contact_count: segment.contactCount,
      counted_at: segment.countedAt?.toISOString() ?? null,
      count: presentProgress(segment),
      by_status: byStatus,
      by_country: byCountry,
    })
  })

  /** Queues a fresh count under a new run: a count in flight stops at its next step. */
  async function restart(caller: TeamAccess, c: Context, onlyWhenIdle: boolean) {
    authorize(caller, 'update', 'segment')
    const segment = await find(caller, c)
    if (onlyWhenIdle && (segment.countStatus === 'queued' || segment.countStatus === 'counting'))
      // 422, not 409: the spec's client sends every 409 to the email verification page.
      throw ValidationError.field('count', 'segment.countingAlready')
    const [row] = await deps.db
      .update(segments)
      .set({ ...freshCount(), updatedAt: segment.updatedAt })
      .where(and(eq(segments.teamId, caller.team.id), eq(segments.id, segment.id)))
      .returning()
    deps.work.kick()
    return c.json(presentSegment(row ?? segment), 202)
  }

  app.post(`/${audiencePaths.segmentRecount}`, access, (c) => restart(c.get('access'), c, true))
  app.post(`/${audiencePaths.segmentResetProgress}`, access, (c) =>
    restart(c.get('access'), c, false),
  )

  return app
}
