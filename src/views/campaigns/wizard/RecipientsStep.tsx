import { campaignWizard } from '../../../contract/constants'
import { dataOrThrow } from '../../../contract/result'
import type { CampaignTargets } from '../../../contract/sms-campaign'
import { Button } from '../../../design/Button'
import { MultiSelect } from '../../../design/MultiSelect'
import type { CampaignWizardRef } from '../../../machines/campaignWizard'
import messages from '../../../messages/campaigns-wizard/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { dictionaries } from '../../../services/dictionaries'
import * as listStyles from '../../lists/lists.css'
import { choicesQuery, feedsApi, rowsOf, segmentsApi, tagsApi } from '../../lists/recordChoices'
import { useLiveQuery } from '../../lists/useLiveQuery'
import { QueryState } from './QueryState'
import { useFieldErrors, useWizard } from './useWizard'
import * as styles from './wizard.css'
import { campaignDraftsApi } from './wizardApis'

// Segments and feeds are dictionaries (spec §3): read once per team, until one is written.
const loadSegments = (_: null, signal: AbortSignal) =>
  dictionaries.load('segments', () =>
    rowsOf(segmentsApi.list({ ...choicesQuery, sort: 'name' }, signal)),
  )
const loadTags = (_: null, signal: AbortSignal) =>
  rowsOf(tagsApi.list({ ...choicesQuery, sort: 'name' }, signal))
const loadFeeds = (_: null, signal: AbortSignal) =>
  dictionaries.load('feeds', () => rowsOf(feedsApi.list({ ...choicesQuery, sort: 'name' }, signal)))
const countAudience = async (targets: CampaignTargets, signal: AbortSignal) =>
  dataOrThrow(await campaignDraftsApi.audience({ targets }, signal)).count

/** Step 1: who receives the campaign: segments, tags and feeds, and how many contacts that is. */
export function RecipientsStep({ actor }: { actor: CampaignWizardRef }) {
  const { draft, change } = useWizard(actor)
  const { targets } = draft
  const t = useMessages(messages)
  const contacts = (count: number) => t('recipients.contacts', { count })
  const segments = useLiveQuery(loadSegments, null)
  const tags = useLiveQuery(loadTags, null)
  const feeds = useLiveQuery(loadFeeds, null)
  const audience = useLiveQuery(countAudience, targets, campaignWizard.audienceDebounceMs)
  const errors = {
    segments: useFieldErrors(actor, 'targets.segment_ids'),
    tags: useFieldErrors(actor, 'targets.tags'),
    feeds: useFieldErrors(actor, 'targets.feed_ids'),
  }
  const setTargets = (patch: Partial<CampaignTargets>) =>
    change({ targets: { ...targets, ...patch } })
  return (
    <div className={styles.stepBody}>
      <p className={listStyles.muted}>{t('recipients.intro')}</p>
      <div className={styles.grid}>
        <QueryState query={segments} what="segments" empty={t('recipients.noSegments')}>
          {(rows) => (
            <MultiSelect
              label={t('recipients.segments')}
              searchLabel={t('picker.searchSegments')}
              optionsLabel={t('picker.segmentOptions')}
              options={rows.map((segment) => ({
                id: segment.id,
                name: segment.name,
                detail:
                  segment.contact_count === null
                    ? t('recipients.segmentNotCounted')
                    : contacts(segment.contact_count),
              }))}
              value={targets.segment_ids}
              onChange={(segment_ids) => setTargets({ segment_ids })}
              errors={errors.segments}
            />
          )}
        </QueryState>
        <QueryState query={tags} what="tags" empty={t('recipients.noTags')}>
          {(rows) => (
            <MultiSelect
              label={t('recipients.tags')}
              searchLabel={t('picker.searchTags')}
              optionsLabel={t('picker.tagOptions')}
              options={rows.map((tag) => ({
                id: tag.name,
                name: tag.name,
                detail: contacts(tag.contact_count),
              }))}
              value={targets.tags}
              onChange={(names) => setTargets({ tags: names })}
              errors={errors.tags}
            />
          )}
        </QueryState>
        <QueryState query={feeds} what="feeds" empty={t('recipients.noFeeds')}>
          {(rows) => (
            <MultiSelect
              label={t('recipients.feeds')}
              searchLabel={t('picker.searchFeeds')}
              optionsLabel={t('picker.feedOptions')}
              description={t('recipients.feedsDescription')}
              options={rows.map((feed) => ({
                id: feed.id,
                name: feed.name,
                detail: t('recipients.feedStatus', { status: feed.status }),
              }))}
              value={targets.feed_ids}
              onChange={(feed_ids) => setTargets({ feed_ids })}
              errors={errors.feeds}
            />
          )}
        </QueryState>
      </div>
      <section aria-labelledby="audience-title" className={styles.card}>
        <h3 id="audience-title" className={listStyles.sectionTitle}>
          {t('recipients.audience')}
        </h3>
        <p className={styles.count} aria-live="polite" data-testid="audience-count">
          {audience.isUpdating
            ? t('recipients.counting')
            : audience.data === undefined
              ? t('recipients.notCounted')
              : t('recipients.audienceNow', { count: audience.data })}
        </p>
        {audience.problem !== null && (
          <p role="alert" className={styles.danger}>
            {t('recipients.countProblem', { problem: audience.problem })}{' '}
            <Button onPress={audience.retry}>{t('recipients.countAgain')}</Button>
          </p>
        )}
      </section>
    </div>
  )
}
