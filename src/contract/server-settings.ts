// Zod's mini build. The client checks this answer by hand (services/serverSettings.ts): the
// sign-in pages read it, and zod's core would be an eighth of their first load.
import { z } from 'zod/mini'
import { mailDeliveries } from './constants'

export { type MailDelivery, mailDeliveries } from './constants'
export { serverSettingsPath } from './routes'

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
