import { sql } from 'drizzle-orm'
import type { Database } from '../../../db/connect'
import { automationWebhookDeliveries, campaignMessages, contacts } from '../../../db/schema'

type TagChange = { contactId: string; tag: string; add: boolean }

/**
 * What a claimed batch writes besides its journeys and steps: messages for the delivery engine,
 * webhook deliveries (POSTed once the batch commits), tag changes. Everything lands in the batch's transaction.
 */
export class BatchWrites {
  readonly messages: (typeof campaignMessages.$inferInsert)[] = []
  readonly webhookDeliveries: (typeof automationWebhookDeliveries.$inferInsert)[] = []
  /** Tags given by tag nodes (each may start another automation's journey). */
  readonly tagsAdded: { teamId: string; contactId: string; tag: string }[] = []
  private pendingTags: TagChange[] = []

  changeTag(teamId: string, contactId: string, tag: string, add: boolean) {
    this.pendingTags.push({ contactId, tag, add })
    if (add) this.tagsAdded.push({ teamId, contactId, tag })
  }

  /**
   * Applies the tag changes so far, a statement per tag and run of one kind of change (the
   * order of changes to one tag is kept). Called before anything reads contacts (a condition).
   */
  async flushTags(tx: Database) {
    const byTag = new Map<string, TagChange[]>()
    for (const change of this.pendingTags) {
      const list = byTag.get(change.tag)
      if (list) list.push(change)
      else byTag.set(change.tag, [change])
    }
    this.pendingTags = []
    for (const [tag, changes] of byTag) {
      let start = 0
      while (start < changes.length) {
        const add = changes[start]?.add
        let end = start
        while (end < changes.length && changes[end]?.add === add) end++
        const ids = sql`array[${sql.join(
          changes.slice(start, end).map((change) => sql`${change.contactId}::text`),
          sql`, `,
        )}]`
        await tx.execute(
          add
            ? sql`update ${contacts} set tags = array_append(tags, ${tag}::text)
                where id = any(${ids}) and not (${tag}::text = any(tags))`
            : sql`update ${contacts} set tags = array_remove(tags, ${tag}::text)
                where id = any(${ids})`,
        )
        start = end
      }
    }
  }

  /** Writes the rest, once the batch's steps (which webhook deliveries name) are stored. */
  async flush(tx: Database) {
    await this.flushTags(tx)
    for (const rows of chunks(this.messages)) await tx.insert(campaignMessages).values(rows)
    for (const rows of chunks(this.webhookDeliveries))
      await tx.insert(automationWebhookDeliveries).values(rows)
  }
}

/** Rows in slices an INSERT's parameters can hold. */
export function* chunks<Row>(rows: Row[], size = 1000): Generator<Row[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size)
}
