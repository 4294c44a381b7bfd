import type { WorkflowEvent, WorkflowToday } from '../../contract/automation/today'
import { Link } from '../../design/Link'
import { Notice } from '../../design/Notice'
import { useMessages } from '../../messages/useMessages'
import messages from '../../messages/workflow/catalogue'
import type { ApiResult } from '../../services/http/client'
import { editorHref } from '../automations/list/editorHref'
import { PageFrame } from '../frame/PageFrame'
import { ListPager } from '../lists/ListPager'
import { LoadProblem } from '../lists/LoadProblem'
import * as listStyles from '../lists/lists.css'
import { PendingList } from '../lists/PendingList'
import { useDateText } from '../lists/useDateText'
import * as styles from './workflow.css'

const contactHref = (id: string) => `/audience/contacts?contact=${encodeURIComponent(id)}`

function EventItem({ event }: { event: WorkflowEvent }) {
  const t = useMessages(messages)
  const timeText = useDateText({ timeStyle: 'short' })
  const contact = event.contact.name ?? event.contact.phone
  const node = t('event.node', { kind: event.node?.kind ?? 'other' })
  return (
    <li className={styles.event} data-kind={event.kind}>
      <span className={styles.kind[event.kind]}>{t('event.kind', { kind: event.kind })}</span>
      <div className={styles.body}>
        <span>{t(`event.${event.kind}`, { contact, node })}</span>
        <span className={styles.links}>
          <span>
            {t('event.automation')}:{' '}
            <Link href={editorHref(event.automation)}>{event.automation.name}</Link>
          </span>
          <Link href={contactHref(event.contact.id)}>
            {t('event.contact', { phone: event.contact.phone })}
          </Link>
        </span>
        <time className={styles.muted} dateTime={event.at}>
          {timeText(event.at)}
        </time>
      </div>
    </li>
  )
}

/** No event today: what will show here, and the way to the automations that make them. */
function EmptyToday() {
  const t = useMessages(messages)
  return (
    <Notice tone="info" title={t('workflow.emptyTitle')}>
      <p>{t('workflow.emptyBody')}</p>
      <Link href="/campaigns/automations">{t('workflow.emptyLink')}</Link>
    </Notice>
  )
}

/** Today's events, a page at a time; why they could not be read (with a retry); or none yet. */
export function WorkflowTodayView({ result }: { result: ApiResult<WorkflowToday> }) {
  const t = useMessages(messages)
  if (!result.ok) return <LoadProblem title={t('workflow.problem')} result={result} />
  const today = result.data
  return (
    <div className={listStyles.section}>
      <h2 className={listStyles.sectionTitle}>
        {t('workflow.summary', { ...today.counts, day: today.day, zone: today.time_zone })}
      </h2>
      {today.meta.total === 0 ? (
        <EmptyToday />
      ) : (
        <ol className={styles.timeline} aria-label={t('workflow.timeline')}>
          {today.data.map((event) => (
            <EventItem key={`${event.kind}-${event.id}`} event={event} />
          ))}
        </ol>
      )}
      <ListPager meta={today.meta} label={t('workflow.pages')} />
    </div>
  )
}

/**
 * /workflow (spec §2): what the team's automations did today, in the day the home page counts:
 * failures first, then sends and entries, newest first, each linking to its automation and
 * contact.
 */
export function WorkflowScreen({ result }: { result: ApiResult<WorkflowToday> }) {
  return (
    <PageFrame>
      <WorkflowTodayView result={result} />
    </PageFrame>
  )
}

export function WorkflowPending() {
  return (
    <PageFrame>
      <PendingList />
    </PageFrame>
  )
}
