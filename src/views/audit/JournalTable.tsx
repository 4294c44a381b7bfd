import type { Key } from 'react-aria-components'
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components'
import type { JournalEntry } from '../../services/journal/entry'
import type { ReplayStep } from '../../services/journal/replay'
import * as styles from './audit.css'
import { actorText, stateText } from './format'
import { useTimeFormat } from './useTimeFormat'

const outcomeWords: Record<ReplayStep['outcome'], string> = {
  same: 'Same',
  different: 'Different',
  skipped: 'Not replayed',
}

export interface JournalTableProps {
  entries: readonly JournalEntry[]
  /** The replay's verdict on each entry, by seq. */
  steps: ReadonlyMap<number, ReplayStep>
  chosen: number | null
  onChoose: (seq: number) => void
  /** Why no row is shown. */
  emptyText: string
}

/**
 * One page of the journal. Choosing a row (click, Enter or Space) shows that event in the
 * replay panel.
 */
export function JournalTable({ entries, steps, chosen, onChoose, emptyText }: JournalTableProps) {
  const time = useTimeFormat('short')
  const choose = (key: Key) => onChoose(Number(key))
  return (
    <div className={styles.tableScroller}>
      <Table
        aria-label="Journal events"
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
          <Column className={styles.column}>#</Column>
          <Column className={styles.column}>Time</Column>
          <Column className={styles.column}>Machine</Column>
          <Column className={styles.column}>Actor</Column>
          <Column className={styles.column} isRowHeader>
            Event
          </Column>
          <Column className={styles.column}>State after</Column>
          <Column className={styles.column}>Replay</Column>
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
                  {outcomeWords[outcome]}
                </Cell>
              </Row>
            )
          }}
        </TableBody>
      </Table>
    </div>
  )
}
