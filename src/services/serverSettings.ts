import {
  type ServerSettingsResponse,
  serverSettingsPath,
  serverSettingsResponse,
} from '../contract/server-settings'

/** GET /api/server-settings: how the server is set up; null when it could not be asked. */
export async function fetchServerSettings(
  signal?: AbortSignal,
): Promise<ServerSettingsResponse | null> {
  const response = await fetch(serverSettingsPath, { credentials: 'same-origin', signal }).catch(
    () => null,
  )
  if (!response?.ok) return null
  const parsed = serverSettingsResponse.safeParse(await response.json().catch(() => null))
  return parsed.success ? parsed.data : null
}
