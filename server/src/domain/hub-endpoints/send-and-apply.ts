import { and, eq, sql } from 'drizzle-orm'
import type { AppLocale } from '../../../../src/contract/constants'
import type { Mailer } from '../../adapters/mail/mailer'
import type { Database } from '../../db/connect'
import { hubEndpoints, rateNotices, staticClientRates } from '../../db/schema'
import { ValidationError } from '../../http/errors'
import { fitRateWindows, staticClientRateHistory } from '../rates/windows'
import { clientCompanyOf } from './checks'
import { logRateNotice, prepareRateNotice, refuseUnsendable } from './rate-notice'

type EndpointRow = typeof hubEndpoints.$inferSelect

/**
 * send-rates: prepares the notice of the endpoint's draft prices, refuses it when it cannot be
 * sent, logs it and marks its prices notified (one transaction, the endpoint locked so two
 * sends cannot tell the same prices twice), then mails it with its CSV to each recipient. The
 * mail's key is the notice's and the recipient's: handed over again, it is the same mail.
 */
export async function sendRateNotice(
  db: Database,
  mailer: Mailer,
  endpoint: EndpointRow,
  sender: { id: string; name: string; teamName: string },
  locale: AppLocale,
  at: Date,
) {
  const { notice, preview, text } = await db.transaction(async (tx) => {
    await tx.select().from(hubEndpoints).where(eq(hubEndpoints.id, endpoint.id)).for('update')
    const company = await clientCompanyOf(tx, endpoint.teamId, endpoint.companyId)
    const prepared = await prepareRateNotice(tx, endpoint, company, sender.teamName, locale, at)
    refuseUnsendable(prepared.preview, company)
    const notice = await logRateNotice(tx, endpoint, prepared.preview, sender, at)
    return { notice, ...prepared }
  })
  for (const to of preview.recipients)
    await mailer.send({
      to,
      subject: preview.subject,
      html: preview.html,
      text,
      attachments: [
        { filename: preview.csv_filename, content_type: 'text/csv', content: preview.csv },
      ],
      key: `rate-notice:${notice.id}:${to}`,
    })
  return notice
}

/**
 * apply-rates: puts the endpoint's notified prices in the price list. A start already past is
 * moved to now (the client was told; billed history is never rewritten), then each price is
 * fitted into its history by the rule vendor rates use (domain/rates/windows.ts): the applied
 * price in force at its start ends there, and it ends where a later one begins.
 */
export async function applyRates(db: Database, endpoint: EndpointRow, at: Date) {
  return db.transaction(async (tx) => {
    await tx.select().from(hubEndpoints).where(eq(hubEndpoints.id, endpoint.id)).for('update')
    const applied = await tx
      .update(staticClientRates)
      .set({
        stage: 'applied',
        effectiveFrom: sql`greatest(${staticClientRates.effectiveFrom}, ${at.toISOString()}::timestamptz)`,
      })
      .where(
        and(eq(staticClientRates.endpointId, endpoint.id), eq(staticClientRates.stage, 'notified')),
      )
      .returning({ id: staticClientRates.id, noticeId: staticClientRates.noticeId })
    if (applied.length === 0) throw ValidationError.field('prices', 'rateNotice.nothingToApply')
    const ids = applied.map((row) => row.id)
    const starts = sql`select s.id, s.endpoint_id as owner_id, s.network_id, s.country,
        s.effective_from from static_client_rates s
      where s.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    // Every start is now or later, so the rule never finds billed history to refuse here.
    await fitRateWindows(tx, endpoint.teamId, starts, at, staticClientRateHistory)
    await tx
      .update(rateNotices)
      .set({ appliedAt: at })
      .where(and(eq(rateNotices.endpointId, endpoint.id), sql`${rateNotices.appliedAt} is null`))
    return { applied: applied.length }
  })
}
