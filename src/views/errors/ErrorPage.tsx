import { type ErrorComponentProps, isNotFound, useRouter } from '@tanstack/react-router'
import { Button } from '../../design/Button'
import { Link } from '../../design/Link'
import commonMessages from '../../messages/common/catalogue'
import frameMessages from '../../messages/frame/catalogue'
import { useMessages } from '../../messages/useMessages'
import { chunkReloadGuard } from '../../services/chunkReload'
import { ErrorView } from './ErrorView'
import { NotFoundPage } from './NotFoundPage'

function statusOf(error: unknown): number {
  if (isNotFound(error)) return 404
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' ? status : 500
}

/** Spec §8: a not-found variant for 404, a general variant for everything else. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const t = useMessages(frameMessages)
  const common = useMessages(commonMessages)
  const router = useRouter()
  const status = statusOf(error)
  if (status === 404) return <NotFoundPage />

  const chunkFailed = chunkReloadGuard.hasGivenUp()
  return (
    <ErrorView
      status={status}
      title={t('errorPage.title')}
      message={t(chunkFailed ? 'errorPage.chunkFailed' : 'errorPage.failed')}
      actions={
        <>
          {chunkFailed ? (
            <Button tone="primary" variant="solid" onPress={() => window.location.reload()}>
              {t('errorPage.reload')}
            </Button>
          ) : (
            <Button
              tone="primary"
              variant="solid"
              onPress={() => {
                reset()
                void router.invalidate()
              }}
            >
              {common('action.tryAgain')}
            </Button>
          )}
          <Link href="/">{t('errorPage.home')}</Link>
        </>
      }
    />
  )
}
