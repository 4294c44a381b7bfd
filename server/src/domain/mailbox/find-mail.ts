import { eq } from 'drizzle-orm'
import { id as idSchema } from '../../../../src/contract/fields'
import type { MailMessage } from '../../../../src/contract/mailbox'
import type { Database } from '../../db/connect'
import { mailMessages } from '../../db/schema'
import { presentMail } from './list-mail'

/** One mail of the local mailbox, or null for an id it does not hold. */
export async function findMail(db: Database, id: string): Promise<MailMessage | null> {
  // Not one of our ids: the database need not be asked (and PostgreSQL would refuse the cast).
  if (!idSchema.safeParse(id).success) return null
  const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id))
  return row ? presentMail(row) : null
}
