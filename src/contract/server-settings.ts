// Zod's mini build: the sign-in page reads this schema, and the full build would be a fifth of
// that page's JavaScript.
import { z } from 'zod/mini'

export { serverSettingsPath } from './routes'

/**
 * Where the server's mail goes: `mailbox` keeps it in the local mailbox (no SMTP_URL; staff read
 * it at /management/mailbox and its links are printed to the server's log), `smtp` sends it,
 * `upstream` is another backend's business (UPSTREAM_API_URL).
 */
export const mailDeliveries = ['mailbox', 'smtp', 'upstream'] as const
export type MailDelivery = (typeof mailDeliveries)[number]

/**
 * GET /api/server-settings (public): what the client shows differently by the server's setup.
 * `google_sign_in`: whether "Sign in with Google" can work here (GOOGLE_CLIENT_ID and
 * GOOGLE_CLIENT_SECRET are set, or another backend answers it).
 */
export const serverSettingsResponse = z.object({
  mail_delivery: z.enum(mailDeliveries),
  google_sign_in: z.boolean(),
})
export type ServerSettingsResponse = z.infer<typeof serverSettingsResponse>
