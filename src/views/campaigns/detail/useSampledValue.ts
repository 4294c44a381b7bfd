import { useEffect, useRef, useState } from 'react'

/**
 * `value`, following it at most once every `everyMs`: the first change waits that long, and
 * changes meanwhile are taken together. Unlike a debounce it keeps up with a value that never
 * rests (counters of a campaign that is sending).
 */
export function useSampledValue<T>(value: T, everyMs: number): T {
  const [sampled, setSampled] = useState(value)
  const latest = useRef(value)
  latest.current = value
  const moved = !Object.is(value, sampled)
  useEffect(() => {
    if (!moved) return
    const timer = setTimeout(() => setSampled(latest.current), everyMs)
    return () => clearTimeout(timer)
  }, [moved, everyMs])
  return sampled
}
