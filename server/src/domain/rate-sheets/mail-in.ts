import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { defaultRoutingScope } from '../../../../src/contract/constants'
import type { Database } from '../../db/connect'
import { rateInboxMail, rateParserProfiles, rateSheets, smsRoutes } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { cleanFilename } from '../data-files/receive-upload'
import { routingSettingsOf } from '../routing/settings'
import { announceRateSheet } from './parse-task'
import { readSheet, sheetKindOf } from './read-sheet'

const localPart = /^rates-([a-z0-9]{20})$/

/** A rate inbox's address at the mail-in domain. */
export const mailInAddress = (token: string, domain: string) => `rates-${token}@${domain}`

/**
 * The route's mail-in row, made (with a fresh random token and its scope's default senders) the
 * first time it is asked for.
 */
export async function inboxMailOf(db: Database, teamId: string, routeId: string) {
  const [known] = await db
    .select()
    .from(rateInboxMail)
    .where(and(eq(rateInboxMail.routeId, routeId), eq(rateInboxMail.teamId, teamId)))
  if (known) return known
  // A new inbox takes mail from the senders its route's scope allows by default.
  const [route] = await db
    .select({ scope: smsRoutes.scope })
    .from(smsRoutes)
    .where(and(eq(smsRoutes.teamId, teamId), eq(smsRoutes.id, routeId)))
  const defaults = await routingSettingsOf(db, teamId, route?.scope ?? defaultRoutingScope)
  await db
    .insert(rateInboxMail)
    .values({
      routeId,
      teamId,
      token: randomBytes(10).toString('hex'),
      allowedSenders: defaults.mail_in_allowed_senders,
    })
    .onConflictDoNothing()
  const [made] = await db.select().from(rateInboxMail).where(eq(rateInboxMail.routeId, routeId))
  if (!made) throw new Error('The mail-in address was not stored')
  return made
}

/** The inbox an address names (`rates-<token>@<domain>`), or null for any other address. */
export async function inboxOfAddress(db: Database, address: string, domain: string) {
  const [local, host] = address.trim().toLowerCase().split('@')
  const token = host === domain ? localPart.exec(local ?? '')?.[1] : undefined
  if (!token) return null
  const [inbox] = await db.select().from(rateInboxMail).where(eq(rateInboxMail.token, token))
  return inbox ?? null
}

/** Whether the inbox takes mail from `sender`: no allow-list, or its address or domain on it. */
export function senderAllowed(allowed: readonly string[], sender: string): boolean {
  if (allowed.length === 0) return true
  const address = sender.trim().toLowerCase()
  const domain = address.split('@')[1] ?? ''
  return allowed.some((entry) => entry === address || (!entry.includes('@') && entry === domain))
}

export interface MailedFile {
  filename: string
  content: Buffer
}

const sheetFile = /\.(csv|xlsx)$/i

/**
 * A mail's CSV and XLSX attachments become received sheets of the inbox's route (source
 * `mail`), kept raw as an upload's are; with a parser profile for the route's vendor each is
 * queued for the background parse at once. Files that are not readable sheets are skipped.
 */
export async function receiveMailedSheets(
  deps: Pick<AppDeps, 'db' | 'events' | 'work'>,
  inbox: typeof rateInboxMail.$inferSelect,
  files: readonly MailedFile[],
): Promise<number> {
  const [route] = await deps.db
    .select({ vendorName: smsRoutes.vendorName })
    .from(smsRoutes)
    .where(and(eq(smsRoutes.id, inbox.routeId), eq(smsRoutes.teamId, inbox.teamId)))
  if (!route) return 0
  const [profile] = await deps.db
    .select({ id: rateParserProfiles.id })
    .from(rateParserProfiles)
    .where(
      and(
        eq(rateParserProfiles.teamId, inbox.teamId),
        eq(rateParserProfiles.vendorName, route.vendorName),
      ),
    )
  let received = 0
  for (const file of files) {
    const filename = cleanFilename(file.filename)
    if (!sheetFile.test(filename) || file.content.length === 0) continue
    const kind = sheetKindOf(filename, file.content)
    const readable = await readSheet(file.content, kind).then(
      () => true,
      () => false,
    )
    if (!readable) continue
    const [stored] = await deps.db
      .insert(rateSheets)
      .values({
        teamId: inbox.teamId,
        routeId: inbox.routeId,
        filename,
        kind,
        content: file.content,
        sizeBytes: file.content.length,
        source: 'mail',
        ...(profile ? { profileId: profile.id, status: 'parsing' as const } : {}),
      })
      .returning()
    if (stored) {
      announceRateSheet(deps, stored)
      received += 1
    }
  }
  if (received > 0 && profile) deps.work.kick()
  return received
}
