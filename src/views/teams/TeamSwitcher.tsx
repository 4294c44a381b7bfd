import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
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
import { useJournaledActorRef } from '../../services/journal/useJournaledActorRef'
import { useNotify } from '../../services/NotifyProvider'
import { teamSettingsApi } from '../../services/teamApis'
import * as headerStyles from '../layouts/Header.css'
import { useSession, useSessionSelector } from '../session/useSession'
import { createTeamAnchor } from './createTeamAnchor'
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
            message: `You are working in ${user.current_team?.name ?? 'another team'} now.`,
          })
        },
        reportSwitchFailed: (_, { error }) =>
          notify.notify({
            type: 'danger',
            title: 'The team was not switched',
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
        <span className={visuallyHidden}>Team: </span>
        <span className={styles.teamName}>{currentTeam?.name ?? 'No team'}</span>
        {isSwitching ? <Spinner label="Switching team" /> : <span aria-hidden="true">▾</span>}
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
            <Header className={styles.sectionHeader}>Switch team</Header>
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
                    <span className={styles.role}>{team.role}</span>
                  </span>
                )}
              </MenuItem>
            ))}
          </MenuSection>
          {(isLoading && !teams) || loadProblem ? (
            <MenuSection aria-label="Team list status">
              {isLoading && !teams && (
                <MenuItem id="loading" isDisabled className={headerStyles.menuItem}>
                  Loading your teams…
                </MenuItem>
              )}
              {loadProblem && (
                <MenuItem id="retry" className={headerStyles.menuItem}>
                  Your teams could not be loaded. Try again
                </MenuItem>
              )}
            </MenuSection>
          ) : null}
          <Separator className={styles.separator} />
          <MenuSection aria-label="Team pages">
            <MenuItem className={headerStyles.menuItem} href="/my-account/team-settings">
              Team settings
            </MenuItem>
            <MenuItem
              className={headerStyles.menuItem}
              href={`/my-account/team-settings#${createTeamAnchor}`}
            >
              Create a team
            </MenuItem>
          </MenuSection>
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}
