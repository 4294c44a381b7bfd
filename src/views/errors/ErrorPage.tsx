import { type ErrorComponentProps, isNotFound, useRouter } from '@tanstack/react-router'
import { Button } from '../../design/Button'
import { Link } from '../../design/Link'
import { chunkReloadGuard } from '../../services/chunkReload'
import { ErrorView } from './ErrorView'
import { NotFoundPage } from './NotFoundPage'

export const defaultErrorTitle = 'Internal Server Error'

function statusOf(error: unknown): number {
  if (isNotFound(error)) return 404
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' ? status : 500
}

/** Spec §8: a not-found variant for 404, a general variant for everything else. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const status = statusOf(error)
  if (status === 404) return <NotFoundPage />

  const chunkFailed = chunkReloadGuard.hasGivenUp()
  const message = chunkFailed
    ? 'Part of Switchboard could not be loaded, even after a reload. Check your connection, then reload the page.'
    : 'Something went wrong on our side. Try again; if it keeps happening, tell your administrator what you were doing.'
  return (
    <ErrorView
      status={status}
      title={defaultErrorTitle}
      message={message}
      actions={
        <>
          {chunkFailed ? (
            <Button tone="primary" variant="solid" onPress={() => window.location.reload()}>
              Reload the page
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
              Try again
            </Button>
          )}
          <Link href="/">Go to the dashboard</Link>
        </>
      }
    />
  )
}
