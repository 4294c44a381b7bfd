import { useLocation, useRouter } from '@tanstack/react-router'
import { Button } from '../../design/Button'
import { Link } from '../../design/Link'
import frameMessages from '../../messages/frame/catalogue'
import { useMessages } from '../../messages/useMessages'
import { ErrorView } from './ErrorView'

/** Spec §8: an unmatched route, a route whose parameters fail validation, or a 404 answer. */
export function NotFoundPage() {
  const t = useMessages(frameMessages)
  const router = useRouter()
  const pathname = useLocation({ select: (location) => location.pathname })
  return (
    <ErrorView
      status={404}
      title={t('notFound.title')}
      message={t('notFound.message', { path: pathname })}
      actions={
        <>
          <Link href="/">{t('errorPage.home')}</Link>
          <Button variant="ghost" onPress={() => router.history.back()}>
            {t('notFound.back')}
          </Button>
        </>
      }
    />
  )
}
