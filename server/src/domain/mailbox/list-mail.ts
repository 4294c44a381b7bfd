import { and, asc, count, desc, eq, ilike } from 'drizzle-orm'
import { listMetaOf } from '../../../../src/contract/list'
import type { MailboxList, MailboxListQuery, MailMessage } from '../../../../src/contract/mailbox'
import type { Database } from '../../db/connect'
import { mailMessages } from '../../db/schema'

/** A stored mail as the API shows it. */
export const presentMail = (row: typeof mailMessages.$inferSelect): MailMessage => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  text: row.text,
  html: row.html,
  attachments: row.attachments,
  created_at: row.createdAt.toISOString(),
})

const sortColumns = { created_at: mailMessages.createdAt } as const

/** `%` and `_` in a search are meant literally, not as LIKE wildcards. */
const literalPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`

/** One page of the local mailbox, newest first unless asked otherwise; `search` reads subjects. */
export async function listMail(db: Database, query: MailboxListQuery): Promise<MailboxList> {
  const where = and(
    query.filter.to ? eq(mailMessages.to, query.filter.to) : undefined,
    query.search ? ilike(mailMessages.subject, literalPattern(query.search)) : undefined,
  )
  const order = query.sort.map(({ field, direction }) =>
    direction === 'desc' ? desc(sortColumns[field]) : asc(sortColumns[field]),
  )
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailMessages)
      .where(where)
      .orderBy(...order, desc(mailMessages.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ value: count() }).from(mailMessages).where(where),
  ])
  return {
    data: rows.map(presentMail),
    meta: listMetaOf(total?.value ?? 0, query.page, query.per_page),
  }
}
