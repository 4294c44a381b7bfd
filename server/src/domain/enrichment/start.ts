import { mnpRequestNumbers, mnpRequests } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { announceRequest } from './announce'
import type { LookupNumbers } from './numbers'
import type { MnpRequestRow } from './present'

/** Numbers inserted per statement (three parameters each). */
const insertChunk = 1000

/**
 * Queues a run over the numbers: the run and each of its numbers are stored in one transaction,
 * then the worker loop is kicked. What a run does with each number (reuse a fresh answer, look
 * a stale one up) is decided when it gets there, not here.
 */
export async function startLookupRun(
  deps: Pick<AppDeps, 'db' | 'work' | 'events'>,
  team: { teamId: string; userId: string },
  source: { segmentId: string | null },
  { numbers }: LookupNumbers,
): Promise<MnpRequestRow> {
  const row = await deps.db.transaction(async (tx) => {
    const [run] = await tx
      .insert(mnpRequests)
      .values({
        teamId: team.teamId,
        kind: source.segmentId ? 'segment' : 'list',
        segmentId: source.segmentId,
        total: numbers.length,
        createdBy: team.userId,
      })
      .returning()
    if (!run) throw new Error('The lookup run was not stored.')
    for (let start = 0; start < numbers.length; start += insertChunk)
      await tx
        .insert(mnpRequestNumbers)
        .values(numbers.slice(start, start + insertChunk).map((n) => ({ ...n, requestId: run.id })))
    return run
  })
  announceRequest(deps, row)
  deps.work.kick()
  return row
}
