import { useEffect, useState } from 'react'
import type { ServerSettingsResponse } from '../../contract/server-settings'
import { fetchServerSettings } from '../../services/serverSettings'

/** How the server is set up (GET /api/server-settings); null while unknown or unanswered. */
export function useServerSettings(
  readSettings: typeof fetchServerSettings = fetchServerSettings,
): ServerSettingsResponse | null {
  const [settings, setSettings] = useState<ServerSettingsResponse | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    void readSettings(controller.signal).then((answer) => {
      if (!controller.signal.aborted) setSettings(answer)
    })
    return () => controller.abort()
  }, [readSettings])
  return settings
}
