import { useLocation, useRouter } from '@tanstack/react-router'
import { Button } from '../../design/Button'
import { Link } from '../../design/Link'
import { ErrorView } from './ErrorView'

export const notFoundTitle = 'Page Not Found'

export function notFoundMessage(path: string): string {
  return `Page not found: ${path}`
}

/** Spec §8: an unmatched route, a route whose parameters fail validation, or a 404 answer. */
export function NotFoundPage() {
  const router = useRouter()
  const pathname = useLocation({ select: (location) => location.pathname })
  return (
    <ErrorView
      status={404}
      title={notFoundTitle}
      message={notFoundMessage(pathname)}
      actions={
        <>
          <Link href="/">Go to the dashboard</Link>
          <Button variant="ghost" onPress={() => router.history.back()}>
            Go back
          </Button>
        </>
      }
    />
  )
}
