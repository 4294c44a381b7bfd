import { useState } from 'react'
import { Button, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components'
import type { TeamRole } from '../../contract/team'
import { Icon } from '../../design/Icon'
import * as selectStyles from '../../design/Select.css'
import { Spinner } from '../../design/Spinner'
import messages from '../../messages/teams/catalogue'
import { useMessages } from '../../messages/useMessages'
import { useTeamNames } from './roleNames'
import * as styles from './teams.css'

/**
 * A member's role, changed in place: the new role is sent at once and the select waits for the
 * answer (the list then shows what the server kept).
 */
export function RoleSelect({
  label,
  role,
  roles,
  onChange,
}: {
  /** The accessible name: the member it is for. */
  label: string
  role: TeamRole
  roles: readonly TeamRole[]
  /** Resolves once the change is settled either way. */
  onChange: (role: TeamRole) => Promise<unknown>
}) {
  const t = useMessages(messages)
  const names = useTeamNames()
  const [pending, setPending] = useState<TeamRole | null>(null)
  const options = roles.includes(role) ? roles : [role, ...roles]
  return (
    <Select
      aria-label={label}
      className={styles.roleSelect}
      selectedKey={pending ?? role}
      isDisabled={pending !== null}
      onSelectionChange={(key) => {
        const chosen = key as TeamRole
        if (chosen === role) return
        setPending(chosen)
        void onChange(chosen).finally(() => setPending(null))
      }}
    >
      <Button className={selectStyles.trigger}>
        <SelectValue />
        {pending ? (
          <Spinner label={t('roleSelect.changing')} />
        ) : (
          <Icon name="lucide:chevron-down" />
        )}
      </Button>
      <Popover className={selectStyles.popover}>
        <ListBox className={selectStyles.listBox}>
          {options.map((option) => (
            <ListBoxItem key={option} id={option} className={selectStyles.option}>
              {names.role(option)}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  )
}
