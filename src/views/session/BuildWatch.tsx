import { useEffect } from 'react'
import { buildId } from '../../contract/constants'
import commonMessages from '../../messages/common/catalogue'
import frameMessages from '../../messages/frame-blank/catalogue'
import { useMessages } from '../../messages/useMessages'
import { watchBuildId } from '../../services/buildId'
import { useNotify } from '../../services/NotifyProvider'

const offerId = 'new-build'

/** Offers a reload (a toast with an action) when the server serves a newer build. */
export function BuildWatch() {
  const t = useMessages(frameMessages)
  const common = useMessages(commonMessages)
  const notifier = useNotify()
  useEffect(() => {
    const subscription = watchBuildId().subscribe(() =>
      notifier.notify({
        id: offerId,
        type: 'info',
        title: t('buildWatch.title'),
        message: t('buildWatch.message'),
        timeoutMs: buildId.reloadOfferMs,
        action: { label: common('action.reload'), run: () => window.location.reload() },
      }),
    )
    return () => subscription.unsubscribe()
  }, [notifier, t, common])
  return null
}
