import { useEffect, useRef, useState } from 'react'
import type { ApiResult } from '../../../services/http/client'

/**
 * A list the panel loads itself (it has no route of its own): the answer for the current
 * `key` (null while loading it the first time), and a retry. A new key loads again and keeps
 * showing the last answer meanwhile, so a live refresh does not blank the table; a request
 * left behind is aborted.
 */
export function useLoadedPage<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<ApiResult<T>>,
): { result: ApiResult<T> | null; retry: () => void } {
  const [result, setResult] = useState<ApiResult<T> | null>(null)
  const [attempt, setAttempt] = useState(0)
  const latest = useRef(load)
  latest.current = load
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key and the attempt say when to load again
  useEffect(() => {
    const request = new AbortController()
    // The client answers failures as values (spec §8): nothing to catch here.
    void latest.current(request.signal).then((answer) => {
      if (!request.signal.aborted) setResult(answer)
    })
    return () => request.abort()
  }, [key, attempt])
  return { result, retry: () => setAttempt((value) => value + 1) }
}
