import { useEffect } from 'react'
import { buildId } from '../../contract/constants'
import { watchBuildId } from '../../services/buildId'
import { useNotify } from '../../services/NotifyProvider'

const offerId = 'new-build'

/** Offers a reload (a toast with an action) when the server serves a newer build. */
export function BuildWatch() {
  const notifier = useNotify()
  useEffect(() => {
    const subscription = watchBuildId().subscribe(() =>
      notifier.notify({
        id: offerId,
        type: 'info',
        title: 'A new version of Switchboard is ready',
        message: 'Reload to use it. Save your work first: a reload clears unsaved changes.',
        timeoutMs: buildId.reloadOfferMs,
        action: { label: 'Reload', run: () => window.location.reload() },
      }),
    )
    return () => subscription.unsubscribe()
  }, [notifier])
  return null
}
