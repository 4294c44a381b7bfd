import type { TeamRole } from '../../../src/contract/team'
import type { Database } from '../db/connect'

/** What the seed has made so far, handed to every step. */
export interface SeedContext {
  /** The seed's transaction: a step that fails leaves the database empty. */
  db: Database
  now: Date
  owner: { id: string; name: string; email: string }
  /** The demo team, the owner's current team. */
  teamId: string
  /** The owner's personal team (every user has one). */
  personalTeamId: string
  /** The demo team's other members, with the role they were invited with. */
  members: { id: string; name: string; email: string; role: TeamRole; joinedAs: TeamRole }[]
}

/** One part of the demo data. Add a step to seedSteps (seed/steps.ts) for each new area. */
export interface SeedStep {
  name: string
  run(context: SeedContext): Promise<void>
}

const day = 24 * 60 * 60 * 1000

/** A moment `days` (fractions welcome) before the seed ran. */
export const daysAgo = (context: SeedContext, days: number) =>
  new Date(context.now.getTime() - days * day)
