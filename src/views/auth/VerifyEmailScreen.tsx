import { useNavigate, useSearch } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { Button } from '../../design/Button'
import { Notice } from '../../design/Notice'
import { Spinner } from '../../design/Spinner'
import { Text } from '../../design/Text'
import {
  selectCanResendVerification,
  selectIsReloadingUser,
  selectProblem,
  selectUser,
  selectVerification,
} from '../../machines/session'
import messages from '../../messages/auth-pages/catalogue'
import { useMessages } from '../../messages/useMessages'
import { PageFrame } from '../frame/PageFrame'
import { afterVerification } from '../guards'
import { useSession, useSessionSelector } from '../session/useSession'
import { LocalMailboxNotice } from '../verify/LocalMailboxNotice'
import { NotVerifiedYetNotice } from '../verify/NotVerifiedYetNotice'
import { useVerificationCheck } from '../verify/useVerificationCheck'
import * as styles from './AuthLinks.css'
import { emphasized } from './emphasized'

const linkOutcomes = {
  'invalid-link': { tone: 'danger', key: 'verifyEmail.invalidLink' },
  'expired-link': { tone: 'warning', key: 'verifyEmail.expiredLink' },
} as const

/**
 * /verify-email: the address waits for its link. Following the link lands here with
 * `?status=`; the user is then fetched again and, once verified, moves on (to onboarding after
 * a first sign-up). A new link may be asked for, with a cooldown between requests.
 */
export function VerifyEmailScreen() {
  const t = useMessages(messages)
  const session = useSession()
  const navigate = useNavigate()
  const { status } = useSearch({ from: '/_blank/_unverified/verify-email' })
  const user = useSessionSelector(selectUser)
  const verification = useSessionSelector(selectVerification)
  const canResend = useSessionSelector(selectCanResendVerification)
  const isChecking = useSessionSelector(selectIsReloadingUser)
  const problem = useSessionSelector(selectProblem)
  const linkFollowed = status === 'verified' || status === 'already-verified'
  const sentNotice = useRef<HTMLDivElement>(null)
  const verificationCheck = useVerificationCheck()

  useEffect(() => {
    if (verification === 'noticeSent') sentNotice.current?.focus()
  }, [verification])

  useEffect(() => {
    if (linkFollowed) session.send({ type: 'session.reload' })
  }, [linkFollowed, session])

  useEffect(() => {
    if (verification === 'verified')
      void navigate({ href: afterVerification(session.getSnapshot()), replace: true })
  }, [verification, navigate, session])

  const email = user?.email ?? ''
  const outcome =
    status && status in linkOutcomes ? linkOutcomes[status as keyof typeof linkOutcomes] : null
  return (
    <PageFrame>
      <div className={styles.screen}>
        <Text>{emphasized(t('verifyEmail.sentTo', { email }), [email])}</Text>
        <LocalMailboxNotice />
        {verificationCheck.notYet && <NotVerifiedYetNotice key={verificationCheck.asked} />}
        {outcome && (
          <Notice tone={outcome.tone} role="alert">
            {t(outcome.key)}
          </Notice>
        )}
        {linkFollowed && verification !== 'verified' && !isChecking && (
          <Notice tone="warning" role="alert">
            {t('verifyEmail.stillUnverified')}
          </Notice>
        )}
        {verification === 'noticeSent' && (
          // Focus comes here: the button pressed is disabled during the cooldown.
          <div ref={sentNotice} tabIndex={-1} className={styles.focusTarget}>
            <Notice tone="success" title={t('verifyEmail.resentTitle')}>
              {t('verifyEmail.resentBody')}
            </Notice>
          </div>
        )}
        {problem && verification !== 'noticeSent' && (
          <Notice tone="danger" role="alert" title={t('verifyEmail.notResentTitle')}>
            {problem}
          </Notice>
        )}
        <ul className={styles.links}>
          <li>
            <Button
              tone="primary"
              variant="solid"
              isDisabled={!canResend}
              onPress={() => session.send({ type: 'session.resendVerification' })}
            >
              {verification === 'sendingNotice' && <Spinner />}
              {t('verifyEmail.resend')}
            </Button>
          </li>
          <li>
            <Button onPress={verificationCheck.check}>
              {isChecking && <Spinner />}
              {t('verifyEmail.check')}
            </Button>
          </li>
          <li>
            <Button variant="ghost" onPress={() => session.send({ type: 'session.signOut' })}>
              {t('verifyEmail.signOut')}
            </Button>
          </li>
        </ul>
      </div>
    </PageFrame>
  )
}
