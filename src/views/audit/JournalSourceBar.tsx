import { useSelector } from '@xstate/react'
import { FileTrigger } from 'react-aria-components'
import { Button } from '../../design/Button'
import { Notice } from '../../design/Notice'
import {
  type JournalSourceRef,
  selectCanImport,
  selectCanReload,
  selectImportProblem,
  selectIsBusy,
  selectJournal,
  selectProblem,
} from '../../machines/journalSource'
import * as styles from './audit.css'

export interface JournalSourceBarProps {
  source: JournalSourceRef
  /** Offers the journal being shown as a file. */
  onExport: () => void
}

/**
 * Which journal is shown and how many events it holds; export it, import another from a file,
 * read the own journal again; why a file was refused.
 */
export function JournalSourceBar({ source, onExport }: JournalSourceBarProps) {
  const journal = useSelector(source, selectJournal)
  const busy = useSelector(source, selectIsBusy)
  const problem = useSelector(source, selectProblem)
  const importProblem = useSelector(source, selectImportProblem)
  const canReload = useSelector(source, selectCanReload)
  const canImport = useSelector(source, selectCanImport)

  const summary = busy
    ? 'Reading the journal…'
    : journal
      ? `${journal.origin === 'own' ? 'Your journal' : `Imported from ${journal.name}`}: ${journal.total} ${journal.total === 1 ? 'event' : 'events'}.`
      : 'No journal yet: import the file a user exported.'

  return (
    <div className={styles.section}>
      <div className={styles.toolbar}>
        <p className={styles.summary} role="status">
          {summary}
        </p>
        <Button tone="primary" variant="solid" isDisabled={!journal || busy} onPress={onExport}>
          Export as JSON
        </Button>
        <FileTrigger
          acceptedFileTypes={['application/json', '.json']}
          onSelect={(files) => {
            const file = files?.[0]
            if (file) source.send({ type: 'source.import', file })
          }}
        >
          <Button isDisabled={!canImport}>Import a JSON file</Button>
        </FileTrigger>
        {canReload && (
          <Button onPress={() => source.send({ type: 'source.reload' })}>
            {journal?.origin === 'file' ? 'Back to my journal' : 'Refresh'}
          </Button>
        )}
      </div>
      {problem && (
        <Notice tone="danger" role="alert" title="Your journal could not be read">
          {problem}
        </Notice>
      )}
      {importProblem && (
        <Notice
          tone="danger"
          role="alert"
          title={`${importProblem.file || 'The file'} is not a journal export of Switchboard`}
          actions={
            <Button onPress={() => source.send({ type: 'source.dismissImportProblem' })}>
              Dismiss
            </Button>
          }
        >
          <ul className={styles.problems}>
            {importProblem.errors.map((error) => (
              <li key={`${error.path}:${error.message}`}>
                {error.path ? `${error.path}: ` : ''}
                {error.message}
              </li>
            ))}
            {importProblem.more > 0 && (
              <li>
                and {importProblem.more} more {importProblem.more === 1 ? 'problem' : 'problems'}
              </li>
            )}
          </ul>
        </Notice>
      )}
    </div>
  )
}
