import { useSelector } from '@xstate/react'
import { Button } from '../../../design/Button'

import {
  type ContactSelectionRef,
  selectCountIsLowerBound,
  selectIsExporting,
  selectOffersMatching,
  selectSelectedCount,
  selectSelectionMode,
} from '../../../machines/contactSelection'
import messages, { type Key } from '../../../messages/audience-contacts/catalogue'
import type { Translate } from '../../../messages/catalogue'
import { useMessages } from '../../../messages/useMessages'
import * as styles from './contacts.css'

/** What is selected, said plainly with the count; then what can be done with it. */
export function selectionSentence(
  t: Translate<Key>,
  mode: 'none' | 'ids' | 'matching',
  count: number,
  filtered: boolean,
  atLeast = false,
): string {
  if (mode === 'matching' && atLeast) return t('selection.matching.atLeast', { count })
  if (mode === 'matching') return t(filtered ? 'selection.matching' : 'selection.team', { count })
  return t('selection.rows', { count })
}

/** The offer to select everything the list matches, with its count. */
function everythingText(t: Translate<Key>, total: number, filtered: boolean, atLeast: boolean) {
  if (filtered)
    return t(atLeast ? 'selection.selectMatching.atLeast' : 'selection.selectMatching', {
      count: total,
    })
  return t(atLeast ? 'selection.selectAll.atLeast' : 'selection.selectAll', { count: total })
}

/**
 * Shown while anything is selected: the count, the offer to widen the selection to everything
 * matching, and the bulk actions (only those the role may take).
 */
export function SelectionBar({
  selection,
  total,
  totalIsLowerBound = false,
  filtered,
  canWrite,
}: {
  selection: ContactSelectionRef
  total: number
  totalIsLowerBound?: boolean
  filtered: boolean
  canWrite: boolean
}) {
  const t = useMessages(messages)
  const mode = useSelector(selection, selectSelectionMode)
  const count = useSelector(selection, selectSelectedCount)
  const atLeast = useSelector(selection, selectCountIsLowerBound)
  const offersMatching = useSelector(selection, selectOffersMatching)
  const exporting = useSelector(selection, selectIsExporting)
  const can = useSelector(selection, (snapshot) => ({
    tag: snapshot.can({ type: 'bulk.openTags', action: 'tag' }),
    export: snapshot.can({ type: 'bulk.export' }),
    delete: snapshot.can({ type: 'bulk.delete' }),
  }))
  if (mode === 'none') return null

  return (
    <section aria-label={t('selection.label')} className={styles.selectionBar}>
      <p role="status" className={styles.selectionText}>
        {selectionSentence(t, mode, count, filtered, atLeast)}
      </p>
      {offersMatching && (
        <Button onPress={() => selection.send({ type: 'selection.selectMatching' })}>
          {everythingText(t, total, filtered, totalIsLowerBound)}
        </Button>
      )}
      <Button onPress={() => selection.send({ type: 'selection.clear' })}>
        {t('selection.clear')}
      </Button>
      {canWrite && (
        <>
          <Button
            size="s"
            isDisabled={!can.tag}
            onPress={() => selection.send({ type: 'bulk.openTags', action: 'tag' })}
          >
            {t('selection.tag')}
          </Button>
          <Button
            size="s"
            isDisabled={!can.tag}
            onPress={() => selection.send({ type: 'bulk.openTags', action: 'untag' })}
          >
            {t('selection.untag')}
          </Button>
        </>
      )}
      <Button
        size="s"
        isBusy={exporting}
        isDisabled={!can.export && !exporting}
        onPress={() => selection.send({ type: 'bulk.export' })}
      >
        {t('selection.export')}
      </Button>
      {canWrite && (
        <Button
          size="s"
          tone="danger"
          isDisabled={!can.delete}
          onPress={() => selection.send({ type: 'bulk.delete' })}
        >
          {t('selection.delete')}
        </Button>
      )}
    </section>
  )
}
