import { and, eq } from 'drizzle-orm'
import { companies, profitLogicRules, profitLogics } from '../db/schema'
import type { SeedStep } from './context'

/**
 * Profit logic over the demo clients (demo-companies.ts), so a hub simulation for a client shows
 * verdicts on first start: Globex never at a loss and at least 0.001 in the UK; every client
 * allowed a small loss elsewhere, for a stated reason.
 */
export const demoProfitLogicStep: SeedStep = {
  name: 'demo profit logic',
  async run({ db, teamId }) {
    const [globex] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.teamId, teamId), eq(companies.name, 'Globex Messaging')))
    const [guarded, everyone] = await db
      .insert(profitLogics)
      .values([
        { teamId, name: 'Globex: no losses', clientIds: globex ? [globex.id] : [] },
        { teamId, name: 'Every client: small losses allowed', clientIds: [] },
      ])
      .returning({ id: profitLogics.id })
    if (!guarded || !everyone) return
    await db.insert(profitLogicRules).values([
      {
        teamId,
        profitLogicId: guarded.id,
        position: 1,
        country: 'GB',
        minMargin: '0.001',
        negativeMargin: 'block',
      },
      { teamId, profitLogicId: guarded.id, position: 2, negativeMargin: 'block' },
      {
        teamId,
        profitLogicId: everyone.id,
        position: 1,
        maxLoss: '0.002',
        negativeMargin: 'allow',
        override: true,
        overrideReason: 'Volume deals: a small loss per message is accepted',
      },
    ])
  },
}
