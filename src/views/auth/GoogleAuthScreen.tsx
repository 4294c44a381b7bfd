import { useSearch } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { Button } from '../../design/Button'
import { Link } from '../../design/Link'
import { Notice } from '../../design/Notice'
import { Spinner } from '../../design/Spinner'
import { Text } from '../../design/Text'
import { selectFormAlert, selectIsSubmitting } from '../../machines/form'
import { authApi } from '../../services/session'
import { PageFrame } from '../frame/PageFrame'
import * as styles from './AuthLinks.css'
import { rememberGoogleReturn } from './googleReturn'
import { useApiForm } from './useApiForm'

/**
 * /google/auth: asks the server where Google's sign-in page is and goes there. A server without
 * Google configured answers 501 with a message, shown here as it is.
 */
export function GoogleAuthScreen() {
  const { redirect } = useSearch({ from: '/_blank/_guest/google/auth' })
  const request = useApiForm<{ url: string }>({
    submit: (_values, signal) => authApi.googleRedirect(signal),
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
            title="Google sign-in is unavailable"
            actions={
              <Button
                isDisabled={isWorking}
                onPress={() => request.send({ type: 'form.submit', values: {} })}
              >
                Try again
              </Button>
            }
          >
            {alert.message}
          </Notice>
        ) : (
          <Text>
            <Spinner /> Opening Google…
          </Text>
        )}
        <Link href="/login">Sign in with email and password</Link>
      </div>
    </PageFrame>
  )
}
