import { useLocale } from 'react-aria-components'
import type { SmsCampaignResource } from '../../../contract/sms-campaign'
import { Notice } from '../../../design/Notice'
import { type CampaignLifecycleSnapshot, lifecycleOf } from '../../../machines/campaignLifecycle'
import messages from '../../../messages/campaigns/catalogue'
import { missingText } from '../../../messages/campaigns/requirements'
import { useMessages } from '../../../messages/useMessages'
import * as facts from '../../lists/facts.css'
import * as listStyles from '../../lists/lists.css'

/** Where the campaign is in each region of its lifecycle, and what it still lacks. */
export function LifecycleSummary({
  campaign,
  lifecycle,
}: {
  campaign: Pick<SmsCampaignResource, 'failure' | 'missing'>
  lifecycle: CampaignLifecycleSnapshot
}) {
  const { delivery, recurrence, feed } = lifecycleOf(lifecycle)
  const t = useMessages(messages)
  const { locale } = useLocale()
  return (
    <section aria-labelledby="campaign-status-title" className={listStyles.section}>
      <h2 id="campaign-status-title" className={listStyles.sectionTitle}>
        {t('summary.title')}
      </h2>
      <dl className={facts.facts} aria-live="polite">
        <dt className={facts.factName}>{t('summary.delivery')}</dt>
        <dd className={facts.factValue} data-state={delivery}>
          {t(`summary.delivery.${delivery}`)}
        </dd>
        <dt className={facts.factName}>{t('summary.recurrence')}</dt>
        <dd className={facts.factValue} data-state={recurrence}>
          {t(`summary.recurrence.${recurrence}`)}
        </dd>
        <dt className={facts.factName}>{t('summary.feed')}</dt>
        <dd className={facts.factValue} data-state={feed}>
          {t(`summary.feed.${feed}`)}
        </dd>
      </dl>
      {campaign.failure && (
        <Notice tone="danger" title={t('summary.engineGaveUp')}>
          {campaign.failure}
        </Notice>
      )}
      {lifecycle.hasTag('editable') && campaign.missing.length > 0 && (
        <Notice tone="warning" title={t('summary.notReady')}>
          {t('summary.stillNeeds', { missing: missingText(t, locale, campaign.missing) })}
        </Notice>
      )}
    </section>
  )
}
