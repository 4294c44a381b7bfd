import { scaleLinear } from 'd3-scale'

/**
 * A value axis from zero to a round top above `max`, and its gridlines: d3's nice domain and
 * ticks (steps of 1, 2 or 5 times a power of ten, about `steps` of them), whole numbers only
 * since counts never need fractions.
 */
export function niceScale(max: number, steps = 4): { top: number; ticks: number[] } {
  const scale = scaleLinear()
    .domain([0, Math.max(max, 1)])
    .nice(steps)
  const [, top = 1] = scale.domain()
  return { top, ticks: scale.ticks(steps).filter(Number.isInteger) }
}
