/**
 * The campaign reports' plain values, apart from their schemas (campaign-reports.ts): the
 * reports route checks its URL in the entry chunk, which loads without the schema library.
 */
export const reportGroupings = ['day', 'week', 'month'] as const
export type ReportGrouping = (typeof reportGroupings)[number]
