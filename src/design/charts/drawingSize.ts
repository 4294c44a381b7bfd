/**
 * The heights the drawings take, kept apart from the drawings themselves so that the placeholder
 * shown while their code loads (LazyCharts) reserves the same box and nothing moves when they land.
 */
export const lineChartHeight = 220

/** A bar's row, the bar and the space around it. */
export const barRowHeight = 30

/** Bars drawn when the caller does not say; the rest are summed into one "Other" bar. */
export const defaultMaxBars = 10

/** The height of `count` bars, of which at most `maxBars` are drawn (see foldRest). */
export const barChartHeight = (count: number, maxBars = defaultMaxBars) =>
  Math.min(count, maxBars) * barRowHeight
