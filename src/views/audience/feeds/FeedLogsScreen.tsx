import { useLoaderData, useSearch } from '@tanstack/react-router'
import { Link } from '../../../design/Link'
import messages from '../../../messages/audience-feeds/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { PageFrame } from '../../frame/PageFrame'
import * as listStyles from '../../lists/lists.css'
import { PendingList } from '../../lists/PendingList'
import { FeedLogFilters } from './FeedLogFilters'
import { FeedLogTable } from './FeedLogTable'
import * as styles from './feeds.css'

const from = '/_default/_verified/audience/feeds/logs'

/** /audience/feeds/logs: every batch the team's feeds received, filtered by feed, outcome and day. */
export function FeedLogsScreen() {
  const t = useMessages(messages)
  const { logs, feeds } = useLoaderData({ from })
  const search = useSearch({ from })
  const filtered = Boolean(search.feed || search.outcome || search.from)
  return (
    <PageFrame>
      <div className={listStyles.section}>
        <nav aria-label={t('nav.label')} className={styles.links}>
          <Link href="/audience/feeds">{t('nav.back')}</Link>
        </nav>
        <FeedLogFilters search={search} feeds={feeds.ok ? feeds.data.data : []} />
        <FeedLogTable result={logs} filtered={filtered} />
      </div>
    </PageFrame>
  )
}

export function FeedLogsPending() {
  return (
    <PageFrame>
      <PendingList />
    </PageFrame>
  )
}
