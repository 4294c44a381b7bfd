import { Link } from '../../../design/Link'
import { Notice } from '../../../design/Notice'
import messages from '../../../messages/campaigns/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { PageFrame } from '../../frame/PageFrame'
import * as listStyles from '../../lists/lists.css'

/**
 * /campaigns/automations: the automations linked to the team's campaigns, read-only. The
 * server has no automations yet (they come with the automations area), so none can be linked:
 * the page says so rather than showing an empty table that suggests otherwise.
 */
export function AutomationsScreen() {
  const t = useMessages(messages)
  return (
    <PageFrame>
      <div className={listStyles.section}>
        <Notice title={t('automations.noneTitle')}>{t('automations.noneBody')}</Notice>
        <p>
          <Link href="/campaigns">{t('automations.toCampaigns')}</Link>
        </p>
      </div>
    </PageFrame>
  )
}

/** /campaigns/automations/{id...}: no automation exists yet, so none can be shown. */
export function AutomationScreen() {
  const t = useMessages(messages)
  return (
    <PageFrame>
      <div className={listStyles.section}>
        <Notice tone="warning" title={t('automations.cannotShowTitle')}>
          {t('automations.cannotShowBody')}
        </Notice>
        <p>
          <Link href="/campaigns/automations">{t('automations.back')}</Link>
        </p>
      </div>
    </PageFrame>
  )
}
