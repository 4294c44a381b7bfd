import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { CampaignMessageStatus } from '../../../src/contract/campaign-message'
import { money } from '../../../src/contract/constants'
import { id } from '../../../src/contract/fields'
import { moneyText } from '../../../src/contract/money-text'
import type { Database } from '../db/connect'
import { campaignMessages, smsCampaigns } from '../db/schema'

const moment = z.iso.datetime({ offset: true })
const decimal = moneyText({ scale: money.maxScale, maxWholeDigits: 8 })

/**
 * Messages as a finished run leaves them: `count` copies (default 1) queued at `queued_at`,
 * with whichever outcomes are given. For report tests, which must not wait for the engine.
 */
export const seededMessage = z.object({
  count: z.number().int().min(1).max(10_000).default(1),
  queued_at: moment,
  submitted_at: moment.optional(),
  delivered_at: moment.optional(),
  failed_at: moment.optional(),
  clicked_at: moment.optional(),
  replied_at: moment.optional(),
  cost: decimal.optional(),
  price: decimal.optional(),
  /** Who it went to (every copy), and from which sender id: a reply's test answers it. */
  phone: z
    .string()
    .regex(/^\+\d{6,15}$/)
    .optional(),
  sender_id: z.string().min(1).max(64).optional(),
})
export type SeededMessage = z.input<typeof seededMessage>
export const seededMessages = z.object({ messages: z.array(seededMessage).min(1).max(100) })

const statusOf = (message: z.output<typeof seededMessage>): CampaignMessageStatus =>
  message.delivered_at
    ? 'delivered'
    : message.failed_at
      ? 'failed'
      : message.submitted_at
        ? 'submitted'
        : 'queued'

const at = (value: string | undefined) => (value ? new Date(value) : null)

/**
 * Writes the messages into a campaign (run 1, its team's), as the engine would have. Answers
 * how many rows were written, or null when there is no such campaign.
 */
export async function seedCampaignMessages(
  db: Database,
  campaignId: string,
  messages: readonly SeededMessage[],
): Promise<number | null> {
  if (!id.safeParse(campaignId).success) return null
  const [campaign] = await db
    .select({ teamId: smsCampaigns.teamId })
    .from(smsCampaigns)
    .where(eq(smsCampaigns.id, campaignId))
  if (!campaign) return null
  const { teamId } = campaign
  const rows = messages.flatMap((input) => {
    const message = seededMessage.parse(input)
    return Array.from({ length: message.count }, (_, index) => ({
      teamId,
      campaignId,
      run: 1,
      phone: message.phone ?? `+4477009${String(index).padStart(5, '0')}`,
      senderId: message.sender_id ?? 'SEEDED',
      body: 'Seeded message',
      status: statusOf(message),
      submitKey: randomUUID(),
      queuedAt: new Date(message.queued_at),
      notBefore: new Date(message.queued_at),
      submittedAt: at(message.submitted_at),
      deliveredAt: at(message.delivered_at),
      failedAt: at(message.failed_at),
      clickedAt: at(message.clicked_at),
      repliedAt: at(message.replied_at),
      cost: message.cost ?? null,
      price: message.price ?? null,
    }))
  })
  const batch = 1_000
  for (let start = 0; start < rows.length; start += batch)
    await db.insert(campaignMessages).values(rows.slice(start, start + batch))
  return rows.length
}
