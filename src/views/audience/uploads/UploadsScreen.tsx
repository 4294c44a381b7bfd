import { useLoaderData } from '@tanstack/react-router'
import { useLocale } from 'react-aria-components'
import type { DataFileList } from '../../../contract/data-file'
import { Link } from '../../../design/Link'
import { openingStepOf } from '../../../machines/dataImport'
import messages from '../../../messages/audience-uploads/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { PageFrame } from '../../frame/PageFrame'
import { type ListColumn, ListPage, ListTable, RowActions } from '../../lists/ListTable'
import * as listStyles from '../../lists/lists.css'
import { PendingList } from '../../lists/PendingList'
import { useDateText } from '../../lists/useDateText'
import { ErrorReportButton } from './ErrorReportButton'
import { sizeText, statusText } from './format'
import * as styles from './uploads.css'

/** /audience/Uploads: every CSV the team uploaded, how its import went, and what to do next. */
export function UploadsScreen() {
  const result = useLoaderData({ from: '/_default/_verified/audience/Uploads' })
  return (
    <PageFrame>
      <DataFileTable result={result} />
    </PageFrame>
  )
}

export function UploadsPending() {
  return (
    <PageFrame>
      <PendingList />
    </PageFrame>
  )
}

type DataFile = DataFileList['data'][number]

const numberColumns = ['imported', 'updated', 'skipped', 'invalid'] as const

export function DataFileTable({ result }: { result: ApiResult<DataFileList> }) {
  const t = useMessages(messages)
  const { locale } = useLocale()
  const dateText = useDateText({ dateStyle: 'medium', timeStyle: 'short' })
  const number = new Intl.NumberFormat(locale)
  const columns: ListColumn<DataFile>[] = [
    {
      header: t('uploads.file'),
      namesRow: true,
      cell: (file) => (
        <>
          <span className={styles.fileName}>{file.filename}</span>
          <br />
          <span className={listStyles.muted}>{sizeText(t, file.size, locale)}</span>
        </>
      ),
    },
    {
      header: t('uploads.status'),
      cell: (file) => (
        <>
          {statusText(t, file)}
          {file.error && (
            <>
              <br />
              <span className={listStyles.muted}>{file.error}</span>
            </>
          )}
        </>
      ),
    },
    { header: t('uploads.rows'), cell: (file) => number.format(file.row_count) },
    ...numberColumns.map((key) => ({
      header: t(`uploads.${key}`),
      cell: (file: DataFile) => number.format(file.counts[key]),
    })),
    {
      header: t('uploads.uploaded'),
      cell: (file) => (
        <>
          {dateText(file.created_at)}
          <br />
          <span className={listStyles.muted}>{file.uploaded_by.name}</span>
        </>
      ),
    },
    { header: t('uploads.finished'), cell: (file) => dateText(file.finished_at) },
    {
      header: t('uploads.actions'),
      quietHeader: true,
      cell: (file) => (
        <RowActions>
          <NextStep file={file} />
          {file.has_error_report && <ErrorReportButton dataFile={file} size="s" />}
        </RowActions>
      ),
    },
  ]
  return (
    <section aria-labelledby="uploads-title" className={listStyles.section}>
      <div className={styles.row}>
        <h2 id="uploads-title" className={listStyles.sectionTitle}>
          {t('uploads.title')}
        </h2>
        <Link href="/audience/upload/Create">{t('uploads.upload')}</Link>
      </div>
      <ListPage
        result={result}
        problemTitle={t('uploads.loadProblem')}
        empty={t('uploads.empty')}
        pagerLabel={t('uploads.pages')}
      >
        {(files) => <ListTable rows={files} columns={columns} rowKey={(file) => file.id} />}
      </ListPage>
    </section>
  )
}

/** Where a file goes next: its mapping (not imported, or failed), or its running import. */
function NextStep({ file }: { file: DataFileList['data'][number] }) {
  const t = useMessages(messages)
  const href = `/audience/upload/Create?file=${encodeURIComponent(file.id)}`
  if (openingStepOf(file) === 'import')
    return (
      <Link href={href} aria-label={t('next.follow.label', { filename: file.filename })}>
        {t('next.follow')}
      </Link>
    )
  if (file.status === 'done') return null
  return (
    <Link href={href} aria-label={t('mapping.title', { filename: file.filename })}>
      {t(file.status === 'failed' ? 'next.again' : 'next.continue')}
    </Link>
  )
}
