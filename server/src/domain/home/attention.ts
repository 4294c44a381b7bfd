import { and, desc, eq, inArray } from 'drizzle-orm'
import type { AppLocale } from '../../../../src/contract/constants'
import { type AttentionItem, attentionKinds, homeLimits } from '../../../../src/contract/home'
import type { Database } from '../../db/connect'
import { dataFiles, smsCampaigns, voiceCampaigns } from '../../db/schema'
import { readWords } from '../../http/stored-words'
import { failureIn } from '../campaigns/present'

const urgency = (item: AttentionItem) => attentionKinds.indexOf(item.kind)

/**
 * A campaign stopped part-way: it was stopped with messages or calls still to go (an SMS
 * campaign's unsent messages are cancelled; a voice campaign's stats do not keep them, so any
 * stopped voice campaign that placed calls counts).
 */
const stoppedPartWay = {
  sms: (stats: { cancelled: number }) => stats.cancelled > 0,
  voice: (stats: { calls: number }) => stats.calls > 0,
}

async function campaignsNeedingAttention(
  db: Database,
  teamId: string,
  locale: AppLocale,
): Promise<AttentionItem[]> {
  const ended = ['failed', 'stopped'] as const
  const [sms, voice] = await Promise.all([
    db
      .select()
      .from(smsCampaigns)
      .where(and(eq(smsCampaigns.teamId, teamId), inArray(smsCampaigns.status, [...ended])))
      .orderBy(desc(smsCampaigns.updatedAt))
      .limit(homeLimits.attention),
    db
      .select()
      .from(voiceCampaigns)
      .where(and(eq(voiceCampaigns.teamId, teamId), inArray(voiceCampaigns.status, [...ended])))
      .orderBy(desc(voiceCampaigns.updatedAt))
      .limit(homeLimits.attention),
  ])
  const itemOf = (subject: 'sms' | 'voice', row: (typeof sms)[number] | (typeof voice)[number]) =>
    ({
      kind: row.status === 'failed' ? 'failedCampaign' : 'stoppedCampaign',
      subject,
      id: row.id,
      name: row.name,
      at: row.updatedAt.toISOString(),
      reason: failureIn(row, locale),
    }) satisfies AttentionItem
  return [
    ...sms
      .filter((row) => row.status === 'failed' || stoppedPartWay.sms(row.stats))
      .map((row) => itemOf('sms', row)),
    ...voice
      .filter((row) => row.status === 'failed' || stoppedPartWay.voice(row.stats))
      .map((row) => itemOf('voice', row)),
  ]
}

async function failedImports(
  db: Database,
  teamId: string,
  locale: AppLocale,
): Promise<AttentionItem[]> {
  const rows = await db
    .select()
    .from(dataFiles)
    .where(and(eq(dataFiles.teamId, teamId), eq(dataFiles.status, 'failed')))
    .orderBy(desc(dataFiles.updatedAt))
    .limit(homeLimits.attention)
  return rows.map((row) => ({
    kind: 'failedImport',
    subject: 'import',
    id: row.id,
    name: row.filename,
    at: (row.finishedAt ?? row.updatedAt).toISOString(),
    reason: row.error === null ? null : readWords(row.errorWords, row.error, locale),
  }))
}

/**
 * What needs attention first: the most urgent kind first, the latest first within a kind; a
 * failed campaign's or import's reason in the reader's language.
 */
export async function attentionItems(
  db: Database,
  teamId: string,
  locale: AppLocale,
): Promise<AttentionItem[]> {
  const [campaigns, imports] = await Promise.all([
    campaignsNeedingAttention(db, teamId, locale),
    failedImports(db, teamId, locale),
  ])
  return [...campaigns, ...imports]
    .sort((a, b) => urgency(a) - urgency(b) || b.at.localeCompare(a.at))
    .slice(0, homeLimits.attention)
}
