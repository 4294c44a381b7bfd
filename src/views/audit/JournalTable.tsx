import type { Key } from 'react-aria-components'
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components'
import messages, { type Key as MessageKey } from '../../messages/audit/catalogue'
import { useMessages } from '../../messages/useMessages'
import type { JournalEntry } from '../../services/journal/entry'
import type { ReplayStep } from '../../services/journal/replay'
import * as styles from './audit.css'
import { stateText } from './format'
import type { ActorText } from './useActorText'
import { useTimeFormat } from './useTimeFormat'

const outcomeKeys: Record<ReplayStep['outcome'], MessageKey> = {
  same: 'outcome.same',
  different: 'outcome.different',
  skipped: 'outcome.skipped',
}

export interface JournalTableProps {
  entries: readonly JournalEntry[]
  /** The replay's verdict on each entry, by seq. */
  steps: ReadonlyMap<number, ReplayStep>
  chosen: number | null
  onChoose: (seq: number) => void
  /** Names an entry's actor. */
  actorText: ActorText
  /** Why no row is shown. */
  emptyText: string
}

/**
 * One page of the journal. Choosing a row (click, Enter or Space) shows that event in the
 * replay panel.
 */
export function JournalTable({
  entries,
  steps,
  chosen,
  onChoose,
  actorText,
  emptyText,
}: JournalTableProps) {
  const t = useMessages(messages)
  const time = useTimeFormat('short')
  const choose = (key: Key) => onChoose(Number(key))
  return (
    <div className={styles.tableScroller}>
      <Table
        aria-label={t('table.label')}
        className={styles.table}
        selectionMode="single"
        selectionBehavior="replace"
        disallowEmptySelection
        selectedKeys={chosen === null ? [] : [chosen]}
        onSelectionChange={(keys) => {
          if (keys !== 'all') for (const key of keys) choose(key)
        }}
      >
        <TableHeader>
          <Column className={styles.column}>{t('table.seq')}</Column>
          <Column className={styles.column}>{t('table.time')}</Column>
          <Column className={styles.column}>{t('table.machine')}</Column>
          <Column className={styles.column}>{t('table.actor')}</Column>
          <Column className={styles.column} isRowHeader>
            {t('table.event')}
          </Column>
          <Column className={styles.column}>{t('table.stateAfter')}</Column>
          <Column className={styles.column}>{t('table.replay')}</Column>
        </TableHeader>
        <TableBody
          items={entries}
          renderEmptyState={() => <p className={styles.empty}>{emptyText}</p>}
        >
          {(entry) => {
            const outcome = steps.get(entry.seq)?.outcome ?? 'skipped'
            return (
              <Row id={entry.seq} className={styles.row}>
                <Cell className={styles.cell}>{entry.seq}</Cell>
                <Cell className={styles.cell}>{time(entry.time)}</Cell>
                <Cell className={styles.cell}>{entry.machine}</Cell>
                <Cell className={styles.cell}>{actorText(entry)}</Cell>
                <Cell className={`${styles.cell} ${styles.code}`}>{entry.event.type}</Cell>
                <Cell className={styles.cell}>{stateText(entry.state)}</Cell>
                <Cell className={`${styles.cell} ${styles.outcome[outcome]}`}>
                  {t(outcomeKeys[outcome])}
                </Cell>
              </Row>
            )
          }}
        </TableBody>
      </Table>
    </div>
  )
}
