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
import { PageFrame } from '../frame/PageFrame'
import { afterVerification } from '../guards'
import { useSession, useSessionSelector } from '../session/useSession'
import { LocalMailboxNotice } from '../verify/LocalMailboxNotice'
import { NotVerifiedYetNotice } from '../verify/NotVerifiedYetNotice'
import { useVerificationCheck } from '../verify/useVerificationCheck'
import * as styles from './AuthLinks.css'

const linkOutcomes = {
  'invalid-link': {
    tone: 'danger',
    text: 'That verification link is not valid. Ask for a new one below.',
  },
  'expired-link': {
    tone: 'warning',
    text: 'That verification link has expired. Ask for a new one below.',
  },
} as const

/**
 * /verify-email: the address waits for its link. Following the link lands here with
 * `?status=`; the user is then fetched again and, once verified, moves on (to onboarding after
 * a first sign-up). A new link may be asked for, with a cooldown between requests.
 */
export function VerifyEmailScreen() {
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

  const outcome =
    status && status in linkOutcomes ? linkOutcomes[status as keyof typeof linkOutcomes] : null
  return (
    <PageFrame>
      <div className={styles.screen}>
        <Text>
          We sent a link to <strong>{user?.email}</strong>. Follow it to confirm the address; this
          page moves on by itself once you have.
        </Text>
        <LocalMailboxNotice />
        {verificationCheck.notYet && <NotVerifiedYetNotice key={verificationCheck.asked} />}
        {outcome && (
          <Notice tone={outcome.tone} role="alert">
            {outcome.text}
          </Notice>
        )}
        {linkFollowed && verification !== 'verified' && !isChecking && (
          <Notice tone="warning" role="alert">
            The link was followed, but this account still shows the address as unverified. If you
            verified another address, sign in with it.
          </Notice>
        )}
        {verification === 'noticeSent' && (
          // Focus comes here: the button pressed is disabled during the cooldown.
          <div ref={sentNotice} tabIndex={-1} className={styles.focusTarget}>
            <Notice tone="success" title="A new link is on its way">
              Check your inbox (and the spam folder). You can ask again in a few seconds.
            </Notice>
          </div>
        )}
        {problem && verification !== 'noticeSent' && (
          <Notice tone="danger" role="alert" title="No new link was sent">
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
              Send a new link
            </Button>
          </li>
          <li>
            <Button onPress={verificationCheck.check}>
              {isChecking && <Spinner />}I have verified my address
            </Button>
          </li>
          <li>
            <Button variant="ghost" onPress={() => session.send({ type: 'session.signOut' })}>
              Sign out
            </Button>
          </li>
        </ul>
      </div>
    </PageFrame>
  )
}
