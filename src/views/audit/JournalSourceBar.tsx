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
import messages from '../../messages/audit/catalogue'
import { useProblemText } from '../../messages/common/problemText'
import { useMessages } from '../../messages/useMessages'
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
  const t = useMessages(messages)
  const problemText = useProblemText()
  const journal = useSelector(source, selectJournal)
  const busy = useSelector(source, selectIsBusy)
  const problem = useSelector(source, selectProblem)
  const importProblem = useSelector(source, selectImportProblem)
  const canReload = useSelector(source, selectCanReload)
  const canImport = useSelector(source, selectCanImport)

  const summary = busy
    ? t('source.reading')
    : journal
      ? journal.origin === 'own'
        ? t('source.own', { count: journal.total })
        : t('source.imported', { name: journal.name ?? '', count: journal.total })
      : t('source.none')

  return (
    <div className={styles.section}>
      <div className={styles.toolbar}>
        <p className={styles.summary} role="status">
          {summary}
        </p>
        <Button tone="primary" variant="solid" isDisabled={!journal || busy} onPress={onExport}>
          {t('source.export')}
        </Button>
        <FileTrigger
          acceptedFileTypes={['application/json', '.json']}
          onSelect={(files) => {
            const file = files?.[0]
            if (file) source.send({ type: 'source.import', file })
          }}
        >
          <Button isDisabled={!canImport}>{t('source.import')}</Button>
        </FileTrigger>
        {canReload && (
          <Button onPress={() => source.send({ type: 'source.reload' })}>
            {journal?.origin === 'file' ? t('source.backToOwn') : t('source.refresh')}
          </Button>
        )}
      </div>
      {problem && (
        <Notice tone="danger" role="alert" title={t('source.unreadable')}>
          {problemText(problem)}
        </Notice>
      )}
      {importProblem && (
        <Notice
          tone="danger"
          role="alert"
          title={
            importProblem.file
              ? t('source.refusedFile', { file: importProblem.file })
              : t('source.refusedUnnamed')
          }
          actions={
            <Button onPress={() => source.send({ type: 'source.dismissImportProblem' })}>
              {t('source.dismiss')}
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
              <li>{t('source.moreProblems', { count: importProblem.more })}</li>
            )}
          </ul>
        </Notice>
      )}
    </div>
  )
}
