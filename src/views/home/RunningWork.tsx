import type { RunningWork as Work } from '../../contract/home'
import { Link } from '../../design/Link'
import { ProgressBar } from '../../design/ProgressBar'
import * as styles from './home.css'
import { homeLinks } from './homeLinks'
import { useHomeMessages } from './useHomeMessages'

function WorkItem({ work }: { work: Work }) {
  const t = useHomeMessages()
  const isImport = work.kind === 'import'
  const label = t(isImport ? 'running.import' : 'running.segmentCount', { name: work.name })
  const progress = { processed: work.processed, total: work.total }
  return (
    <li>
      <Link href={homeLinks.running(work)} className={styles.name}>
        {label}
      </Link>
      <ProgressBar
        label={t(isImport ? 'running.importProgress' : 'running.countProgress', progress)}
        value={Math.min(work.processed, work.total)}
        maxValue={Math.max(work.total, 1)}
      />
    </li>
  )
}

/** Imports and segment counts under way, with how far they are. */
export function RunningWork({ work }: { work: readonly Work[] }) {
  const t = useHomeMessages()
  return (
    <section className={styles.panel} aria-labelledby="home-running">
      <h2 id="home-running" className={styles.panelTitle}>
        {t('running.title')}
      </h2>
      {work.length === 0 ? (
        <p className={styles.muted}>{t('running.none')}</p>
      ) : (
        <ul className={styles.list}>
          {work.map((item) => (
            <WorkItem key={`${item.kind}-${item.id}`} work={item} />
          ))}
        </ul>
      )}
    </section>
  )
}
