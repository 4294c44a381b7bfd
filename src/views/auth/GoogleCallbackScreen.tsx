import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import type { SessionResponse } from '../../contract/auth'
import { Link } from '../../design/Link'
import { Notice } from '../../design/Notice'
import { Spinner } from '../../design/Spinner'
import { Text } from '../../design/Text'
import { selectFormAlert } from '../../machines/form'
import { selectIsSettled } from '../../machines/session'
import messages from '../../messages/auth-pages/catalogue'
import { useMessages } from '../../messages/useMessages'
import { loadNetwork } from '../../services/network'
import { startSession } from '../../services/sessionCore'
import { PageFrame } from '../frame/PageFrame'
import { useSession, useSessionSelector } from '../session/useSession'
import * as styles from './AuthLinks.css'
import type { AuthNavigation } from './authNavigation'
import { takeGoogleReturn } from './googleReturn'
import type { GoogleCallbackSearch } from './search'
import { useApiForm } from './useApiForm'

/**
 * /google/callback: Google sends the browser back here with a code and our state; the server
 * turns them into a session like a sign-in's. Cancelling on Google's page, a server without
 * Google (501) or a stale state each get a clear message and a way back. The code is sent once
 * the session has settled: a visitor found signed in meanwhile is sent on by the guest guard,
 * and the new session is not mistaken for one (signInGuard.ts, on the sign-in entry).
 */
export function GoogleCallbackScreen({
  code,
  state,
  error,
  navigation,
}: GoogleCallbackSearch & { navigation: AuthNavigation }) {
  const t = useMessages(messages)
  const session = useSession()
  const settled = useSessionSelector(selectIsSettled)
  const request = useApiForm<SessionResponse>({
    submit: async (_values, signal) =>
      (await loadNetwork()).authApi.googleCallback(
        { code: code ?? '', state: state ?? '' },
        signal,
      ),
    onSuccess: (answer) => {
      startSession(session, answer)
      navigation.replaceWith(takeGoogleReturn())
    },
  })
  const alert = useSelector(request, selectFormAlert)
  const cancelled = error !== undefined || !code || !state

  useEffect(() => {
    if (!cancelled && settled) request.send({ type: 'form.submit', values: {} })
  }, [cancelled, settled, request])

  const message = cancelled ? t('googleCallback.cancelled') : (alert?.message ?? null)
  return (
    <PageFrame>
      <div className={styles.screen}>
        {message ? (
          <Notice tone="danger" role="alert" title={t('googleCallback.failedTitle')}>
            {message}
          </Notice>
        ) : (
          <Text>
            <Spinner /> {t('googleCallback.signingIn')}
          </Text>
        )}
        <Link href="/login">{t('googleCallback.backToLogin')}</Link>
      </div>
    </PageFrame>
  )
}
