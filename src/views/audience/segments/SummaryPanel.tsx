import type { CountGroup } from '../../../contract/contact'
import type { SegmentSummary } from '../../../contract/segment'
import audienceMessages from '../../../messages/audience/catalogue'
import messages from '../../../messages/audience-segments/catalogue'
import { useMessages } from '../../../messages/useMessages'
import * as listStyles from '../../lists/lists.css'
import { optionLabel } from './ruleWords'
import * as styles from './segments.css'

/** The saved segment in words and numbers: its rules as a sentence, by status and by country. */
export function SummaryPanel({ summary }: { summary: SegmentSummary }) {
  const t = useMessages(messages)
  const words = useMessages(audienceMessages)
  return (
    <section aria-labelledby="segment-summary-title" className={styles.panel}>
      <h2 id="segment-summary-title" className={listStyles.sectionTitle}>
        {t('summary.title')}
      </h2>
      <p>{summary.description}</p>
      <p className={listStyles.muted}>{t('summary.conditions', { count: summary.conditions })}</p>
      <Counts
        title={t('summary.byStatus')}
        groups={summary.by_status}
        name={(value) => optionLabel(words, value)}
        empty={t('summary.none')}
      />
      <Counts
        title={t('summary.byCountry')}
        groups={summary.by_country}
        name={(code) => code}
        empty={t('summary.noCountry')}
      />
    </section>
  )
}

function Counts({
  title,
  groups,
  name,
  empty,
}: {
  title: string
  groups: CountGroup[]
  name: (value: string) => string
  empty: string
}) {
  if (groups.length === 0) return null
  return (
    <>
      <h3 className={styles.subTitle}>{title}</h3>
      <dl className={styles.definitionList}>
        {groups.map((group) => (
          <div key={group.value ?? ''} style={{ display: 'contents' }}>
            <dt>{group.value === null ? empty : name(group.value)}</dt>
            <dd>{group.count}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}
