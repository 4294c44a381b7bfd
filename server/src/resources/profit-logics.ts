import { and, count, eq, ne } from 'drizzle-orm'
import { profitLogicLimits } from '../../../src/contract/constants'
import {
  type ProfitLogicResource,
  profitLogicListQuery,
  profitLogicRequest,
  profitLogicUpdateRequest,
  profitLogicWriters,
} from '../../../src/contract/profit-logic'
import { profitLogicPaths } from '../../../src/contract/routes'
import { profitLogics } from '../db/schema'
import { checkRuleClients } from '../domain/client-rates/store'
import { ValidationError } from '../http/errors'
import { said } from '../http/words'
import { defineResource } from './define'

/**
 * Profit-logic sets (issue 18 item 5): a name and the clients covered; their rules are
 * routes/profit-logic.ts's. Owners and admins write, everyone in the team reads.
 */
export const profitLogicsResource = defineResource({
  path: profitLogicPaths.sets,
  subjectType: 'profit_logic',
  thing: 'profitLogic',
  table: profitLogics,
  schemas: {
    create: profitLogicRequest,
    update: profitLogicUpdateRequest,
    query: profitLogicListQuery,
  },
  sortColumns: { name: profitLogics.name, created_at: profitLogics.createdAt },
  filters: {},
  searchColumns: [profitLogics.name],
  rules: { create: profitLogicWriters, update: profitLogicWriters, delete: profitLogicWriters },
  async prepare(tx, teamId, input) {
    await checkRuleClients(tx, teamId, input.client_ids)
    return input
  },
  async afterCreate(tx, teamId, row) {
    const [{ sets = 0 } = {}] = await tx
      .select({ sets: count() })
      .from(profitLogics)
      .where(and(eq(profitLogics.teamId, teamId), ne(profitLogics.id, row.id)))
    if (sets >= profitLogicLimits.setsMax)
      throw ValidationError.field(
        'name',
        said('profitLogic.tooMany', { max: profitLogicLimits.setsMax }),
      )
    return row
  },
  toValues: (input) => ({ name: input.name, clientIds: input.client_ids }),
  toRequest: (row) => ({ name: row.name, client_ids: row.clientIds }),
  present: (row): ProfitLogicResource => ({
    id: row.id,
    name: row.name,
    client_ids: row.clientIds,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }),
  label: (row) => row.name,
})
