import { Link } from '../../design/Link'
import * as styles from './home.css'
import { homeLinks } from './homeLinks'
import { useHomeMessages } from './useHomeMessages'

const steps = [
  ['empty.importContacts', homeLinks.firstSteps.importContacts],
  ['empty.createSender', homeLinks.firstSteps.createSender],
  ['empty.createCampaign', homeLinks.firstSteps.createCampaign],
] as const

/** A new team's home: the three steps to a first send, as links. */
export function FirstSteps() {
  const t = useHomeMessages()
  return (
    <section className={styles.panel} aria-labelledby="home-first-steps">
      <h2 id="home-first-steps" className={styles.panelTitle}>
        {t('empty.title')}
      </h2>
      <p>{t('empty.intro')}</p>
      <ol aria-label={t('empty.steps')}>
        {steps.map(([label, href]) => (
          <li key={label}>
            <Link href={href}>{t(label)}</Link>
          </li>
        ))}
      </ol>
    </section>
  )
}
