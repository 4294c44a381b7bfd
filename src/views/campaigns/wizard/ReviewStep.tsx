import { Fragment } from 'react'
import { dataOrThrow } from '../../../contract/result'
import { campaignRequirements, type SmsCampaignResource } from '../../../contract/sms-campaign'
import { Button } from '../../../design/Button'
import { Notice } from '../../../design/Notice'
import {
  type CampaignWizardRef,
  stepOfRequirement,
  type WizardDraft,
} from '../../../machines/campaignWizard'
import * as facts from '../../lists/facts.css'
import * as listStyles from '../../lists/lists.css'
import { PendingList } from '../../lists/PendingList'
import { CampaignActions } from '../detail/CampaignActions'
import { lifecycleSnapshotOf } from '../detail/lifecycleSnapshot'
import { stepTitles } from './stepTitles'
import { useLiveQuery } from './useLiveQuery'
import { useWizard } from './useWizard'
import * as styles from './wizard.css'
import { campaignDraftsApi } from './wizardApis'

/** `version` is the campaign's last edit: every save asks again. */
const checkReadiness = async ({ id }: { id: string; version: string }, signal: AbortSignal) =>
  dataOrThrow(await campaignDraftsApi.isReady(id, signal))

const listOr = (items: readonly string[], none: string) =>
  items.length === 0 ? none : items.join(', ')

function scheduleText(draft: WizardDraft) {
  if (draft.scheduleKind === 'now') return 'Now, once it is sent'
  if (draft.scheduleKind === 'at') return draft.at ? `At ${draft.at}` : 'At a time not chosen yet'
  return `Every ${listOr(draft.days, 'no day')} at ${listOr(draft.times, 'no time')}`
}

/** Step 4: everything chosen, what is still missing (with the step that fixes it), and send. */
export function ReviewStep({
  actor,
  campaign,
}: {
  actor: CampaignWizardRef
  campaign: SmsCampaignResource
}) {
  const { draft, goTo } = useWizard(actor)
  const readiness = useLiveQuery(checkReadiness, { id: campaign.id, version: campaign.updated_at })
  const { targets } = draft
  const choices: [string, string][] = [
    ['Segments', `${targets.segment_ids.length} chosen`],
    ['Tags', listOr(targets.tags, 'none')],
    ['Feeds', `${targets.feed_ids.length} chosen`],
    ['Sender ids', `${draft.sender_ids.length} in rotation`],
    ['Text variants', `${draft.text_ids.length}`],
    ['Offer', draft.offer_id ? 'chosen' : 'none'],
    ['Tracking domain', draft.tracking_domain || 'none'],
    ['Schedule', scheduleText(draft)],
    ['Time zone', draft.time_zone],
    ['Messages a minute', draft.throttle || 'no limit'],
    ['Quiet hours', draft.quietHours ? `${draft.quietStart} to ${draft.quietEnd}` : 'none'],
  ]
  const missing = readiness.data?.missing ?? []
  return (
    <div className={styles.stepBody}>
      <section aria-labelledby="choices-title" className={listStyles.section}>
        <h3 id="choices-title" className={listStyles.sectionTitle}>
          What you chose
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
          Ready to send?
        </h3>
        {readiness.problem !== null ? (
          <Notice
            tone="danger"
            role="alert"
            title="Readiness could not be checked"
            actions={<Button onPress={readiness.retry}>Check again</Button>}
          >
            {readiness.problem}
          </Notice>
        ) : readiness.data === undefined || readiness.isUpdating ? (
          <PendingList />
        ) : (
          <ul className={styles.checklist} aria-label="Checklist" data-testid="readiness">
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
                return (
                  <li key={requirement} className={styles.checkItem}>
                    <span aria-hidden="true">{lacking ? '✗' : '✓'}</span>
                    {lacking ? `Missing: ${requirement}` : `Has ${requirement}`}
                    {lacking && (
                      <Button onPress={() => goTo(step)}>Fix in {stepTitles[step]}</Button>
                    )}
                  </li>
                )
              })}
          </ul>
        )}
        {readiness.data?.ready && !readiness.isUpdating && (
          <Notice tone="success" title="Ready to send">
            Nothing is missing.
          </Notice>
        )}
      </section>
      <CampaignActions campaign={campaign} lifecycle={lifecycleSnapshotOf(campaign)} />
    </div>
  )
}
