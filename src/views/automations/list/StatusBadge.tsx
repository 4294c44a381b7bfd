import type { AutomationResource } from '../../../contract/automation/automation'
import messages from '../../../messages/automations/catalogue'
import { useMessages } from '../../../messages/useMessages'
import * as listStyles from '../../lists/lists.css'
import * as styles from './automations.css'

/**
 * Whether an automation runs, in a word and a tone; under it, what the engine runs: no version
 * yet, or the latest one and whether the draft has changed since.
 */
export function StatusBadge({
  automation,
}: {
  automation: Pick<AutomationResource, 'status' | 'version' | 'has_draft_changes'>
}) {
  const t = useMessages(messages)
  const { status, version } = automation
  return (
    <>
      <span className={styles.badge[status]} data-status={status}>
        {t(`status.${status}`)}
      </span>
      <div className={listStyles.muted}>
        {version === null
          ? t('publication.never')
          : t(automation.has_draft_changes ? 'publication.changed' : 'publication.version', {
              version,
            })}
      </div>
    </>
  )
}
