/** One value of a chart: a category (bar, slice) or a point in time (line). */
export interface ChartDatum {
  label: string
  value: number
  /** The value as people read it (an amount with its currency); `value` then only draws it. */
  shown?: string
  /** A period's first moment: a line whose every point has one is drawn on a time axis. */
  at?: Date
}

/** How many colours the series palette has (Chart.css.ts): a donut folds the rest into one. */
export const seriesColourCount = 5

/** True when there is nothing to draw: no values, or only zeros. */
export function isEmptyData(data: readonly ChartDatum[]): boolean {
  return data.every((datum) => datum.value === 0)
}

/**
 * The first `keep - 1` values as they are and the rest summed under `otherLabel`, so a chart
 * with a fixed number of bars or colours still accounts for every contact.
 */
export function foldRest(
  data: readonly ChartDatum[],
  keep: number,
  otherLabel: string,
): ChartDatum[] {
  if (data.length <= keep) return [...data]
  const kept = data.slice(0, keep - 1)
  const rest = data.slice(keep - 1).reduce((sum, datum) => sum + datum.value, 0)
  return [...kept, { label: otherLabel, value: rest }]
}

/** The largest value, or 0 for none (no negative counts). */
export function maxOf(data: readonly ChartDatum[]): number {
  return Math.max(...data.map((datum) => datum.value), 0)
}

/** Each value's share of the total as a whole percent (0 for an empty total). */
export function shareOf(value: number, total: number): number {
  return total === 0 ? 0 : (value / total) * 100
}

/** The label with the largest value, for the chart's one-sentence summary. */
export function largest(data: readonly ChartDatum[]): ChartDatum | undefined {
  return data.reduce<ChartDatum | undefined>(
    (best, datum) => (best === undefined || datum.value > best.value ? datum : best),
    undefined,
  )
}
