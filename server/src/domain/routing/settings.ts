import { and, eq } from 'drizzle-orm'
import { money, type RoutingScope } from '../../../../src/contract/constants'
import type {
  RoutingSettingsRequest,
  RoutingSettingsResource,
} from '../../../../src/contract/routing-settings'
import type { Database } from '../../db/connect'
import { routingSettings } from '../../db/schema'

/** A scope's vendor-side defaults; a scope never saved has the money module's currency. */
export async function routingSettingsOf(
  db: Database,
  teamId: string,
  scope: RoutingScope,
): Promise<RoutingSettingsResource> {
  const [row] = await db
    .select()
    .from(routingSettings)
    .where(and(eq(routingSettings.teamId, teamId), eq(routingSettings.scope, scope)))
  return {
    scope,
    default_currency: row?.defaultCurrency ?? money.defaultCurrency,
    mail_in_allowed_senders: row?.mailInAllowedSenders ?? [],
  }
}

/** Stores a scope's defaults whole (a checked body), in the caller's transaction. */
export async function saveRoutingSettings(
  tx: Database,
  teamId: string,
  scope: RoutingScope,
  input: Required<RoutingSettingsRequest>,
): Promise<void> {
  const values = {
    defaultCurrency: input.default_currency,
    mailInAllowedSenders: [...new Set(input.mail_in_allowed_senders)],
    updatedAt: new Date(),
  }
  await tx
    .insert(routingSettings)
    .values({ teamId, scope, ...values })
    .onConflictDoUpdate({ target: [routingSettings.teamId, routingSettings.scope], set: values })
}
