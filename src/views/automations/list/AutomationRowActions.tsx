import type { AutomationResource } from '../../../contract/automation/automation'
import { Button } from '../../../design/Button'
import messages from '../../../messages/automations/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { RowActions } from '../../lists/ListTable'
import { useAutomationActions } from './useAutomationActions'

/** A row's commands: turn it on or off, duplicate it, delete it; each named with the row. */
export function AutomationRowActions({ automation }: { automation: AutomationResource }) {
  const t = useMessages(messages)
  const { toggle, duplicate, remove } = useAutomationActions()
  const { name } = automation
  const turningOff = automation.status === 'active'
  return (
    <RowActions>
      <Button
        size="s"
        tone="primary"
        variant={turningOff ? 'outline' : 'soft'}
        aria-label={t(turningOff ? 'action.turnOff.label' : 'action.turnOn.label', { name })}
        onPress={() => toggle(automation)}
      >
        {t(turningOff ? 'action.turnOff' : 'action.turnOn')}
      </Button>
      <Button
        size="s"
        aria-label={t('action.duplicate.label', { name })}
        onPress={() => duplicate(automation)}
      >
        {t('action.duplicate')}
      </Button>
      <Button
        size="s"
        tone="danger"
        aria-label={t('action.delete.label', { name })}
        onPress={() => remove(automation)}
      >
        {t('action.delete')}
      </Button>
    </RowActions>
  )
}
