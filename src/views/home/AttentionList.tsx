import type { AttentionItem } from '../../contract/home'
import { Link } from '../../design/Link'
import { useDateText } from '../lists/useDateText'
import { usePreloadOnIntent } from '../usePreloadOnIntent'
import * as styles from './home.css'
import { homeLinks } from './homeLinks'
import { useHomeMessages } from './useHomeMessages'

/**
 * What needs attention first, most urgent first (the server's order), each linking to its
 * screen. A reason is shown as the server recorded it.
 */
export function AttentionList({ items }: { items: readonly AttentionItem[] }) {
  const t = useHomeMessages()
  const when = useDateText({ dateStyle: 'medium', timeStyle: 'short' })
  // A campaign's page draws its delivery charts: its code is fetched as its link is approached.
  const preloadOf = usePreloadOnIntent()
  return (
    <section className={styles.panel} aria-labelledby="home-attention">
      <h2 id="home-attention" className={styles.panelTitle}>
        {t('attention.title')}
      </h2>
      {items.length === 0 ? (
        <p className={styles.muted}>{t('attention.none')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={`${item.subject}-${item.id}`}>
              <Link
                href={homeLinks.attention(item)}
                className={styles.name}
                {...preloadOf(homeLinks.attention(item))}
              >
                {item.name}
              </Link>
              <p className={styles.muted}>
                {t('attention.when', { kind: t(`attention.${item.kind}`), when: when(item.at) })}
              </p>
              {item.reason && <p className={styles.name}>{item.reason}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
