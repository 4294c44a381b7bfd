/** One value of a chart: a category (bar, slice) or a point in time (line). */
export interface ChartDatum {
  label: string
  value: number
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

/**
 * A round top for a value axis and the steps up to it (1, 2 or 5 times a power of ten), so
 * gridlines fall on numbers people read at a glance. Counts never need fractions.
 */
export function niceScale(max: number, steps = 4): { top: number; ticks: number[] } {
  if (max <= 0) return { top: 1, ticks: [0, 1] }
  const rough = max / steps
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = Math.max(1, ([1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power)
  const top = Math.ceil(max / step) * step
  const ticks: number[] = []
  for (let tick = 0; tick <= top; tick += step) ticks.push(tick)
  return { top, ticks }
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
