import { useSelector } from '@xstate/react'
import { Header, MenuItem, MenuSection, Separator } from 'react-aria-components'
import { AnchoredMenu } from '../../design/AnchoredPopover'
import type { LazyPopoverProps } from '../../design/lazyOnIntent'
import {
  selectIsLoadingTeams,
  selectLoadProblem,
  selectTeams,
  type TeamSwitcherRef,
} from '../../machines/teamSwitcher'
import messages from '../../messages/teams/catalogue'
import { useMessages } from '../../messages/useMessages'
import * as headerStyles from '../layouts/Header.css'
import { createTeamAnchor } from './createTeamAnchor'
import { useTeamNames } from './roleNames'
import * as styles from './TeamSwitcher.css'

/** The team switcher's menu: the user's teams and the team pages, fetched on intent. */
export default function TeamMenuPopover({
  switcher,
  currentTeamId,
  ...popover
}: LazyPopoverProps & { switcher: TeamSwitcherRef; currentTeamId: string | null }) {
  const t = useMessages(messages)
  const names = useTeamNames()
  const teams = useSelector(switcher, selectTeams)
  const isLoading = useSelector(switcher, selectIsLoadingTeams)
  const loadProblem = useSelector(switcher, selectLoadProblem)
  return (
    <AnchoredMenu
      popover={popover}
      popoverClassName={headerStyles.menuPopover}
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
    </AnchoredMenu>
  )
}
