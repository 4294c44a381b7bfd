import { useSelector } from '@xstate/react'
import { Suspense, useEffect, useRef } from 'react'
import { pagination } from '../../contract/constants'
import { visuallyHidden } from '../../design/a11y.css'
import { Button } from '../../design/Button'
import { Icon } from '../../design/Icon'
import { lazyOnIntent, useLazyPopoverTrigger } from '../../design/lazyOnIntent'
import { Spinner } from '../../design/Spinner'
import { selectUser } from '../../machines/session'
import {
  createTeamSwitcherActors,
  selectIsSwitching,
  teamSwitcherMachine,
} from '../../machines/teamSwitcher'
import messages from '../../messages/teams/catalogue'
import { useMessages } from '../../messages/useMessages'
import { useJournaledActorRef } from '../../services/journal/useJournaledActorRef'
import { useNotify } from '../../services/NotifyProvider'
import { teamSettingsApi } from '../../services/teamApis'
import { useSession, useSessionSelector } from '../session/useSession'
import * as styles from './TeamSwitcher.css'

const actors = createTeamSwitcherActors({
  teams: (signal) =>
    teamSettingsApi.teams({ per_page: pagination.maxItemsPerPage, sort: 'name' }, signal),
  switchTeam: (teamId, signal) => teamSettingsApi.switchTeam(teamId, signal),
})

/**
 * The header's team switcher: the current team's name; opening it lists the user's teams
 * (loaded afresh) and choosing one works in it from then on, every team-scoped view with it. The
 * menu is fetched on intent (see lazyOnIntent); the machine lives here, with the name it shows.
 */
const teamMenu = lazyOnIntent(() => import('./TeamMenuPopover'))

export function TeamSwitcher() {
  const t = useMessages(messages)
  // The machine's actions are set once: they read the words of the language shown now.
  const words = useRef(t)
  words.current = t
  const session = useSession()
  const notify = useNotify()
  const currentTeam = useSessionSelector(selectUser)?.current_team ?? null
  const currentTeamId = currentTeam?.id ?? null
  const switcher = useJournaledActorRef(
    teamSwitcherMachine.provide({
      actors,
      actions: {
        reportSwitched: (_, { user }) => {
          session.send({ type: 'session.userChanged', user })
          notify.notify({
            type: 'success',
            message: user.current_team
              ? words.current('switcher.switched', { team: user.current_team.name })
              : words.current('switcher.switchedElsewhere'),
          })
        },
        reportSwitchFailed: (_, { error }) =>
          notify.notify({
            type: 'danger',
            title: words.current('switcher.notSwitched'),
            message: (error as Error).message,
          }),
      },
    }),
    { input: { currentTeamId } },
  )
  useEffect(() => {
    switcher.send({ type: 'teams.sync', currentTeamId })
  }, [switcher, currentTeamId])

  const isSwitching = useSelector(switcher, selectIsSwitching)
  const { triggerProps, popoverProps, hasOpened } = useLazyPopoverTrigger({
    preload: teamMenu.preload,
    hasPopup: 'menu',
    onOpen: () => switcher.send({ type: 'teams.load' }),
  })

  return (
    <>
      <Button variant="ghost" className={styles.trigger} {...triggerProps}>
        <span className={visuallyHidden}>{t('switcher.team')}</span>
        <span className={styles.teamName}>{currentTeam?.name ?? t('switcher.noTeam')}</span>
        {isSwitching ? (
          <Spinner label={t('switcher.switching')} />
        ) : (
          <Icon name="lucide:chevron-down" />
        )}
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <teamMenu.Component {...popoverProps} switcher={switcher} currentTeamId={currentTeamId} />
        </Suspense>
      )}
    </>
  )
}
