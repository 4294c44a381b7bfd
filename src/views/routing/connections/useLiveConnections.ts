import { useEffect } from 'react'
import { connectionStatusEvents } from './liveConnections'

/**
 * Reads the list again whenever a link changes state (pushed by the server), and once the stream
 * is open, so a change made while it opened is not missed.
 */
export function useLiveConnections(reload: () => void) {
  useEffect(() => {
    const subscription = connectionStatusEvents(reload).subscribe(() => reload())
    return () => subscription.unsubscribe()
  }, [reload])
}
