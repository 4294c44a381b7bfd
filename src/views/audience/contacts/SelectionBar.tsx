import { useSelector } from '@xstate/react'
import { useLocale } from 'react-aria-components'
import { Button } from '../../../design/Button'

import {
  type ContactSelectionRef,
  selectCountIsLowerBound,
  selectIsExporting,
  selectOffersMatching,
  selectSelectedCount,
  selectSelectionMode,
} from '../../../machines/contactSelection'
import * as styles from './contacts.css'
import { contactCount } from './contactWords'

/** What is selected, said plainly with the count; then what can be done with it. */
export function selectionSentence(
  mode: 'none' | 'ids' | 'matching',
  count: number,
  filtered: boolean,
  locale?: string,
  atLeast = false,
): string {
  if (mode === 'matching' && atLeast)
    return `All contacts matching these filters are selected: ${contactCount(count, locale, true)}.`
  if (mode === 'matching') {
    const number = new Intl.NumberFormat(locale).format(count)
    if (!filtered)
      return count === 1
        ? 'The 1 contact of the team is selected.'
        : `All ${number} contacts of the team are selected.`
    return count === 1
      ? 'The 1 contact matching these filters is selected.'
      : `All ${number} contacts matching these filters are selected.`
  }
  return `${contactCount(count, locale)} selected.`
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
  const { locale } = useLocale()
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
  const everything = filtered
    ? `Select all ${contactCount(total, locale, totalIsLowerBound)} matching these filters`
    : `Select all ${contactCount(total, locale, totalIsLowerBound)}`

  return (
    <section aria-label="Selection" className={styles.selectionBar}>
      <p role="status" className={styles.selectionText}>
        {selectionSentence(mode, count, filtered, locale, atLeast)}
      </p>
      {offersMatching && (
        <Button onPress={() => selection.send({ type: 'selection.selectMatching' })}>
          {everything}
        </Button>
      )}
      <Button onPress={() => selection.send({ type: 'selection.clear' })}>Clear selection</Button>
      {canWrite && (
        <>
          <Button
            size="s"
            isDisabled={!can.tag}
            onPress={() => selection.send({ type: 'bulk.openTags', action: 'tag' })}
          >
            Tag
          </Button>
          <Button
            size="s"
            isDisabled={!can.tag}
            onPress={() => selection.send({ type: 'bulk.openTags', action: 'untag' })}
          >
            Untag
          </Button>
        </>
      )}
      <Button
        size="s"
        isBusy={exporting}
        isDisabled={!can.export && !exporting}
        onPress={() => selection.send({ type: 'bulk.export' })}
      >
        Export CSV
      </Button>
      {canWrite && (
        <Button
          size="s"
          tone="danger"
          isDisabled={!can.delete}
          onPress={() => selection.send({ type: 'bulk.delete' })}
        >
          Delete
        </Button>
      )}
    </section>
  )
}
