import { useCallback, useEffect, useRef, useState } from 'react'
import type { VoiceCampaignResource } from '../../../../contract/voice-campaign'
import { useLiveVoiceChanges } from '../useLiveVoiceChanges'
import { voiceCampaignsApi } from '../voiceApi'
import { withVoiceChange } from '../voiceLive'

/**
 * The voice campaign as loaded, then as the server pushes it (lifecycle moves and counters), with
 * the calls in progress. Once the stream is open it is read again, so nothing missed meanwhile.
 */
export function useLiveVoiceCampaign(loaded: VoiceCampaignResource): {
  campaign: VoiceCampaignResource
  activeCalls: number | undefined
} {
  const [reread, setReread] = useState<VoiceCampaignResource | null>(null)
  const { id } = loaded
  const reading = useRef<AbortController | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    reading.current = controller
    return () => controller.abort()
  }, [])
  const readAgain = useCallback(() => {
    const signal = reading.current?.signal
    void voiceCampaignsApi.show(id, signal).then(
      (result) => result.ok && !signal?.aborted && setReread(result.data),
      () => {},
    )
  }, [id])
  const changes = useLiveVoiceChanges(readAgain)
  const base = reread && reread.updated_at >= loaded.updated_at ? reread : loaded
  const change = changes.get(id)
  return { campaign: withVoiceChange(base, change), activeCalls: change?.activeCalls }
}
