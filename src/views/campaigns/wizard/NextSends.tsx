import type { WizardDraft } from '../../../machines/campaignWizard'
import * as listStyles from '../../lists/lists.css'
import { previewRuns } from './schedulePreview'
import * as styles from './wizard.css'

/** The next sends of the schedule as the draft stands, on the campaign's clock. */
export function NextSends({ draft }: { draft: WizardDraft }) {
  const runs = previewRuns(draft, new Date())
  // previewRuns answers null for a zone Intl does not know, so formatting in it is safe.
  const when = (date: Date) =>
    date.toLocaleString(undefined, {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: draft.time_zone,
    })
  return (
    <section aria-labelledby="next-sends-title" className={styles.card}>
      <h3 id="next-sends-title" className={listStyles.sectionTitle}>
        Next sends ({draft.time_zone})
      </h3>
      {runs === null ? (
        <p className={listStyles.muted}>Complete the schedule to see when it sends.</p>
      ) : runs.length === 0 ? (
        <p className={listStyles.muted}>That time has passed: it would send at once.</p>
      ) : (
        <ol className={styles.checklist} data-testid="next-sends">
          {runs.map(({ run, firstMessage }) => (
            <li key={run.toISOString()}>
              {draft.scheduleKind === 'now' ? 'As soon as it is sent' : when(run)}
              {firstMessage.getTime() !== run.getTime() &&
                ` (quiet hours: first message ${when(firstMessage)})`}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
