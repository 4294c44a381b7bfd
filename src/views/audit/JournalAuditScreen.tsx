import { useSelector } from '@xstate/react'
import { Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { Pagination } from '../../design/Pagination'
import {
  journalFiltersMachine,
  queryOfFilters,
  selectFilters,
  selectItemsPerPage,
  selectPage,
} from '../../machines/journalFilters'
import {
  journalReplayMachine,
  positionAfterChange,
  selectPosition,
} from '../../machines/journalReplay'
import {
  createJournalSourceActors,
  journalSourceMachine,
  selectJournal,
} from '../../machines/journalSource'
import messages from '../../messages/audit/catalogue'
import { useMessages } from '../../messages/useMessages'
import { actorKeyOf, type JournalEntry } from '../../services/journal/entry'
import { toJournalExport } from '../../services/journal/exportFile'
import type { JournalReader } from '../../services/journal/journal'
import { queryEntries } from '../../services/journal/query'
import { replayJournal } from '../../services/journal/replay'
import { createJournalShelf } from '../../services/journal/shelf'
import { useJournaledActorRef } from '../../services/journal/useJournaledActorRef'
import { actorNames } from './actorNames'
import * as styles from './audit.css'
import { downloadJson, journalFileName } from './download'
import { JournalFilterBar } from './JournalFilterBar'
import { JournalSourceBar } from './JournalSourceBar'
import { JournalTable } from './JournalTable'
import { ReplayControl } from './ReplayControl'
import { ReplayPanel } from './ReplayPanel'
import { useActorText } from './useActorText'
import { useMachineRegistry } from './useMachineRegistry'

export interface JournalAuditScreenProps {
  /** The user's own journal; null where staff read journals exported to them. */
  own: JournalReader | null
}

/**
 * An event journal for audit: a filterable, paginated table of its events and, for the chosen
 * one, its machine's state chart with the states before and after, stepped through with a
 * replay control. The journal is the user's own, or one imported from an exported file.
 */
export function JournalAuditScreen({ own }: JournalAuditScreenProps) {
  const t = useMessages(messages)
  const [shelf] = useState(createJournalShelf)
  const [sourceLogic] = useState(() =>
    journalSourceMachine.provide({ actors: createJournalSourceActors({ own, shelf }) }),
  )
  const source = useJournaledActorRef(sourceLogic, { input: { hasOwnJournal: own !== null } })
  const journal = useSelector(source, selectJournal)
  const entries = useMemo(() => (journal ? shelf.get(journal.id) : []), [journal, shelf])

  return (
    <div className={styles.screen}>
      <JournalSourceBar
        source={source}
        onExport={() => downloadJson(journalFileName(new Date()), toJournalExport([...entries]))}
      />
      {journal && (
        <Suspense fallback={<p role="status">{t('screen.loadingMachines')}</p>}>
          <JournalBrowser key={journal.id} entries={entries} />
        </Suspense>
      )}
    </div>
  )
}

/** The table, its filters and the replay of one journal. */
function JournalBrowser({ entries }: { entries: readonly JournalEntry[] }) {
  const t = useMessages(messages)
  const names = useMemo(() => actorNames(entries), [entries])
  const actorText = useActorText(names)
  const machines = useMachineRegistry()
  const replay = useMemo(() => replayJournal(entries, machines), [entries, machines])
  const steps = useMemo(() => new Map(replay.steps.map((step) => [step.entry.seq, step])), [replay])
  const actors = useMemo(() => new Map(replay.actors.map((actor) => [actor.key, actor])), [replay])

  const filters = useJournaledActorRef(journalFiltersMachine, { input: {} })
  const values = useSelector(filters, selectFilters)
  const page = useSelector(filters, selectPage)
  const perPage = useSelector(filters, selectItemsPerPage)
  const matching = useMemo(
    () => queryEntries(entries, queryOfFilters(values)).entries,
    [entries, values],
  )

  const replayControl = useJournaledActorRef(journalReplayMachine, {
    input: { count: matching.length },
  })
  const position = useSelector(replayControl, selectPosition)
  // The list the replay's position points into: it catches up with `matching` in the effect
  // below, so a render between the two never pairs a position with the wrong list.
  const replayed = useRef(matching)
  const chosen = position === null ? undefined : replayed.current[position]

  // Other filters: the replay steps through the new list, from where the chosen event now is.
  useEffect(() => {
    const previous = replayed.current
    if (previous === matching) return
    const at = replayControl.getSnapshot().context.position
    const chosenSeq = at === null ? null : (previous[at]?.seq ?? null)
    replayed.current = matching
    const keys = matching.map((entry) => entry.seq)
    replayControl.send({
      type: 'replay.load',
      count: keys.length,
      position: positionAfterChange(keys, chosenSeq),
    })
  }, [matching, replayControl])
  // The table follows the replay to the page of the chosen event (also after other filters,
  // which start the table on its first page).
  useEffect(() => {
    if (position !== null && replayed.current === matching) {
      filters.send({ type: 'filters.reveal', index: position })
    }
  }, [position, matching, filters])

  const pageEntries = matching.slice((page - 1) * perPage, page * perPage)
  const step = chosen ? steps.get(chosen.seq) : undefined

  return (
    <>
      <section aria-labelledby="journal-events-title" className={styles.section}>
        <h2 id="journal-events-title" className={styles.sectionTitle}>
          {t('screen.events')}
        </h2>
        <JournalFilterBar filters={filters} entries={entries} actorText={actorText} />
        <JournalTable
          entries={pageEntries}
          steps={steps}
          chosen={chosen?.seq ?? null}
          actorText={actorText}
          onChoose={(seq) =>
            replayControl.send({
              type: 'replay.choose',
              position: matching.findIndex((entry) => entry.seq === seq),
            })
          }
          emptyText={entries.length === 0 ? t('screen.emptyJournal') : t('screen.emptyFiltered')}
        />
        {matching.length > perPage && (
          <Pagination
            aria-label={t('screen.pager')}
            totalItems={matching.length}
            itemsPerPage={perPage}
            currentPage={page}
            onPageChange={(next) => filters.send({ type: 'filters.goToPage', page: next })}
          />
        )}
      </section>
      <section aria-labelledby="journal-replay-title" className={styles.section}>
        <h2 id="journal-replay-title" className={styles.sectionTitle}>
          {t('screen.replay')}
        </h2>
        <p>
          {replay.reproduced ? t('screen.reproduced') : t('screen.notReproduced')}{' '}
          {t('screen.choose', { count: matching.length })}
        </p>
        <ReplayControl replay={replayControl} />
        {chosen && step && position !== null && (
          <ReplayPanel
            step={step}
            actor={actors.get(actorKeyOf(chosen))}
            actorText={actorText}
            machine={machines[chosen.machine]}
            position={position + 1}
            count={matching.length}
          />
        )}
      </section>
    </>
  )
}
