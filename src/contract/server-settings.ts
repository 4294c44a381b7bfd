import { z } from 'zod'

/**
 * Where the server's mail goes: `mailbox` keeps it in the local mailbox (no SMTP_URL; staff read
 * it at /management/mailbox and its links are printed to the server's log), `smtp` sends it.
 */
export const mailDeliveries = ['mailbox', 'smtp'] as const
export type MailDelivery = (typeof mailDeliveries)[number]

/** GET server-settings (public): what the client shows differently by how the server is set up. */
export const serverSettingsResponse = z.object({ mail_delivery: z.enum(mailDeliveries) })
export type ServerSettingsResponse = z.infer<typeof serverSettingsResponse>
