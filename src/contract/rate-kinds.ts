/**
 * The kinds of rate change, apart from the schemas (vendor-rate.ts and rate-sheet.ts re-export
 * them): the Changes and Inboxes routes validate their search with these in the entry chunk,
 * which loads without the schema library.
 */

/**
 * A rate change (GET sms/routing/rates/changes): a rate row compared with the row before it for
 * the same route and network (or country default). `closed`: the row ends with none after it.
 */
export const rateChangeKinds = ['new', 'increase', 'decrease', 'unchanged', 'closed'] as const
export type RateChangeKind = (typeof rateChangeKinds)[number]

/** A rate sheet's row against the rate in force: a change, or an error that blocks applying. */
export const rateSheetRowKinds = [
  'error',
  'new',
  'increase',
  'decrease',
  'closed',
  'unchanged',
] as const
export type RateSheetRowKind = (typeof rateSheetRowKinds)[number]
