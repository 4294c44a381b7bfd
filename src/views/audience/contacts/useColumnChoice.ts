import { useCallback, useState } from 'react'
import { defaultColumnIds } from './columns'

const storageKey = (userId: string) => `switchboard.contacts.columns.${userId}`

function readChoice(userId: string | null): string[] {
  if (!userId) return defaultColumnIds
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(userId)) ?? 'null') as unknown
    if (Array.isArray(stored) && stored.every((id) => typeof id === 'string') && stored.length > 0)
      return stored
  } catch {
    // A value written by hand or by an older build: the default columns instead.
  }
  return defaultColumnIds
}

/**
 * The columns the table shows, remembered per user in this browser (people share computers in
 * call centres; one's choice is not another's).
 */
export function useColumnChoice(userId: string | null) {
  const [choice, setChoice] = useState(() => readChoice(userId))
  const [owner, setOwner] = useState(userId)
  if (owner !== userId) {
    setOwner(userId)
    setChoice(readChoice(userId))
  }
  const choose = useCallback(
    (ids: string[]) => {
      if (ids.length === 0) return
      setChoice(ids)
      if (userId) localStorage.setItem(storageKey(userId), JSON.stringify(ids))
    },
    [userId],
  )
  return [choice, choose] as const
}
