import { useState } from 'react'
import type { WebhookAttempt } from '../../../../contract/automation/webhookLog'
import messages from '../../../../messages/automation-editor/catalogue'
import { useMessages } from '../../../../messages/useMessages'
import { PanelList } from '../../../campaigns/detail/PanelList'
import { useLoadedPage } from '../../../campaigns/detail/useLoadedPage'
import { ListTable } from '../../../lists/ListTable'
import * as listStyles from '../../../lists/lists.css'
import { SidePanel } from '../../../lists/SidePanel'
import { useDateText } from '../../../lists/useDateText'
import { automationsApi } from '../../list/automationsApi'
import * as styles from './WebhookLogSheet.css'

/** Which webhook node's log is open. */
export interface WebhookLogChoice {
  automationId: string
  nodeId: string
}

function AttemptTable({ automationId, nodeId }: WebhookLogChoice) {
  const t = useMessages(messages)
  const timeText = useDateText({ dateStyle: 'medium', timeStyle: 'medium' })
  const [page, setPage] = useState(1)
  const { result, retry } = useLoadedPage(`${automationId} ${nodeId} ${page}`, (signal) =>
    automationsApi.webhookAttempts(automationId, { node: nodeId, page }, signal),
  )
  const state = (row: WebhookAttempt) => row.delivery?.status ?? 'dropped'
  return (
    <PanelList
      result={result}
      retry={retry}
      problemTitle={t('webhookLog.problem')}
      empty={t('webhookLog.empty')}
      pagerLabel={t('webhookLog.pager')}
      onPageChange={setPage}
    >
      {(rows: WebhookAttempt[]) => (
        <ListTable
          rows={rows}
          label={t('webhookLog.label', { node: nodeId })}
          rowKey={(row) => row.id}
          columns={[
            {
              header: t('webhookLog.contact'),
              namesRow: true,
              cell: (row) => row.contact.name ?? row.contact.phone,
            },
            {
              header: t('webhookLog.delivery'),
              cell: (row) => (
                <>
                  <span className={styles.delivery[state(row)]} data-status={state(row)}>
                    {t('webhookLog.state', { status: state(row) })}
                  </span>
                  {row.delivery?.next_attempt_at && (
                    <div className={listStyles.muted}>
                      {t('webhookLog.nextTry', { time: timeText(row.delivery.next_attempt_at) })}
                    </div>
                  )}
                </>
              ),
            },
            {
              header: t('webhookLog.attempt'),
              cell: (row) => t('webhookLog.attemptNumber', { attempt: row.attempt }),
            },
            {
              header: t('webhookLog.answer'),
              cell: (row) =>
                row.status === null
                  ? t('webhookLog.unreachable', { error: row.error ?? '' })
                  : t('webhookLog.httpStatus', { status: row.status }),
            },
            {
              header: t('webhookLog.duration'),
              cell: (row) =>
                row.duration_ms === null
                  ? '—'
                  : t('webhookLog.milliseconds', { ms: row.duration_ms }),
            },
            { header: t('webhookLog.time'), cell: (row) => timeText(row.attempted_at) },
          ]}
        />
      )}
    </PanelList>
  )
}

/**
 * A webhook node's delivery log: each try of its POSTs, newest first, with the contact, the
 * receiver's answer or why it was not reached, how long it took, and where the delivery stands
 * (the next try's time while it is pending). Paged in the sheet.
 */
export function WebhookLogSheet({
  choice,
  onClose,
}: {
  choice: WebhookLogChoice | null
  onClose: () => void
}) {
  const t = useMessages(messages)
  return (
    <SidePanel
      isOpen={choice !== null}
      title={choice === null ? '' : t('webhookLog.title', { node: choice.nodeId })}
      width="wide"
      onClose={onClose}
    >
      {choice && <AttemptTable key={`${choice.automationId} ${choice.nodeId}`} {...choice} />}
    </SidePanel>
  )
}
