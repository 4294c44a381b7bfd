import { scalePoint, scaleUtc } from 'd3-scale'
import type { ChartDatum } from './chartData'

/** A named place on the axis under a line, in drawn (left-to-right) coordinates. */
export interface AxisTick {
  x: number
  label: string
}

export interface TimeAxis {
  /** Where the point at `index` is drawn along the axis. */
  x: (index: number) => number
  ticks: AxisTick[]
}

const dayMs = 86_400_000

/** The dates of a series when every point has one and they run forwards; else null. */
export function datesOf(data: readonly ChartDatum[]): Date[] | null {
  const dates = data.map((datum) => datum.at)
  if (dates.length < 2 || dates.some((date) => date === undefined)) return null
  const known = dates as Date[]
  return known.every((date, index) => index === 0 || date > (known[index - 1] as Date))
    ? known
    : null
}

/** How a tick names its date: by month (and year) once ticks are a month or more apart. */
function tickNamer(locale: string, stepMs: number) {
  const options: Intl.DateTimeFormatOptions =
    stepMs >= 365 * dayMs
      ? { year: 'numeric' }
      : stepMs >= 28 * dayMs
        ? { month: 'short', year: 'numeric' }
        : { day: 'numeric', month: 'short' }
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })
  return (date: Date) => format.format(date)
}

/**
 * The axis a line runs along, over `range` (given right to left for right-to-left locales).
 * A dated series gets a d3 time scale with round dates for ticks (days, weeks, months), about
 * one per `room` of them and never more than the periods; an undated one is spaced evenly with
 * its first, middle and last labels named.
 */
export function timeAxis(
  data: readonly ChartDatum[],
  range: readonly [number, number],
  locale: string,
  room: number,
): TimeAxis {
  const dates = datesOf(data)
  if (dates) {
    const scale = scaleUtc()
      .domain([dates[0] as Date, dates[dates.length - 1] as Date])
      .range(range)
    // Fewer ticks than gaps between periods: a tick never falls finer than the series' interval.
    const ticks = scale.ticks(Math.max(1, Math.min(room, dates.length - 1)))
    const [first, second] = ticks.length > 1 ? ticks : dates
    const name = tickNamer(locale, (second as Date).getTime() - (first as Date).getTime())
    return {
      x: (index) => scale(dates[index] as Date),
      ticks: ticks.map((tick) => ({ x: scale(tick), label: name(tick) })),
    }
  }
  const scale = scalePoint<number>()
    .domain(data.map((_, index) => index))
    .range(range)
  const middle = (range[0] + range[1]) / 2
  const named = [...new Set([0, Math.floor((data.length - 1) / 2), data.length - 1])]
  return {
    x: (index) => scale(index) ?? middle,
    ticks: named.flatMap((index) => {
      const datum = data[index]
      return datum ? [{ x: scale(index) ?? middle, label: datum.label }] : []
    }),
  }
}

/** Labels at the ends of the axis hang inwards so they stay inside the chart. */
export function tickAnchor(
  x: number,
  range: readonly [number, number],
): 'start' | 'middle' | 'end' {
  const left = Math.min(...range)
  const right = Math.max(...range)
  const edge = (right - left) / 10
  if (x - left < edge) return 'start'
  if (right - x < edge) return 'end'
  return 'middle'
}
