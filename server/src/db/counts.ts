import { type SQL, sql } from 'drizzle-orm'

/** The rows of a group, as a number (count(*) is a bigint, which the driver reads as a string). */
export const countAll = () => sql<number>`count(*)::int`

/** The rows of a group that meet `condition`. */
export const countWhere = (condition: SQL) =>
  sql<number>`(count(*) filter (where ${condition}))::int`
