import { eq } from 'drizzle-orm'
import { automationJourneys, campaignMessages } from '../../../server/src/db/schema'
import type { AutomationGraph } from '../../../src/contract/automation/graph'
import { graphOf } from '../../support/automationGraph'
import type { CampaignTeam } from './campaigns'
import type { TestServer } from './test-server'

/** What the inbound SMS tests share: a team's message a reply answers, a keyword automation. */

export const repliedWith = (keyword?: string): AutomationGraph =>
  graphOf(
    [
      ['t', 'trigger', { event: 'sms_replied', ...(keyword ? { keyword } : {}) }],
      ['e', 'end'],
    ],
    [['t', 'e']],
  )

/** A message the team sent to `phone` from `senderId`, as the delivery engine records one. */
export async function sent(
  server: TestServer,
  team: CampaignTeam,
  phone: string,
  options: { senderId?: string; campaignId?: string; contactId?: string; ago?: number } = {},
) {
  const [row] = await server.db
    .insert(campaignMessages)
    .values({
      teamId: team.teamId,
      campaignId: options.campaignId ?? null,
      run: 1,
      contactId: options.contactId ?? null,
      phone,
      senderId: options.senderId ?? 'ACME',
      body: 'Hi, sale today.',
      status: 'delivered',
      submitKey: `key-${Math.random()}`,
      submittedAt: new Date(server.deps.clock().getTime() - (options.ago ?? 60_000)),
    })
    .returning()
  if (!row) throw new Error('no message')
  return row
}

export const journeysOf = (server: TestServer, automationId: string) =>
  server.db
    .select({ contactId: automationJourneys.contactId })
    .from(automationJourneys)
    .where(eq(automationJourneys.automationId, automationId))
