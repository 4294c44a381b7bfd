import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { Button } from '../../design/Button'
import { Link } from '../../design/Link'
import { Notice } from '../../design/Notice'
import { Spinner } from '../../design/Spinner'
import { Text } from '../../design/Text'
import { selectFormAlert, selectIsSubmitting } from '../../machines/form'
import messages from '../../messages/auth-pages/catalogue'
import { useMessages } from '../../messages/useMessages'
import { loadNetwork } from '../../services/network'
import { PageFrame } from '../frame/PageFrame'
import * as styles from './AuthLinks.css'
import { rememberGoogleReturn } from './googleReturn'
import { useApiForm } from './useApiForm'

/**
 * /google/auth: asks the server where Google's sign-in page is and goes there. A server without
 * Google configured answers 501 with a message, shown here as it is. `redirect` is the page to
 * come back to once signed in (?redirect=).
 */
export function GoogleAuthScreen({ redirect }: { redirect?: string | undefined }) {
  const t = useMessages(messages)
  const request = useApiForm<{ url: string }>({
    submit: async (_values, signal) => (await loadNetwork()).authApi.googleRedirect(signal),
    onSuccess: ({ url }) => {
      rememberGoogleReturn(redirect)
      window.location.assign(url)
    },
  })
  const alert = useSelector(request, selectFormAlert)
  const isWorking = useSelector(request, selectIsSubmitting)

  useEffect(() => {
    request.send({ type: 'form.submit', values: {} })
  }, [request])

  return (
    <PageFrame>
      <div className={styles.screen}>
        {alert ? (
          <Notice
            tone="danger"
            role="alert"
            title={t('googleAuth.unavailable')}
            actions={
              <Button
                isDisabled={isWorking}
                onPress={() => request.send({ type: 'form.submit', values: {} })}
              >
                {t('googleAuth.retry')}
              </Button>
            }
          >
            {alert.message}
          </Notice>
        ) : (
          <Text>
            <Spinner /> {t('googleAuth.opening')}
          </Text>
        )}
        <Link href="/login">{t('googleAuth.useEmail')}</Link>
      </div>
    </PageFrame>
  )
}
