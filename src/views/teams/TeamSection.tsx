import { useNavigate, useRouter } from '@tanstack/react-router'
import { useRef } from 'react'
import { waitFor } from 'xstate'
import { teamFields } from '../../contract/constants'
import { dataOrThrow } from '../../contract/result'
import type { TeamResource } from '../../contract/team'
import { Button } from '../../design/Button'
import { useConfirm } from '../../design/ConfirmDialog'
import { TextField } from '../../design/TextField'
import { selectIsReloadingUser } from '../../machines/session'
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
  const dateText = useDateText()
  if (result === null)
    return (
      <>
        <p className={listStyles.empty}>
          You are not working in a team. Choose one with the team switcher at the top of the page,
          or create one.
        </p>
        <CreateTeamForm />
      </>
    )
  if (!result.ok) return <LoadProblem title="The team could not be loaded" result={result} />
  const team = result.data
  const offers = teamOffers({ role: team.role, personal: team.personal, userId })
  return (
    <>
      <dl className={styles.facts}>
        <dt className={styles.factName}>Team</dt>
        <dd className={styles.factValue}>{team.name}</dd>
        <dt className={styles.factName}>Your role</dt>
        <dd className={styles.factValue}>{team.role}</dd>
        <dt className={styles.factName}>Owner</dt>
        <dd className={styles.factValue}>
          {team.owner.name} ({team.owner.email})
        </dd>
        <dt className={styles.factName}>Members</dt>
        <dd className={styles.factValue}>{team.member_count}</dd>
        <dt className={styles.factName}>Created</dt>
        <dd className={styles.factValue}>{dateText(team.created_at)}</dd>
      </dl>
      {team.personal && (
        <p className={listStyles.muted}>
          This is your personal team, made with your account: it cannot be deleted or handed over.
        </p>
      )}
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
  const session = useSession()
  const router = useRouter()
  const notify = useNotify()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useApiForm<TeamResource>({
    submit: (values, signal) =>
      teamSettingsApi.renameTeam(team.id, { name: values.name ?? '' }, signal),
    onSuccess: (renamed) => {
      notify.notify({ type: 'success', message: `The team is now called ${renamed.name}.` })
      // The header shows the current team's name from the user.
      session.send({ type: 'session.reload' })
      void router.invalidate()
    },
  })
  return (
    <section aria-labelledby="team-name-title" className={listStyles.section}>
      <h2 id="team-name-title" className={listStyles.sectionTitle}>
        Team name
      </h2>
      <ApiForm actor={form} formRef={formRef} submitLabel="Save name" aria-label="Team name">
        <TextField
          name="name"
          label="Name"
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
        {canDelete ? 'Leave or delete the team' : 'Leave the team'}
      </h2>
      <div className={styles.actionsRow}>
        {canLeave && (
          <Button
            tone="danger"
            onPress={async () => {
              const left = await confirm({
                title: `Leave ${team.name}?`,
                message:
                  'You will no longer see its campaigns, contacts or settings, and your API tokens for it are deleted. A member who manages the team can invite you again.',
                confirmLabel: 'Leave team',
                action: async (signal) =>
                  dataOrThrow(await teamSettingsApi.removeMember(userId, signal)),
              })
              if (left) await backToPersonalTeam(`You left ${team.name}.`)
            }}
          >
            Leave team
          </Button>
        )}
        {canDelete && (
          <Button
            tone="danger"
            variant="solid"
            onPress={async () => {
              const deleted = await confirm({
                title: `Delete ${team.name}?`,
                message: `Everything the team holds is deleted for its ${team.member_count} members, and it cannot be undone.`,
                confirmLabel: 'Delete team',
                action: async (signal) =>
                  dataOrThrow(await teamSettingsApi.deleteTeam(team.id, signal)),
              })
              if (deleted) await backToPersonalTeam(`${team.name} was deleted.`)
            }}
          >
            Delete team
          </Button>
        )}
      </div>
    </section>
  )
}
