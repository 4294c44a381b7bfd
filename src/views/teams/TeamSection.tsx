import { useNavigate, useRouter } from '@tanstack/react-router'
import { useRef } from 'react'
import { useLocale } from 'react-aria-components'
import { waitFor } from 'xstate'
import { teamFields } from '../../contract/constants'
import { dataOrThrow } from '../../contract/result'
import type { TeamResource } from '../../contract/team'
import { Button } from '../../design/Button'
import { useConfirm } from '../../design/ConfirmDialog'
import { TextField } from '../../design/TextField'
import { selectIsReloadingUser } from '../../machines/session'
import messages from '../../messages/teams/catalogue'
import { useMessages } from '../../messages/useMessages'
import type { ApiResult } from '../../services/http/client'
import { useNotify } from '../../services/NotifyProvider'
import { teamSettingsApi } from '../../services/teamApis'
import { ApiForm } from '../auth/ApiForm'
import { useApiForm } from '../auth/useApiForm'
import { LoadProblem } from '../lists/LoadProblem'
import * as listStyles from '../lists/lists.css'
import { useDateText } from '../lists/useDateText'
import { useSession } from '../session/useSession'
import { CreateTeamForm } from './CreateTeamForm'
import { useTeamNames } from './roleNames'
import { teamOffers } from './teamOffers'
import * as styles from './teams.css'

/** /my-account/team-settings: the current team, its name, and leaving or deleting it. */
export function TeamSection({
  result,
  userId,
}: {
  result: ApiResult<TeamResource> | null
  userId: string
}) {
  const t = useMessages(messages)
  const names = useTeamNames()
  const dateText = useDateText()
  const { locale } = useLocale()
  if (result === null)
    return (
      <>
        <p className={listStyles.empty}>{t('team.noTeam')}</p>
        <CreateTeamForm />
      </>
    )
  if (!result.ok) return <LoadProblem title={t('team.loadFailed')} result={result} />
  const team = result.data
  const offers = teamOffers({ role: team.role, personal: team.personal, userId })
  return (
    <>
      <dl className={styles.facts}>
        <dt className={styles.factName}>{t('team.team')}</dt>
        <dd className={styles.factValue}>{team.name}</dd>
        <dt className={styles.factName}>{t('team.yourRole')}</dt>
        <dd className={styles.factValue}>{names.role(team.role)}</dd>
        <dt className={styles.factName}>{t('team.owner')}</dt>
        <dd className={styles.factValue}>
          {t('team.ownerValue', { name: team.owner.name, email: team.owner.email })}
        </dd>
        <dt className={styles.factName}>{t('team.members')}</dt>
        <dd className={styles.factValue}>
          {new Intl.NumberFormat(locale).format(team.member_count)}
        </dd>
        <dt className={styles.factName}>{t('team.created')}</dt>
        <dd className={styles.factValue}>{dateText(team.created_at)}</dd>
      </dl>
      {team.personal && <p className={listStyles.muted}>{t('team.personal')}</p>}
      {offers.rename && <TeamNameForm team={team} />}
      {(offers.leave || offers.deleteTeam) && (
        <TeamExit
          team={team}
          userId={userId}
          canLeave={offers.leave}
          canDelete={offers.deleteTeam}
        />
      )}
      <CreateTeamForm />
    </>
  )
}

function TeamNameForm({ team }: { team: TeamResource }) {
  const t = useMessages(messages)
  const session = useSession()
  const router = useRouter()
  const notify = useNotify()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useApiForm<TeamResource>({
    submit: (values, signal) =>
      teamSettingsApi.renameTeam(team.id, { name: values.name ?? '' }, signal),
    onSuccess: (renamed) => {
      notify.notify({ type: 'success', message: t('team.renamed', { team: renamed.name }) })
      // The header shows the current team's name from the user.
      session.send({ type: 'session.reload' })
      void router.invalidate()
    },
  })
  return (
    <section aria-labelledby="team-name-title" className={listStyles.section}>
      <h2 id="team-name-title" className={listStyles.sectionTitle}>
        {t('team.nameTitle')}
      </h2>
      <ApiForm
        actor={form}
        formRef={formRef}
        submitLabel={t('team.saveName')}
        aria-label={t('team.nameTitle')}
      >
        <TextField
          name="name"
          label={t('team.name')}
          autoComplete="organization"
          defaultValue={team.name}
          maxLength={teamFields.nameMaxLength}
          isRequired
        />
      </ApiForm>
    </section>
  )
}

function TeamExit({
  team,
  userId,
  canLeave,
  canDelete,
}: {
  team: TeamResource
  userId: string
  canLeave: boolean
  canDelete: boolean
}) {
  const t = useMessages(messages)
  const session = useSession()
  const confirm = useConfirm()
  const notify = useNotify()
  const navigate = useNavigate()
  // Members working in a team that is left or deleted go back to their personal team. The page
  // loads again once the session knows it: loaded sooner, it would ask for the team that is gone.
  const backToPersonalTeam = async (message: string) => {
    notify.notify({ type: 'success', message })
    session.send({ type: 'session.reload' })
    await waitFor(session, (snapshot) => !selectIsReloadingUser(snapshot))
    void navigate({ to: '/my-account/team-settings/$', params: { _splat: '' } })
  }
  return (
    <section aria-labelledby="team-exit-title" className={listStyles.section}>
      <h2 id="team-exit-title" className={listStyles.sectionTitle}>
        {canDelete ? t('team.exitOrDeleteTitle') : t('team.exitTitle')}
      </h2>
      <div className={styles.actionsRow}>
        {canLeave && (
          <Button
            tone="danger"
            onPress={async () => {
              const left = await confirm({
                title: t('team.leaveTitle', { team: team.name }),
                message: t('team.leaveMessage'),
                confirmLabel: t('team.leaveConfirm'),
                action: async (signal) =>
                  dataOrThrow(await teamSettingsApi.removeMember(userId, signal)),
              })
              if (left) await backToPersonalTeam(t('team.left', { team: team.name }))
            }}
          >
            {t('team.leave')}
          </Button>
        )}
        {canDelete && (
          <Button
            tone="danger"
            variant="solid"
            onPress={async () => {
              const deleted = await confirm({
                title: t('team.deleteTitle', { team: team.name }),
                message: t('team.deleteMessage', { count: team.member_count }),
                confirmLabel: t('team.deleteConfirm'),
                action: async (signal) =>
                  dataOrThrow(await teamSettingsApi.deleteTeam(team.id, signal)),
              })
              if (deleted) await backToPersonalTeam(t('team.deleted', { team: team.name }))
            }}
          >
            {t('team.delete')}
          </Button>
        )}
      </div>
    </section>
  )
}
