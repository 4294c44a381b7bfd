import { serverSettingsPath } from '../contract/paths'
// The type alone: the schema's module brings zod with it.
import type { ServerSettingsResponse } from '../contract/server-settings'
import { type MailDelivery, mailDeliveries } from '../contract/signInConstants'

/**
 * The contract's answer checked by hand, not by its zod schema: the sign-in pages read it, and
 * zod's core would be an eighth of their first load. The schema still checks the server's side.
 */
function isServerSettings(value: unknown): value is ServerSettingsResponse {
  const settings = value as Partial<Record<keyof ServerSettingsResponse, unknown>> | null
  return (
    typeof settings === 'object' &&
    settings !== null &&
    mailDeliveries.includes(settings.mail_delivery as MailDelivery) &&
    typeof settings.google_sign_in === 'boolean'
  )
}

/** GET /api/server-settings: how the server is set up; null when it could not be asked. */
export async function fetchServerSettings(
  signal?: AbortSignal,
): Promise<ServerSettingsResponse | null> {
  const response = await fetch(serverSettingsPath, { credentials: 'same-origin', signal }).catch(
    () => null,
  )
  if (!response?.ok) return null
  const answer: unknown = await response.json().catch(() => null)
  return isServerSettings(answer)
    ? { mail_delivery: answer.mail_delivery, google_sign_in: answer.google_sign_in }
    : null
}
