import { asc, eq } from 'drizzle-orm'
import { networks, rateParserProfiles, rateSheets, vendorRates } from '../db/schema'
import { changeSetOf, insertChangeRows } from '../domain/rate-sheets/parse-task'
import type { SeedStep } from './context'
import { demoRouteIds, demoRoutes } from './demo-routes'

const vendor = demoRoutes.acme.vendorName

/**
 * The rate inbox starts with one vendor's profile and a small sheet, parsed and not applied,
 * against the demo route Acme Wholesale (demo-routes.ts) with a few rates: the change set shows
 * an increase, a decrease, an unchanged rate, a new network and an error row to read. Cheap:
 * five networks, five rows.
 */
export const demoRateSheetsStep: SeedStep = {
  name: 'rate sheets',
  async run(context) {
    const { db, teamId, now } = context
    const picked = await db
      .select()
      .from(networks)
      .where(eq(networks.teamId, teamId))
      .orderBy(asc(networks.mcc), asc(networks.mnc))
      .limit(4)
    if (picked.length < 4) return
    const routeId = (await demoRouteIds(context)).acme
    const from = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000)
    await db.insert(vendorRates).values(
      ['0.021000', '0.034000', '0.015000'].map((price, index) => ({
        teamId,
        routeId,
        networkId: picked[index]?.id ?? null,
        country: picked[index]?.country ?? 'GB',
        price,
        currency: 'EUR',
        effectiveFrom: from,
      })),
    )
    const [profile] = await db
      .insert(rateParserProfiles)
      .values({
        teamId,
        vendorName: vendor,
        columns: { country: 0, mccmnc: 1, rate: 2, currency: 3 },
        dateFormat: 'YYYY-MM-DD',
        timeZone: 'UTC',
        mode: 'partial',
        defaultCurrency: 'EUR',
      })
      .returning()
    if (!profile) return
    const prices = ['0.023', '0.031', '0.015', '0.044']
    const lines = picked.map(
      (network, index) => `${network.country},${network.mcc}${network.mnc},${prices[index]},EUR`,
    )
    const csv = ['Country,MCCMNC,Rate,Currency', ...lines, 'ZZ,99999,0.05,EUR'].join('\n')
    const content = Buffer.from(csv)
    const [sheet] = await db
      .insert(rateSheets)
      .values({
        teamId,
        routeId,
        profileId: profile.id,
        filename: 'acme-wholesale-rates.csv',
        kind: 'csv',
        content,
        sizeBytes: content.length,
        uploadedBy: context.owner.id,
        status: 'parsing',
      })
      .returning()
    if (!sheet) return
    const { rows, summary } = await changeSetOf({ db, clock: () => now }, sheet)
    await insertChangeRows(db, sheet.id, rows)
    await db
      .update(rateSheets)
      .set({
        status: 'parsed',
        summary,
        processedRows: rows.length,
        totalRows: rows.length,
        parsedAt: now,
      })
      .where(eq(rateSheets.id, sheet.id))
  },
}
