import { and, eq, inArray, sql } from 'drizzle-orm'
import {
  type AppLocale,
  hubEndpointLimits,
  money,
  rightToLeftLocales,
} from '../../../../src/contract/constants'
import type {
  NoticePrice,
  RateNoticePreview,
  StaticRateKind,
} from '../../../../src/contract/hub-endpoint'
import { compareMoney, parseMoney } from '../../../../src/contract/money'
import { escapeHtml } from '../../adapters/mail/escape-html'
import type { Database } from '../../db/connect'
import { type companies, type hubEndpoints, rateNotices, staticClientRates } from '../../db/schema'
import { ValidationError } from '../../http/errors'
import { said, serverWords } from '../../http/words'
import { csvLine } from '../audience/export'
import { rowsOf } from '../campaigns/reports/scope'

type EndpointRow = typeof hubEndpoints.$inferSelect
type CompanyRow = typeof companies.$inferSelect

const dayMs = 86_400_000

/** The endpoint's notice period in days: its own, or the team's default. */
export const noticeDaysOf = (endpoint: EndpointRow) =>
  endpoint.noticeDays ?? hubEndpointLimits.rateNoticeDays

interface DraftRow {
  id: string
  network_name: string | null
  mcc: string | null
  mnc: string | null
  country: string
  price: string
  currency: string
  effective_from: Date | string
  old_price: string | null
  old_currency: string | null
}

/** New, increase, decrease or unchanged, compared through the money module (never a float). */
function kindOf(row: DraftRow): StaticRateKind {
  if (row.old_price === null || row.old_currency !== row.currency) return 'new'
  const shape = { currency: row.currency, scale: money.scales.rate }
  const order = compareMoney(parseMoney(row.price, shape), parseMoney(row.old_price, shape))
  return order > 0 ? 'increase' : order < 0 ? 'decrease' : 'unchanged'
}

/**
 * The endpoint's draft prices as a notice sent at `at` tells them: each against the applied
 * price in force at its start (same network, or same country price), increases flagged, and
 * an increase that starts sooner than the notice period allows marked `too_soon`.
 */
export async function draftNoticePrices(
  db: Database,
  endpoint: EndpointRow,
  at: Date,
): Promise<NoticePrice[]> {
  const rows = rowsOf<DraftRow>(
    await db.execute(sql`select d.id, n.name as network_name, n.mcc, n.mnc, d.country,
        d.price::text as price, d.currency, d.effective_from,
        old.price::text as old_price, old.currency as old_currency
      from static_client_rates d
      left join networks n on n.id = d.network_id
      left join lateral (
        select a.price, a.currency from static_client_rates a
        where a.endpoint_id = d.endpoint_id and a.stage = 'applied'
          and a.network_id is not distinct from d.network_id
          and (d.network_id is not null or a.country = d.country)
          and a.effective_from <= d.effective_from
          and (a.effective_till is null or a.effective_till > d.effective_from)
        order by a.effective_from desc limit 1
      ) old on true
      where d.endpoint_id = ${endpoint.id} and d.stage = 'draft'
      order by d.country, n.name nulls first, d.effective_from`),
  )
  const earliest = new Date(at.getTime() + noticeDaysOf(endpoint) * dayMs)
  return rows.map((row) => {
    const kind = kindOf(row)
    const from = new Date(row.effective_from)
    const increase = kind === 'increase'
    return {
      rate_id: row.id,
      network: row.network_name,
      mcc: row.mcc,
      mnc: row.mnc,
      country: row.country,
      kind,
      old_price: row.old_price,
      new_price: row.price,
      currency: row.currency,
      effective_from: from.toISOString(),
      earliest_from: increase ? earliest.toISOString() : null,
      too_soon: increase && from < earliest,
    }
  })
}

/** Who receives the notice: the client company's contacts with an email, once each. */
export const recipientsOf = (company: CompanyRow): string[] => [
  ...new Set(company.contacts.flatMap((contact) => (contact.email ? [contact.email] : []))),
]

