import { and, desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  contactBulkDeleteRequest,
  contactDashboardQuery,
  contactExportRequest,
  contactReportQuery,
  contactTagsRequest,
} from '../../../../src/contract/contact'
import {
  type ContactRepliesResponse,
  contactRepliesShown,
} from '../../../../src/contract/contact-replies'
import { contactUpsertRequest } from '../../../../src/contract/contact-request'
import { audiencePaths } from '../../../../src/contract/routes'
import { contacts, inboundMessages } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { recordActivity } from '../../domain/activity/record'
import {
  countSelected,
  deleteSelected,
  tagSelected,
  untagSelected,
} from '../../domain/audience/bulk'
import { contactConditions } from '../../domain/audience/contact-filters'
import { loadCustomFields } from '../../domain/audience/custom-values'
import { contactDashboard } from '../../domain/audience/dashboard'
import { allExportColumns, exportStream } from '../../domain/audience/export'
import { contactLabel, presentContact } from '../../domain/audience/present-contact'
import { contactReport } from '../../domain/audience/report'
import { selectionCondition } from '../../domain/audience/selection'
import { resolveExistingTags } from '../../domain/audience/tag-names'
import { resolveTags } from '../../domain/audience/tags'
import { upsertOne } from '../../domain/audience/upsert-one'
import { enterOnTags } from '../../domain/automations/engine/enter'
import { actorOf } from '../../domain/teams/access'
import type { AppEnv } from '../../http/context'
import { ApiError } from '../../http/errors'
import { wordsFor } from '../../http/locale'
import { requireTeamAccess } from '../../http/team-access'
import { readBody, readQuery } from '../../http/validate'
import { said } from '../../http/words'
import { authorize, contactCount, findTeamRow, recordBulk } from './guard'

const contactNotFound = () => new ApiError(404, said('thing.notFound', { thing: 'contact' }))

/**
 * The contact calls of spec §7 beside CRUD: report, dashboard, upsert, tags, bulk delete,
 * export; and ours, a contact's replies.
 */
export function contactCallRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const access = requireTeamAccess(deps)

  app.get(`/${audiencePaths.contactReport}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'contact')
    const query = readQuery(c, contactReportQuery)
    const matching = await contactConditions(deps.db, caller.team.id, query.filter, query.search)
    const where = and(eq(contacts.teamId, caller.team.id), matching)
    return c.json(await contactReport(deps.db, where ?? eq(contacts.teamId, caller.team.id)))
  })

  app.get(`/${audiencePaths.contactDashboard}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'contact')
    const query = readQuery(c, contactDashboardQuery)
    return c.json(await contactDashboard(deps.db, caller.team.id, query, deps.clock()))
  })

  app.get(`/${audiencePaths.contactReplies}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'contact')
    const contact = await findTeamRow(deps.db, contacts, caller, c, contactNotFound)
    const rows = await deps.db
      .select()
      .from(inboundMessages)
      .where(
        and(eq(inboundMessages.teamId, caller.team.id), eq(inboundMessages.contactId, contact.id)),
      )
      .orderBy(desc(inboundMessages.receivedAt), desc(inboundMessages.id))
      .limit(contactRepliesShown)
    const replies: ContactRepliesResponse = {
      data: rows.map((row) => ({
        id: row.id,
        text: row.text,
        to: row.toAddress,
        opted_out: row.optedOut,
        received_at: row.receivedAt.toISOString(),
      })),
    }
    return c.json(replies)
  })

  app.post(`/${audiencePaths.contactUpsert}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'create', 'contact')
    const input = await readBody(c, contactUpsertRequest)
    const result = await deps.db.transaction(async (tx) => {
      const written = await upsertOne(tx, caller.team.id, input)
      const contact = written.contact
      await enterOnTags(
        tx,
        written.tagsGiven.map((tag) => ({ teamId: caller.team.id, contactId: contact.id, tag })),
        deps.clock(),
      )
      if (contact)
        await recordActivity(tx, {
          teamId: caller.team.id,
          actor: actorOf(caller),
          action: written.outcome === 'created' ? 'created' : 'updated',
          subjectType: 'contact',
          subjectId: contact.id,
          subjectLabel: contactLabel(contact),
          properties: { via: 'upsert' },
        })
      return written
    })
    // The write may bring the contact into a segment that automations sweep.
    deps.work.kick()
    const created = result.outcome === 'created'
    return c.json(
      { created, contact: presentContact(result.contact as NonNullable<typeof result.contact>) },
      created ? 201 : 200,
    )
  })

  app.post(`/${audiencePaths.contactTags}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'update', 'contact')
    const input = await readBody(c, contactTagsRequest)
    const teamId = caller.team.id
    const outcome = await deps.db.transaction(async (tx) => {
      const where = await selectionCondition(tx, teamId, input.selection)
      const matched = await countSelected(tx, where)
      const names =
        input.action === 'tag'
          ? await resolveTags(tx, teamId, input.tags)
          : await resolveExistingTags(tx, teamId, input.tags)
      const updated =
        input.action === 'tag'
          ? await tagSelected(tx, where, names).then(async (changed) => {
              await enterOnTags(
                tx,
                changed.flatMap(({ id, added }) =>
                  added.map((tag) => ({ teamId, contactId: id, tag })),
                ),
                deps.clock(),
              )
              return changed.length
            })
          : await untagSelected(tx, where, names)
      await recordBulk(tx, caller, {
        action: input.action === 'tag' ? 'tagged' : 'untagged',
        subjectType: 'contact',
        label: contactCount(updated),
        properties: { tags: names, matched, updated, selection: input.selection.mode },
      })
      return { matched, updated, names }
    })
    deps.work.kick()
    return c.json({
      message: wordsFor(c)('contacts.tagged', {
        action: input.action,
        updated: outcome.updated,
        matched: outcome.matched,
      }),
      matched: outcome.matched,
      updated: outcome.updated,
    })
  })

  app.post(`/${audiencePaths.contactBulkDelete}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'delete', 'contact')
    const input = await readBody(c, contactBulkDeleteRequest)
    const deleted = await deps.db.transaction(async (tx) => {
      const where = await selectionCondition(tx, caller.team.id, input.selection)
      const count = await deleteSelected(tx, where)
      await recordBulk(tx, caller, {
        action: 'deleted',
        subjectType: 'contact',
        label: contactCount(count),
        properties: { deleted: count, selection: input.selection.mode },
      })
      return count
    })
    return c.json({
      message: wordsFor(c)('contacts.deleted', { deleted }),
      deleted,
    })
  })

  app.post(`/${audiencePaths.contactExport}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'contact')
    const input = await readBody(c, contactExportRequest)
    const where = await selectionCondition(deps.db, caller.team.id, input.selection)
    const total = await countSelected(deps.db, where)
    const columns =
      input.columns ??
      allExportColumns([...(await loadCustomFields(deps.db, caller.team.id)).keys()])
    await recordBulk(deps.db, caller, {
      action: 'exported',
      subjectType: 'contact',
      label: contactCount(total),
      properties: { exported: total, selection: input.selection.mode },
    })
    return c.body(exportStream(deps.db, where, columns), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="contacts.csv"',
      'x-total-count': String(total),
      'cache-control': 'no-store',
    })
  })

  return app
}
