import { campaignWizard } from '../../../contract/constants'
import { dataOrThrow } from '../../../contract/result'
import type { CampaignTargets } from '../../../contract/sms-campaign'
import { Button } from '../../../design/Button'
import { MultiSelect } from '../../../design/MultiSelect'
import type { CampaignWizardRef } from '../../../machines/campaignWizard'
import * as listStyles from '../../lists/lists.css'
import { QueryState } from './QueryState'
import { useLiveQuery } from './useLiveQuery'
import { useFieldErrors, useWizard } from './useWizard'
import * as styles from './wizard.css'
import {
  campaignDraftsApi,
  choicesQuery,
  feedsApi,
  rowsOf,
  segmentsApi,
  tagsApi,
} from './wizardApis'

const contacts = (count: number) => `${count.toLocaleString()} contact${count === 1 ? '' : 's'}`

const loadSegments = (_: null, signal: AbortSignal) =>
  rowsOf(segmentsApi.list({ ...choicesQuery, sort: 'name' }, signal))
const loadTags = (_: null, signal: AbortSignal) =>
  rowsOf(tagsApi.list({ ...choicesQuery, sort: 'name' }, signal))
const loadFeeds = (_: null, signal: AbortSignal) =>
  rowsOf(feedsApi.list({ ...choicesQuery, sort: 'name' }, signal))
const countAudience = async (targets: CampaignTargets, signal: AbortSignal) =>
  dataOrThrow(await campaignDraftsApi.audience({ targets }, signal)).count

/** Step 1: who receives the campaign: segments, tags and feeds, and how many contacts that is. */
export function RecipientsStep({ actor }: { actor: CampaignWizardRef }) {
  const { draft, change } = useWizard(actor)
  const { targets } = draft
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
      <p className={listStyles.muted}>
        A contact in several of them receives the campaign once; unsubscribed and invalid numbers
        are left out.
      </p>
      <div className={styles.grid}>
        <QueryState query={segments} what="segments" empty="The team has no segments yet.">
          {(rows) => (
            <MultiSelect
              label="Segments"
              options={rows.map((segment) => ({
                id: segment.id,
                name: segment.name,
                detail:
                  segment.contact_count === null
                    ? 'not counted yet'
                    : contacts(segment.contact_count),
              }))}
              value={targets.segment_ids}
              onChange={(segment_ids) => setTargets({ segment_ids })}
              errors={errors.segments}
            />
          )}
        </QueryState>
        <QueryState query={tags} what="tags" empty="The team has no tags yet.">
          {(rows) => (
            <MultiSelect
              label="Tags"
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
        <QueryState query={feeds} what="feeds" empty="The team has no feeds yet.">
          {(rows) => (
            <MultiSelect
              label="Feeds"
              description="Contacts a feed brings while the campaign runs receive it too."
              options={rows.map((feed) => ({ id: feed.id, name: feed.name, detail: feed.status }))}
              value={targets.feed_ids}
              onChange={(feed_ids) => setTargets({ feed_ids })}
              errors={errors.feeds}
            />
          )}
        </QueryState>
      </div>
      <section aria-labelledby="audience-title" className={styles.card}>
        <h3 id="audience-title" className={listStyles.sectionTitle}>
          Audience
        </h3>
        <p className={styles.count} aria-live="polite" data-testid="audience-count">
          {audience.isUpdating
            ? 'Counting…'
            : audience.data === undefined
              ? 'Not counted yet'
              : `${contacts(audience.data)} now`}
        </p>
        {audience.problem !== null && (
          <p role="alert" className={styles.danger}>
            The audience could not be counted: {audience.problem}{' '}
            <Button onPress={audience.retry}>Count again</Button>
          </p>
        )}
      </section>
    </div>
  )
}
