import { z } from 'zod'
import { email, timestamp } from './fields'
import { listQuery, listResponse } from './list'

/** A file sent with a mail: a text file (a CSV), kept as sent. */
export const mailAttachment = z.object({
  filename: z.string(),
  content_type: z.string(),
  content: z.string(),
})
export type MailAttachment = z.infer<typeof mailAttachment>

/** A mail the server sent, as the local mailbox keeps it (management area). */
export const mailMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  attachments: z.array(mailAttachment),
  created_at: timestamp,
})
export type MailMessage = z.infer<typeof mailMessage>

export const mailboxListQuery = listQuery({
  sortable: ['created_at'],
  defaultSort: '-created_at',
  filters: { to: email.optional() },
})
export type MailboxListQuery = z.infer<typeof mailboxListQuery>

export const mailboxList = listResponse(mailMessage)
export type MailboxList = z.infer<typeof mailboxList>
