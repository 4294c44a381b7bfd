import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { useLocale } from 'react-aria-components'
import type { SessionResponse } from '../../contract/auth'
import type { InvitationPreview } from '../../contract/invitations'
import { accountFields } from '../../contract/signInConstants'
import type { UserResource } from '../../contract/user'
import { Button } from '../../design/Button'
import { Link } from '../../design/Link'
import { Notice } from '../../design/Notice'
import { Spinner } from '../../design/Spinner'
import { Text } from '../../design/Text'
import { TextField } from '../../design/TextField'
import { selectFormAlert, selectIsSubmitting } from '../../machines/form'
import { selectIsSettled, selectUser } from '../../machines/session'
import messages from '../../messages/auth-pages/catalogue'
import { useMessages } from '../../messages/useMessages'
import { loadNetwork } from '../../services/network'
import { useNotify } from '../../services/notifierContext'
import { startSession } from '../../services/sessionCore'
import { PageFrame } from '../frame/PageFrame'
import { useSession, useSessionSelector } from '../session/useSession'
import * as styles from './AuthLinks.css'
import type { AuthNavigation } from './authNavigation'
import { emphasized } from './emphasized'
import { withQuery } from './hrefs'
import { NewPasswordFields } from './NewPasswordFields'
import { UnguardedApiForm } from './UnguardedApiForm'
import { useApiForm } from './useApiForm'

/**
 * /team-invitations/{token}: what the invitation offers, then the way to accept it: signed in,
 * at once; with an account but signed out, by signing in first (and coming back here); with no
 * account, by choosing a name and password here (the token proves the address). `splat` is the
 * path after /team-invitations/.
 */
export function TeamInvitationScreen({
  splat,
  navigation,
}: {
  splat: string
  navigation: AuthNavigation
}) {
  const t = useMessages(messages)
  const token = splat.replace(/\/$/, '')
  const [invitation, setInvitation] = useState<InvitationPreview | null>(null)
  // A 404 means the token is used up or never was: trying again cannot help, going on can.
  const [isUnusable, setUnusable] = useState(false)
  const preview = useApiForm<InvitationPreview>({
    submit: async (_values, signal) => {
      const answer = await (await loadNetwork()).teamsApi.previewInvitation(token, signal)
      setUnusable(!answer.ok && answer.status === 404)
      return answer
    },
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
        {invitation && <Invitation invitation={invitation} token={token} navigation={navigation} />}
        {alert && isUnusable && (
          <Notice
            tone="danger"
            role="alert"
            title={t('invitation.unusableTitle')}
            actions={
              <>
                <Link href="/login">{t('invitation.goSignIn')}</Link>
                <Link href="/">{t('invitation.goHome')}</Link>
              </>
            }
          >
            {alert.message}
          </Notice>
        )}
        {alert && !isUnusable && (
          <Notice
            tone="danger"
            role="alert"
            title={t('invitation.openFailed')}
            actions={
              <Button
                isDisabled={isLoading}
                onPress={() => preview.send({ type: 'form.submit', values: {} })}
              >
                {t('invitation.retry')}
              </Button>
            }
          >
            {alert.message}
          </Notice>
        )}
        {!invitation && !alert && (
          <Text>
            <Spinner /> {t('invitation.opening')}
          </Text>
        )}
      </div>
    </PageFrame>
  )
}

interface InvitationProps {
  invitation: InvitationPreview
  token: string
  navigation: AuthNavigation
}

function Invitation({ invitation, token, navigation }: InvitationProps) {
  const t = useMessages(messages)
  const { locale } = useLocale()
  const settled = useSessionSelector(selectIsSettled)
  const user = useSessionSelector(selectUser)
  const here = `/team-invitations/${token}`
  const summary = {
    team: invitation.team.name,
    role: t(`invitation.role.${invitation.role}`),
    email: invitation.email,
    expires: new Date(invitation.expires_at).toLocaleString(locale),
  }
  return (
    <>
      <Text>
        {emphasized(t('invitation.summary', summary), [summary.team, summary.role, summary.email])}
      </Text>
      {!settled && <Spinner label={t('invitation.checkingSession')} />}
      {settled && user && (
        <AcceptAsUser token={token} invitation={invitation} user={user} navigation={navigation} />
      )}
      {settled && !user && invitation.has_account && (
        <Notice
          title={t('invitation.signInTitle')}
          actions={
            <Link href={withQuery('/login', { redirect: here })}>{t('invitation.signIn')}</Link>
          }
        >
          {t('invitation.hasAccount', { email: invitation.email })}
        </Notice>
      )}
      {settled && !user && !invitation.has_account && (
        <CreateAccount token={token} invitation={invitation} navigation={navigation} />
      )}
    </>
  )
}

function AcceptAsUser({
  token,
  invitation,
  user,
  navigation,
}: InvitationProps & { user: UserResource }) {
  const t = useMessages(messages)
  const session = useSession()
  const notify = useNotify()
  const form = useApiForm<UserResource>({
    submit: async (_values, signal) =>
      (await loadNetwork()).teamsApi.acceptInvitation(token, signal),
    onSuccess: (joined) => {
      session.send({ type: 'session.userChanged', user: joined })
      notify.notify({
        type: 'success',
        message: t('invitation.joined', { team: invitation.team.name }),
      })
      navigation.replaceWith('/')
    },
  })
  const otherAddress = user.email.toLowerCase() !== invitation.email.toLowerCase()
  return (
    <>
      {otherAddress && (
        <Notice tone="warning">
          {t('invitation.otherAddress', { user: user.email, invited: invitation.email })}{' '}
          <Button variant="ghost" onPress={() => session.send({ type: 'session.signOut' })}>
            {t('invitation.signOut')}
          </Button>
        </Notice>
      )}
      {/* No field to lose: nothing for the unsaved-changes guard (the app's router) to keep. */}
      <UnguardedApiForm
        actor={form}
        submitLabel={t('invitation.accept')}
        aria-label={t('invitation.acceptTitle')}
      >
        {null}
      </UnguardedApiForm>
    </>
  )
}

function CreateAccount({ token, invitation, navigation }: InvitationProps) {
  const t = useMessages(messages)
  const session = useSession()
  const form = useApiForm<SessionResponse>({
    submit: async (values, signal) =>
      (await loadNetwork()).teamsApi.createUserFromInvitation(
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
      navigation.replaceWith('/onboarding/profile')
    },
  })
  return (
    <>
      <Text weight="medium">{t('invitation.createHeading')}</Text>
      <UnguardedApiForm
        actor={form}
        submitLabel={t('invitation.createSubmit')}
        aria-label={t('invitation.createTitle')}
      >
        <TextField
          name="email"
          type="email"
          label={t('invitation.email')}
          autoComplete="username"
          value={invitation.email}
          isReadOnly
        />
        <TextField
          name="name"
          label={t('invitation.name')}
          autoComplete="name"
          maxLength={accountFields.nameMaxLength}
          isRequired
        />
        <NewPasswordFields kind="first" />
      </UnguardedApiForm>
      <Text size="s" tone="muted">
        {t('invitation.otherAccount')}{' '}
        <Link href={withQuery('/login', { redirect: `/team-invitations/${token}` })}>
          {t('invitation.otherAccountSignIn')}
        </Link>
      </Text>
    </>
  )
}
