import { and, eq } from 'drizzle-orm'
import { clientRateRules, companies } from '../db/schema'
import type { SeedStep } from './context'

/**
 * Three client-rate rules over the demo clients (demo-companies.ts), so the client rates table
 * shows prices, margins and the rule behind each on first start: Globex's own markup with a
 * floor, Initech's fixed USD price in the UK (its currency is not the vendors'), and a markup for
 * every other client.
 */
export const demoClientRatesStep: SeedStep = {
  name: 'demo client rates',
  async run({ db, teamId }) {
    const clientId = async (name: string) => {
      const [row] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.teamId, teamId), eq(companies.name, name)))
      return row ? [row.id] : []
    }
    await db.insert(clientRateRules).values([
      {
        teamId,
        position: 1,
        name: 'Globex: cost + 25 %, at least 0.002',
        clientIds: await clientId('Globex Messaging'),
        kind: 'markup',
        markupPercent: '25',
        minMargin: '0.002',
        decimals: 4,
      },
      {
        teamId,
        position: 2,
        name: 'Initech: fixed USD price in the UK',
        clientIds: await clientId('Initech Alerts'),
        country: 'GB',
        kind: 'fixed',
        fixedPrice: '0.045',
        currency: 'USD',
        decimals: 4,
      },
      {
        teamId,
        position: 3,
        name: 'Every other client: cost + 35 %',
        kind: 'markup',
        markupPercent: '35',
        addFixed: '0.0005',
      },
    ])
  },
}
