import { Fragment } from 'react'
import { useLocale } from 'react-aria-components'
import { campaignRequirements, type SmsCampaignResource } from '../../../contract/sms-campaign'
import { Button } from '../../../design/Button'
import { Notice } from '../../../design/Notice'
import {
  type CampaignWizardRef,
  stepOfRequirement,
  type WizardDraft,
} from '../../../machines/campaignWizard'
import campaignMessages from '../../../messages/campaigns/catalogue'
import { requirementText } from '../../../messages/campaigns/requirements'
import messages, { type Key } from '../../../messages/campaigns-wizard/catalogue'
import type { Translate } from '../../../messages/catalogue'
import { useMessages } from '../../../messages/useMessages'
import * as facts from '../../lists/facts.css'
import * as listStyles from '../../lists/lists.css'
import { CampaignActions } from '../detail/CampaignActions'
import { lifecycleSnapshotOf } from '../detail/lifecycleSnapshot'
import { planChoiceName, useRoutingPlans } from './RoutingPlanPicker'
import { SendingSummary } from './SendingSummary'
import { useWizard } from './useWizard'
import * as styles from './wizard.css'

/** How the review says a list: the locale's list, or what stands for none. */
type ListOr = (items: readonly string[], none: string) => string

function scheduleText(
  draft: WizardDraft,
  t: Translate<Key>,
  listOr: ListOr,
  dayName: (day: WizardDraft['days'][number]) => string,
) {
  if (draft.scheduleKind === 'now') return t('schedule.now')
  if (draft.scheduleKind === 'at')
    return draft.at ? t('review.scheduleAt', { time: draft.at }) : t('review.scheduleAtUnset')
  return t('review.scheduleRecurring', {
    days: listOr(draft.days.map(dayName), t('review.noDay')),
    times: listOr(draft.times, t('review.noTime')),
  })
}

/**
 * Step 4: what will be sent, everything chosen, what is still missing (with the step that fixes it), and send. What
 * is missing is the campaign's own `missing`, as the last save answered it: the page's banner
 * reads the same, so the two never disagree.
 */
export function ReviewStep({
  actor,
  campaign,
}: {
  actor: CampaignWizardRef
  campaign: SmsCampaignResource
}) {
  const { draft, goTo } = useWizard(actor)
  const { targets } = draft
  const t = useMessages(messages)
  const campaignWords = useMessages(campaignMessages)
  const { locale } = useLocale()
  const list = new Intl.ListFormat(locale, { type: 'unit', style: 'short' })
  const listOr: ListOr = (items, none) => (items.length === 0 ? none : list.format(items))
  const none = t('review.none')
  const dayName = (day: WizardDraft['days'][number]) => campaignWords(`weekday.${day}`)
  const schedule = scheduleText(draft, t, listOr, dayName)
  const plans = useRoutingPlans()
  const choices: [string, string][] = [
    [t('review.segments'), t('review.chosenCount', { count: targets.segment_ids.length })],
    [t('review.tags'), listOr(targets.tags, none)],
    [t('review.feeds'), t('review.chosenCount', { count: targets.feed_ids.length })],
    [t('review.offer'), draft.offer_id ? t('review.chosen') : none],
    [t('review.trackingDomain'), draft.tracking_domain || none],
    [t('review.timeZone'), draft.time_zone],
    [
      t('review.routingPlan'),
      planChoiceName(plans.data, draft.routing_plan_id, t) ?? plans.problem ?? t('plan.loading'),
    ],
    [t('review.throttle'), draft.throttle || t('review.noLimit')],
    [
      t('review.quietHours'),
      draft.quietHours
        ? t('review.quietRange', { from: draft.quietStart, until: draft.quietEnd })
        : none,
    ],
  ]
  const { missing } = campaign
  return (
    <div className={styles.stepBody}>
      <SendingSummary draft={draft} schedule={schedule} />
      <section aria-labelledby="choices-title" className={listStyles.section}>
        <h3 id="choices-title" className={listStyles.sectionTitle}>
          {t('review.choicesTitle')}
        </h3>
        <dl className={facts.facts}>
          {choices.map(([name, value]) => (
            <Fragment key={name}>
              <dt className={facts.factName}>{name}</dt>
              <dd className={facts.factValue}>{value}</dd>
            </Fragment>
          ))}
        </dl>
      </section>
      <section aria-labelledby="ready-title" className={listStyles.section}>
        <h3 id="ready-title" className={listStyles.sectionTitle}>
          {t('review.readyTitle')}
        </h3>
        <ul className={styles.checklist} aria-label={t('review.checklist')} data-testid="readiness">
          {Object.values(campaignRequirements)
            .filter(
              (requirement) =>
                missing.includes(requirement) ||
                (requirement !== campaignRequirements.offer &&
                  requirement !== campaignRequirements.trackingDomain),
            )
            .map((requirement) => {
              const lacking = missing.includes(requirement)
              const step = stepOfRequirement(requirement)
              const words = requirementText(campaignWords, requirement)
              return (
                <li key={requirement} className={styles.checkItem}>
                  <span aria-hidden="true">{lacking ? '✗' : '✓'}</span>
                  {lacking
                    ? t('review.missing', { requirement: words })
                    : t('review.has', { requirement: words })}
                  {lacking && (
                    <Button onPress={() => goTo(step)}>
                      {t('review.fix', { step: t(`step.${step}`) })}
                    </Button>
                  )}
                </li>
              )
            })}
        </ul>
        {missing.length === 0 && (
          <Notice tone="success" title={t('review.ready')}>
            {t('review.nothingMissing')}
          </Notice>
        )}
      </section>
      <CampaignActions campaign={campaign} lifecycle={lifecycleSnapshotOf(campaign)} />
    </div>
  )
}