/** The notice's words: subject, HTML body and CSV attachment, in `locale`. */
export function noticeDocument(
  locale: AppLocale,
  names: { team: string; endpoint: string; company: string },
  noticeDays: number,
  prices: NoticePrice[],
) {
  const t = serverWords(locale)
  const columns = [
    t('rateNotice.column.country'),
    t('rateNotice.column.network'),
    t('rateNotice.column.kind'),
    t('rateNotice.column.oldPrice'),
    t('rateNotice.column.newPrice'),
    t('rateNotice.column.currency'),
    t('rateNotice.column.effectiveFrom'),
  ]
  const cellsOf = (price: NoticePrice) => [
    price.country,
    price.network ?? t('rateNotice.allNetworks'),
    t('rateNotice.kind', { kind: price.kind }),
    price.old_price ?? '',
    price.new_price,
    price.currency,
    price.effective_from,
  ]
  const csv = [columns, ...prices.map(cellsOf)].map(csvLine).join('')
  const subject = t('rateNotice.subject', { team: names.team, endpoint: names.endpoint })
  const lines = [
    t('rateNotice.greeting', { company: names.company }),
    t('rateNotice.intro', { endpoint: names.endpoint }),
    t('rateNotice.increaseNote', { days: noticeDays }),
  ]
  const header = columns.map((cell) => `<th>${escapeHtml(cell)}</th>`).join('')
  const body = prices
    .map((price) => {
      const cells = cellsOf(price).map((cell) => `<td>${escapeHtml(cell)}</td>`)
      const marked = price.kind === 'increase' ? ' style="font-weight:bold;color:#b42318"' : ''
      return `<tr data-kind="${price.kind}"${marked}>${cells.join('')}</tr>`
    })
    .join('')
  const direction = rightToLeftLocales.includes(locale) ? 'rtl' : 'ltr'
  const html = `<div lang="${locale}" dir="${direction}">${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<table border="1" cellpadding="4"><thead><tr>${header}</tr></thead><tbody>${body}</tbody></table></div>`
  const text = [...lines, '', csv].join('\n')
  return { subject, html, text, csv }
}

/** The attachment's file name: the endpoint's name made safe, and the day of the notice. */
export const csvFilenameOf = (endpoint: EndpointRow, at: Date) =>
  `${endpoint.name.replace(/[^A-Za-z0-9_-]+/g, '-')}-prices-${at.toISOString().slice(0, 10)}.csv`

/** The notice send-rates would send at `at`: the preview, and the mail's plain-text part. */
export async function prepareRateNotice(
  db: Database,
  endpoint: EndpointRow,
  company: CompanyRow,
  teamName: string,
  locale: AppLocale,
  at: Date,
): Promise<{ preview: RateNoticePreview; text: string }> {
  const prices = await draftNoticePrices(db, endpoint, at)
  const noticeDays = noticeDaysOf(endpoint)
  const names = { team: teamName, endpoint: endpoint.name, company: company.name }
  const document = noticeDocument(locale, names, noticeDays, prices)
  const preview = {
    endpoint_id: endpoint.id,
    notice_days: noticeDays,
    recipients: recipientsOf(company),
    subject: document.subject,
    html: document.html,
    csv_filename: csvFilenameOf(endpoint, at),
    csv: document.csv,
    prices,
  }
  return { preview, text: document.text }
}

/**
 * Refuses a notice that cannot be sent (422 a person can act on): nothing to send, nobody to
 * send it to, or an increase sooner than the notice period allows. Refused, not moved: a date
 * the operator typed is kept as typed, and the message names the earliest date to move it to.
 */
export function refuseUnsendable(preview: RateNoticePreview, company: CompanyRow) {
  if (preview.prices.length === 0) throw ValidationError.field('prices', 'rateNotice.nothingToSend')
  if (preview.recipients.length === 0)
    throw ValidationError.field(
      'recipients',
      said('rateNotice.noRecipients', { company: company.name }),
    )
  const tooSoon = preview.prices.filter((price) => price.too_soon)
  const first = tooSoon[0]
  if (first)
    throw ValidationError.field('prices', (inLocale: AppLocale) =>
      serverWords(inLocale)('rateNotice.tooSoon', {
        count: tooSoon.length,
        days: preview.notice_days,
        first: first.network ?? serverWords(inLocale)('rateNotice.allNetworks'),
        country: first.country,
        from: first.effective_from.slice(0, 10),
        earliest: (first.earliest_from ?? '').slice(0, 10),
      }),
    )
}

/** Logs a sent notice and marks its prices notified, in the caller's transaction. */
export async function logRateNotice(
  tx: Database,
  endpoint: EndpointRow,
  preview: RateNoticePreview,
  sender: { id: string; name: string },
  at: Date,
) {
  const [notice] = await tx
    .insert(rateNotices)
    .values({
      teamId: endpoint.teamId,
      endpointId: endpoint.id,
      sentAt: at,
      sentById: sender.id,
      sentByName: sender.name,
      recipients: preview.recipients,
      subject: preview.subject,
      noticeDays: preview.notice_days,
      prices: preview.prices,
    })
    .returning()
  if (!notice) throw new Error('The rate notice was not stored')
  await tx
    .update(staticClientRates)
    .set({ stage: 'notified', noticeId: notice.id })
    .where(
      and(
        eq(staticClientRates.endpointId, endpoint.id),
        eq(staticClientRates.stage, 'draft'),
        inArray(
          staticClientRates.id,
          preview.prices.map((price) => price.rate_id),
        ),
      ),
    )
  return notice
}
