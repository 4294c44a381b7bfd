import { Fragment } from 'react'
import { useLocale } from 'react-aria-components'
import { dataOrThrow } from '../../../contract/result'
import type { CampaignTargets } from '../../../contract/sms-campaign'
import type { WizardDraft } from '../../../machines/campaignWizard'
import messages from '../../../messages/campaigns-wizard/catalogue'
import { useMessages } from '../../../messages/useMessages'
import * as facts from '../../lists/facts.css'
import * as listStyles from '../../lists/lists.css'
import { loadSenderIds, loadTexts } from '../../lists/recordChoices'
import { useLiveQuery } from '../../lists/useLiveQuery'
import { useMoneyText } from '../../lists/useMoneyText'
import { sendingEstimate } from './sendingEstimate'
import { textName } from './textName'
import { previewOf, sampleContact } from './textPreview'
import * as styles from './wizard.css'
import { campaignDraftsApi } from './wizardApis'

const countAudience = async (targets: CampaignTargets, signal: AbortSignal) =>
  dataOrThrow(await campaignDraftsApi.audience({ targets }, signal))

/**
 * What the campaign will send: to how many contacts, from which sender ids, which texts (each as
 * the sample contact would read it), and how many parts that takes and costs at most.
 */
export function SendingSummary({ draft, schedule }: { draft: WizardDraft; schedule: string }) {
  const t = useMessages(messages)
  const { locale } = useLocale()
  const amount = useMoneyText()
  const list = new Intl.ListFormat(locale, { type: 'unit', style: 'short' })
  const audience = useLiveQuery(countAudience, draft.targets)
  const senderIds = useLiveQuery(loadSenderIds, null)
  const texts = useLiveQuery(loadTexts, null)
  const domain = draft.tracking_domain.trim() || null
  const chosenTexts = (texts.data ?? []).filter((text) => draft.text_ids.includes(text.id))
  const senders = (senderIds.data ?? [])
    .filter((sender) => draft.sender_ids.includes(sender.id))
    .map((sender) => sender.value)
  const pending = t('review.counting')
  const estimate =
    audience.data &&
    sendingEstimate(
      chosenTexts.map((text) => text.body),
      domain,
      audience.data.count,
      audience.data,
    )
  const rows: [string, string][] = [
    [
      t('review.recipients'),
      audience.data ? t('recipients.contacts', { count: audience.data.count }) : pending,
    ],
    [t('review.senderIds'), senders.length > 0 ? list.format(senders) : t('review.none')],
    [
      t('review.texts'),
      chosenTexts.length > 0 ? list.format(chosenTexts.map(textName)) : t('review.none'),
    ],
    [t('review.schedule'), schedule],
    [
      t('review.parts'),
      estimate
        ? t('review.partsValue', { parts: estimate.parts, each: estimate.partsEach })
        : pending,
    ],
    [t('review.cost'), estimate ? amount(estimate.cost) : pending],
  ]
  return (
    <section aria-labelledby="sending-title" className={listStyles.section}>
      <h3 id="sending-title" className={listStyles.sectionTitle}>
        {t('review.sendingTitle')}
      </h3>
      <dl className={facts.facts} data-testid="what-will-be-sent">
        {rows.map(([name, value]) => (
          <Fragment key={name}>
            <dt className={facts.factName}>{name}</dt>
            <dd className={facts.factValue}>{value}</dd>
          </Fragment>
        ))}
      </dl>
      {chosenTexts.map((text) => (
        <article
          key={text.id}
          aria-label={t('review.previewOf', { text: textName(text) })}
          className={styles.card}
        >
          <p className={listStyles.muted}>
            {t('composer.previewAs', {
              name: `${sampleContact.first_name} ${sampleContact.last_name}`,
            })}
          </p>
          <p className={styles.preview}>{previewOf(text.body, domain)}</p>
        </article>
      ))}
    </section>
  )
}
