import { useLoaderData } from '@tanstack/react-router'
import { Link } from '../../../design/Link'
import messages from '../../../messages/audience-feeds/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { PageFrame } from '../../frame/PageFrame'
import * as listStyles from '../../lists/lists.css'
import { PendingList } from '../../lists/PendingList'
import { useTeamOffers } from '../../teams/useTeamOffers'
import { FeedForm } from './FeedForm'
import { FeedList } from './FeedList'
import { FeedPostingPanel } from './FeedPostingPanel'
import { feedOffers } from './feedOffers'
import * as styles from './feeds.css'

const from = '/_default/_verified/audience/feeds/'

/**
 * /audience/feeds: the team's feeds. Writers create and edit them (`?edit=`), delete them, and
 * open a feed's posting details (`?feed=`): its URL, key and an example.
 */
export function FeedsScreen() {
  const t = useMessages(messages)
  const { feeds, countries, editing, posting } = useLoaderData({ from })
  const current = useTeamOffers()
  const offers = feedOffers(current?.team.role)
  const countryList = countries.ok ? countries.data.data : []
  return (
    <PageFrame subject={null}>
      <div className={listStyles.section}>
        <nav aria-label={t('nav.label')} className={styles.links}>
          <Link href="/audience/feeds/logs">{t('nav.logs')}</Link>
        </nav>
        {offers.write ? (
          <FeedForm key={editing?.id ?? 'new'} feed={editing} countries={countryList} />
        ) : (
          <p className={listStyles.muted}>
            {current
              ? t('screen.readOnly', { team: current.team.name, role: current.team.role })
              : t('screen.readOnly.noTeam')}
          </p>
        )}
        {offers.write && posting && <FeedPostingPanel key={posting.id} feed={posting} />}
        <FeedList result={feeds} canWrite={offers.write} />
      </div>
    </PageFrame>
  )
}

export function FeedsPending() {
  return (
    <PageFrame subject={null}>
      <PendingList />
    </PageFrame>
  )
}
