/**
 * The feed contract's plain values, apart from its schemas (feed.ts re-exports them): a route's
 * search validation runs in the entry chunk, which loads without the schema library.
 */

/** accepted: every row taken; partial: some refused; rejected: the whole batch refused. */
export const feedLogOutcomes = ['accepted', 'partial', 'rejected'] as const
