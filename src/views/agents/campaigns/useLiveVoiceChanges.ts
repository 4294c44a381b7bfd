import { useEffect, useState } from 'react'
import { campaignScreens } from '../../../contract/constants'
import { voiceLifecycleEvents, voiceStatsEvents } from './voiceApi'
import { type VoiceLiveChange, voiceLiveChanges } from './voiceLive'

const none: ReadonlyMap<string, VoiceLiveChange> = new Map()

/**
 * What the server pushed about the team's voice campaigns since the page loaded. `onReady`: the
 * lifecycle stream is open, the moment to read again what may have changed while it opened.
 */
export function useLiveVoiceChanges(onReady: () => void): ReadonlyMap<string, VoiceLiveChange> {
  const [changes, setChanges] = useState(none)
  useEffect(() => {
    const subscription = voiceLiveChanges(
      voiceLifecycleEvents(onReady),
      voiceStatsEvents(),
      campaignScreens.liveRenderMs,
    ).subscribe(setChanges)
    return () => subscription.unsubscribe()
  }, [onReady])
  return changes
}
