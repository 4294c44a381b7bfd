import { useNavigate, useParams } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import type { SessionResponse } from '../../contract/auth'
import { accountFields } from '../../contract/constants'
import type { InvitationPreview } from '../../contract/invitations'
import type { UserResource } from '../../contract/user'
import { Button } from '../../design/Button'
import { Link } from '../../design/Link'
import { Notice } from '../../design/Notice'
import { Spinner } from '../../design/Spinner'
import { Text } from '../../design/Text'
import { TextField } from '../../design/TextField'
import { selectFormAlert, selectIsSubmitting } from '../../machines/form'
import { selectIsSettled, selectUser } from '../../machines/session'
import { useNotify } from '../../services/NotifyProvider'
import { startSession, teamsApi } from '../../services/session'
import { PageFrame } from '../frame/PageFrame'
import { useSession, useSessionSelector } from '../session/useSession'
import { ApiForm } from './ApiForm'
import * as styles from './AuthLinks.css'
import { withQuery } from './hrefs'
import { NewPasswordFields } from './NewPasswordFields'
import { useApiForm } from './useApiForm'

/**
 * /team-invitations/{token}: what the invitation offers, then the way to accept it: signed in,
 * at once; with an account but signed out, by signing in first (and coming back here); with no
 * account, by choosing a name and password here (the token proves the address).
 */
export function TeamInvitationScreen() {
  const { _splat } = useParams({ from: '/_blank/team-invitations/$' })
  const token = _splat.replace(/\/$/, '')
  const [invitation, setInvitation] = useState<InvitationPreview | null>(null)
  const preview = useApiForm<InvitationPreview>({
    submit: (_values, signal) => teamsApi.previewInvitation(token, signal),
    onSuccess: setInvitation,
  })
  const alert = useSelector(preview, selectFormAlert)
  const isLoading = useSelector(preview, selectIsSubmitting)
  useEffect(() => {
    preview.send({ type: 'form.submit', values: {} })
  }, [preview])

  return (
    <PageFrame subject={null}>
      <div className={styles.screen}>
        {invitation && <Invitation invitation={invitation} token={token} />}
        {alert && (
          <Notice
            tone="danger"
            role="alert"
            title="This invitation could not be opened"
            actions={
              <Button
                isDisabled={isLoading}
                onPress={() => preview.send({ type: 'form.submit', values: {} })}
              >
                Try again
              </Button>
            }
          >
            {alert.message}
          </Notice>
        )}
        {!invitation && !alert && (
          <Text>
            <Spinner /> Opening the invitation…
          </Text>
        )}
      </div>
    </PageFrame>
  )
}

function Invitation({ invitation, token }: { invitation: InvitationPreview; token: string }) {
  const settled = useSessionSelector(selectIsSettled)
  const user = useSessionSelector(selectUser)
  const here = `/team-invitations/${token}`
  return (
    <>
      <Text>
        You are invited to join <strong>{invitation.team.name}</strong> as{' '}
        <strong>{invitation.role}</strong>. The invitation is for{' '}
        <strong>{invitation.email}</strong> and expires{' '}
        {new Date(invitation.expires_at).toLocaleString()}.
      </Text>
      {!settled && <Spinner label="Checking your session" />}
      {settled && user && <AcceptAsUser token={token} invitation={invitation} user={user} />}
      {settled && !user && invitation.has_account && (
        <Notice
          title="Sign in to accept"
          actions={<Link href={withQuery('/login', { redirect: here })}>Sign in to accept</Link>}
        >
          {invitation.email} already has a Switchboard account.
        </Notice>
      )}
      {settled && !user && !invitation.has_account && (
        <CreateAccount token={token} invitation={invitation} />
      )}
    </>
  )
}

function AcceptAsUser({
  token,
  invitation,
  user,
}: {
  token: string
  invitation: InvitationPreview
  user: UserResource
}) {
  const session = useSession()
  const navigate = useNavigate()
  const notify = useNotify()
  const form = useApiForm<UserResource>({
    submit: (_values, signal) => teamsApi.acceptInvitation(token, signal),
    onSuccess: (joined) => {
      session.send({ type: 'session.userChanged', user: joined })
      notify.notify({ type: 'success', message: `You joined ${invitation.team.name}.` })
      void navigate({ to: '/', replace: true })
    },
  })
  const otherAddress = user.email.toLowerCase() !== invitation.email.toLowerCase()
  return (
    <>
      {otherAddress && (
        <Notice tone="warning">
          You are signed in as {user.email}, not {invitation.email}.{' '}
          <Button variant="ghost" onPress={() => session.send({ type: 'session.signOut' })}>
            Sign out
          </Button>
        </Notice>
      )}
      <ApiForm actor={form} submitLabel="Accept invitation" aria-label="Accept the invitation">
        {null}
      </ApiForm>
    </>
  )
}

function CreateAccount({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const session = useSession()
  const navigate = useNavigate()
  const form = useApiForm<SessionResponse>({
    submit: (values, signal) =>
      teamsApi.createUserFromInvitation(
        {
          token,
          name: values.name ?? '',
          password: values.password ?? '',
          password_confirmation: values.password_confirmation ?? '',
        },
        signal,
      ),
    onSuccess: (answer) => {
      startSession(session, answer)
      void navigate({ to: '/onboarding/profile', replace: true })
    },
  })
  return (
    <>
      <Text weight="medium">Create your account to join</Text>
      <ApiForm actor={form} submitLabel="Create account and join" aria-label="Create your account">
        <TextField
          name="email"
          type="email"
          label="Email"
          autoComplete="username"
          value={invitation.email}
          isReadOnly
        />
        <TextField
          name="name"
          label="Your name"
          autoComplete="name"
          maxLength={accountFields.nameMaxLength}
          isRequired
        />
        <NewPasswordFields label="Password" />
      </ApiForm>
      <Text size="s" tone="muted">
        Already have an account with another address?{' '}
        <Link href={withQuery('/login', { redirect: `/team-invitations/${token}` })}>Sign in</Link>
      </Text>
    </>
  )
}
