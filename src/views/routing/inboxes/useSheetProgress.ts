import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { exhaustMap, filter, map, takeWhile, timer } from 'rxjs'
import type { RateSheetResource } from '../../../contract/rate-sheet'
import { useRoutingScope } from '../scope/RoutingScope'
import { inboxesApiOf } from './inboxesApi'

/** How often a sheet being parsed is asked for. */
export const parsePollMs = 1000

/**
 * A sheet while it is parsed: asked for every `parsePollMs` until it leaves `parsing`, then the
 * route's data is loaded again (its change set is there).
 */
export function useSheetProgress(sheet: RateSheetResource): RateSheetResource {
  const router = useRouter()
  const inboxesApi = inboxesApiOf(useRoutingScope())
  const [latest, setLatest] = useState(sheet)
  useEffect(() => {
    setLatest(sheet)
    if (sheet.status !== 'parsing') return
    const controller = new AbortController()
    const subscription = timer(parsePollMs, parsePollMs)
      .pipe(
        exhaustMap(() => inboxesApi.show(sheet.id, controller.signal)),
        filter((result) => result.ok),
        map((result) => (result as { data: RateSheetResource }).data),
        takeWhile((shown) => shown.status === 'parsing', true),
      )
      .subscribe((shown) => {
        setLatest(shown)
        if (shown.status !== 'parsing') void router.invalidate()
      })
    return () => {
      controller.abort()
      subscription.unsubscribe()
    }
  }, [sheet, router, inboxesApi])
  return latest
}
