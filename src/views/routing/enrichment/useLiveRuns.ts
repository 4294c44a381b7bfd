import { useEffect } from 'react'
import { domainEventStream } from '../../../services/events/domainEventStream'
import { streamOptions } from '../connections/liveConnections'

/**
 * Reads the screen again whenever a lookup run moves on (pushed by the server), and once the
 * stream is open, so a step taken while it opened is not missed.
 */
export function useLiveRuns(reload: () => void) {
  useEffect(() => {
    const subscription = domainEventStream('mnp_request.progress', streamOptions(reload)).subscribe(
      () => reload(),
    )
    return () => subscription.unsubscribe()
  }, [reload])
}
