import { useLocale } from 'react-aria-components'
import type { WizardDraft } from '../../../machines/campaignWizard'
import messages from '../../../messages/campaigns-wizard/catalogue'
import { useMessages } from '../../../messages/useMessages'
import * as listStyles from '../../lists/lists.css'
import { previewRuns } from './schedulePreview'
import * as styles from './wizard.css'

/** The next sends of the schedule as the draft stands, on the campaign's clock. */
export function NextSends({ draft }: { draft: WizardDraft }) {
  const runs = previewRuns(draft, new Date())
  const t = useMessages(messages)
  const { locale } = useLocale()
  // previewRuns answers null for a zone Intl does not know, so formatting in it is safe.
  const when = (date: Date) =>
    date.toLocaleString(locale, {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: draft.time_zone,
    })
  return (
    <section aria-labelledby="next-sends-title" className={styles.card}>
      <h3 id="next-sends-title" className={listStyles.sectionTitle}>
        {t('nextSends.title', { zone: draft.time_zone })}
      </h3>
      {runs === null ? (
        <p className={listStyles.muted}>{t('nextSends.incomplete')}</p>
      ) : runs.length === 0 ? (
        <p className={listStyles.muted}>{t('nextSends.passed')}</p>
      ) : (
        <ol className={styles.checklist} data-testid="next-sends">
          {runs.map(({ run, firstMessage }) => {
            const runText = draft.scheduleKind === 'now' ? t('nextSends.asap') : when(run)
            return (
              <li key={run.toISOString()}>
                {firstMessage.getTime() === run.getTime()
                  ? runText
                  : t('nextSends.held', { run: runText, first: when(firstMessage) })}
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}
