import { useRouter } from '@tanstack/react-router'
import { useRef } from 'react'
import { teamFields } from '../../contract/constants'
import type { TeamResource } from '../../contract/team'
import { TextField } from '../../design/TextField'
import messages from '../../messages/teams/catalogue'
import { useMessages } from '../../messages/useMessages'
import { useNotify } from '../../services/NotifyProvider'
import { teamSettingsApi } from '../../services/teamApis'
import { ApiForm } from '../auth/ApiForm'
import { useApiForm } from '../auth/useApiForm'
import * as listStyles from '../lists/lists.css'
import { useSession } from '../session/useSession'
import { createTeamAnchor } from './createTeamAnchor'

/**
 * A new team, owned by the user, who works in it at once (POST teams makes it the current team);
 * the session is reloaded so the header, the dictionaries and every team-scoped view follow it.
 */
export function CreateTeamForm() {
  const t = useMessages(messages)
  const session = useSession()
  const router = useRouter()
  const notify = useNotify()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useApiForm<TeamResource>({
    submit: (values, signal) => teamSettingsApi.createTeam({ name: values.name ?? '' }, signal),
    onSuccess: (team) => {
      formRef.current?.reset()
      notify.notify({
        type: 'success',
        message: t('createTeam.created', { team: team.name }),
      })
      session.send({ type: 'session.reload' })
      void router.invalidate()
    },
  })
  return (
    <section
      id={createTeamAnchor}
      aria-labelledby="create-team-title"
      className={listStyles.section}
    >
      <h2 id="create-team-title" className={listStyles.sectionTitle}>
        {t('createTeam.title')}
      </h2>
      <p className={listStyles.muted}>{t('createTeam.intro')}</p>
      <ApiForm
        actor={form}
        formRef={formRef}
        submitLabel={t('createTeam.submit')}
        aria-label={t('createTeam.title')}
      >
        <TextField
          name="name"
          label={t('createTeam.name')}
          autoComplete="organization"
          maxLength={teamFields.nameMaxLength}
          isRequired
        />
      </ApiForm>
    </section>
  )
}
