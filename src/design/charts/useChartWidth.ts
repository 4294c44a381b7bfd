import { useLayoutEffect, useRef, useState } from 'react'

/**
 * The width the chart is given, followed as it changes, so the drawing is laid out at the size
 * it is shown and its text stays at its real size instead of shrinking with a scaled viewBox.
 * Before the first measure (and where ResizeObserver is missing) `fallback` stands in.
 */
export function useChartWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(fallback)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry?.contentRect.width ?? 0)
      if (measured > 0) setWidth(measured)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { ref, width }
}
