import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import {
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  Separator,
} from 'react-aria-components'
import { pagination } from '../../contract/constants'
import { visuallyHidden } from '../../design/a11y.css'
import { Button } from '../../design/Button'
import { Icon } from '../../design/Icon'
import { Spinner } from '../../design/Spinner'
import { selectUser } from '../../machines/session'
import {
  createTeamSwitcherActors,
  selectIsLoadingTeams,
  selectIsSwitching,
  selectLoadProblem,
  selectTeams,
  teamSwitcherMachine,
} from '../../machines/teamSwitcher'
import messages from '../../messages/teams/catalogue'
import { useMessages } from '../../messages/useMessages'
import { useJournaledActorRef } from '../../services/journal/useJournaledActorRef'
import { useNotify } from '../../services/NotifyProvider'
import { teamSettingsApi } from '../../services/teamApis'
import * as headerStyles from '../layouts/Header.css'
import { useSession, useSessionSelector } from '../session/useSession'
import { createTeamAnchor } from './createTeamAnchor'
import { useTeamNames } from './roleNames'
import * as styles from './TeamSwitcher.css'

const actors = createTeamSwitcherActors({
  teams: (signal) =>
    teamSettingsApi.teams({ per_page: pagination.maxItemsPerPage, sort: 'name' }, signal),
  switchTeam: (teamId, signal) => teamSettingsApi.switchTeam(teamId, signal),
})

/**
 * The header's team switcher: the current team's name; opening it lists the user's teams
 * (loaded afresh) and choosing one works in it from then on, every team-scoped view with it.
 */
export function TeamSwitcher() {
  const t = useMessages(messages)
  // The machine's actions are set once: they read the words of the language shown now.
  const words = useRef(t)
  words.current = t
  const names = useTeamNames()
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

  const teams = useSelector(switcher, selectTeams)
  const isLoading = useSelector(switcher, selectIsLoadingTeams)
  const isSwitching = useSelector(switcher, selectIsSwitching)
  const loadProblem = useSelector(switcher, selectLoadProblem)

  return (
    <MenuTrigger
      onOpenChange={(isOpen) => {
        if (isOpen) switcher.send({ type: 'teams.load' })
      }}
    >
      <Button variant="ghost" className={styles.trigger}>
        <span className={visuallyHidden}>{t('switcher.team')}</span>
        <span className={styles.teamName}>{currentTeam?.name ?? t('switcher.noTeam')}</span>
        {isSwitching ? (
          <Spinner label={t('switcher.switching')} />
        ) : (
          <Icon name="lucide:chevron-down" />
        )}
      </Button>
      <Popover placement="bottom end" className={headerStyles.menuPopover}>
        <Menu
          className={headerStyles.menu}
          onAction={(key) => {
            if (key === 'retry') switcher.send({ type: 'teams.load' })
          }}
        >
          <MenuSection
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={currentTeamId ? [currentTeamId] : []}
            onSelectionChange={(keys) => {
              const [teamId] = keys === 'all' ? [] : [...keys]
              if (typeof teamId === 'string') switcher.send({ type: 'teams.switch', teamId })
            }}
          >
            <Header className={styles.sectionHeader}>{t('switcher.switch')}</Header>
            {(teams ?? []).map((team) => (
              <MenuItem
                key={team.id}
                id={team.id}
                textValue={team.name}
                className={headerStyles.menuItem}
              >
                {({ isSelected }) => (
                  <span className={styles.item}>
                    <span aria-hidden="true" className={styles.check}>
                      {isSelected ? '✓' : ''}
                    </span>
                    {team.name}
                    <span className={styles.role}>{names.role(team.role)}</span>
                  </span>
                )}
              </MenuItem>
            ))}
          </MenuSection>
          {(isLoading && !teams) || loadProblem ? (
            <MenuSection aria-label={t('switcher.status')}>
              {isLoading && !teams && (
                <MenuItem id="loading" isDisabled className={headerStyles.menuItem}>
                  {t('switcher.loading')}
                </MenuItem>
              )}
              {loadProblem && (
                <MenuItem id="retry" className={headerStyles.menuItem}>
                  {t('switcher.loadFailed')}
                </MenuItem>
              )}
            </MenuSection>
          ) : null}
          <Separator className={styles.separator} />
          <MenuSection aria-label={t('switcher.pages')}>
            <MenuItem className={headerStyles.menuItem} href="/my-account/team-settings">
              {t('switcher.settings')}
            </MenuItem>
            <MenuItem
              className={headerStyles.menuItem}
              href={`/my-account/team-settings#${createTeamAnchor}`}
            >
              {t('switcher.create')}
            </MenuItem>
          </MenuSection>
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}
