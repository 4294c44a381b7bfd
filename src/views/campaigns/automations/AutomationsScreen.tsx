import { Link } from '../../../design/Link'
import { Notice } from '../../../design/Notice'
import messages from '../../../messages/campaigns/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { PageFrame } from '../../frame/PageFrame'
import * as listStyles from '../../lists/lists.css'

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
