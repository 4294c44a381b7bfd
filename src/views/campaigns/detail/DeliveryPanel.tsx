import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components'
import type { SmsCampaignResource } from '../../../contract/sms-campaign'
import messages from '../../../messages/campaigns/catalogue'
import { useMessages } from '../../../messages/useMessages'
import * as listStyles from '../../lists/lists.css'
import { DeliveryFigures } from './DeliveryFigures'
import * as styles from './delivery.css'
import { LifecycleLog } from './LifecycleLog'
import { MessageLog } from './MessageLog'
import { useLiveStats } from './useLiveStats'

/**
 * The campaign's delivery, live: its totals, progress and funnel as the engine pushes them,
 * and its messages and lifecycle events as two logs.
 */
export function DeliveryPanel({ campaign }: { campaign: SmsCampaignResource }) {
  const stats = useLiveStats(campaign)
  const t = useMessages(messages)
  return (
    <section aria-labelledby="campaign-delivery-title" className={listStyles.section}>
      <h2 id="campaign-delivery-title" className={listStyles.sectionTitle}>
        {t('delivery.title')}
      </h2>
      <DeliveryFigures stats={stats} />
      <Tabs>
        <TabList aria-label={t('delivery.logs')} className={styles.tabList}>
          <Tab id="messages" className={styles.tab}>
            {t('delivery.messagesTab')}
          </Tab>
          <Tab id="lifecycle" className={styles.tab}>
            {t('delivery.lifecycleTab')}
          </Tab>
        </TabList>
        <TabPanel id="messages" className={styles.tabPanel}>
          <MessageLog campaign={campaign} stats={stats} />
        </TabPanel>
        <TabPanel id="lifecycle" className={styles.tabPanel}>
          <LifecycleLog campaign={campaign} />
        </TabPanel>
      </Tabs>
    </section>
  )
}
