import { and, desc, eq, inArray } from 'drizzle-orm'
import { homeLimits, type RunningWork, type SendingCampaign } from '../../../../src/contract/home'
import type { Database } from '../../db/connect'
import { dataFiles, segments, smsCampaigns, voiceCampaigns } from '../../db/schema'

/** The team's SMS and voice campaigns sending now, with their totals as their detail shows them. */
export async function sendingCampaigns(db: Database, teamId: string): Promise<SendingCampaign[]> {
  const sendingIn = (table: typeof smsCampaigns | typeof voiceCampaigns) =>
    and(eq(table.teamId, teamId), eq(table.status, 'sending'))
  const [sms, voice] = await Promise.all([
    db
      .select({ id: smsCampaigns.id, name: smsCampaigns.name, stats: smsCampaigns.stats })
      .from(smsCampaigns)
      .where(sendingIn(smsCampaigns))
      .orderBy(desc(smsCampaigns.updatedAt))
      .limit(homeLimits.sending),
    db
      .select({ id: voiceCampaigns.id, name: voiceCampaigns.name, stats: voiceCampaigns.stats })
      .from(voiceCampaigns)
      .where(sendingIn(voiceCampaigns))
      .orderBy(desc(voiceCampaigns.updatedAt))
      .limit(homeLimits.sending),
  ])
  return [
    ...sms.map((row) => ({ kind: 'sms' as const, ...row })),
    ...voice.map((row) => ({ kind: 'voice' as const, ...row })),
  ].slice(0, homeLimits.sending)
}

/** Imports under way and segment counts waiting or counting, with how far they are. */
export async function runningWork(db: Database, teamId: string): Promise<RunningWork[]> {
  const [imports, counts] = await Promise.all([
    db
      .select({
        id: dataFiles.id,
        name: dataFiles.filename,
        processed: dataFiles.processedRows,
        total: dataFiles.rowCount,
      })
      .from(dataFiles)
      .where(and(eq(dataFiles.teamId, teamId), eq(dataFiles.status, 'importing')))
      .orderBy(desc(dataFiles.createdAt))
      .limit(homeLimits.running),
    db
      .select({
        id: segments.id,
        name: segments.name,
        processed: segments.countProcessed,
        total: segments.countTotal,
      })
      .from(segments)
      .where(
        and(eq(segments.teamId, teamId), inArray(segments.countStatus, ['queued', 'counting'])),
      )
      .orderBy(desc(segments.updatedAt))
      .limit(homeLimits.running),
  ])
  return [
    ...imports.map((row) => ({ kind: 'import' as const, ...row })),
    ...counts.map((row) => ({ kind: 'segmentCount' as const, ...row })),
  ].slice(0, homeLimits.running)
}
