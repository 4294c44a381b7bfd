import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { rateSheetLimits } from '../../../contract/constants'
import { failureMessage, fieldErrorsOf, isAborted } from '../../../contract/result'
import type { SmsRouteResource } from '../../../contract/sms-route'
import { Button } from '../../../design/Button'
import { FileDropZone } from '../../../design/FileDropZone'
import { fieldErrors } from '../../../design/fieldErrors'
import { Notice } from '../../../design/Notice'
import { ProgressBar } from '../../../design/ProgressBar'
import { Select } from '../../../design/Select'
import { useProblemText } from '../../../messages/common/problemText'
import messages from '../../../messages/routing-inboxes/catalogue'
import { useMessages } from '../../../messages/useMessages'
import * as listStyles from '../../lists/lists.css'
import { useRoutingScope } from '../scope/RoutingScope'
import { inboxesApiOf } from './inboxesApi'
import { MailInSection } from './MailInSection'

const sheetTypes = [
  '.csv',
  '.xlsx',
  'text/csv',
  'text/plain',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
]

type Upload =
  | { phase: 'idle' }
  | { phase: 'sending'; percent: number }
  | { phase: 'failed'; problem: string; routeProblems: string[] }

/**
 * Sends a vendor's sheet (CSV or XLSX) to one route's inbox, with how much has gone; a refusal
 * is said with the inbox and the file kept, and the same file can be sent again. The sent sheet
 * opens for review, where it is mapped and parsed.
 */
export function UploadForm({ routes }: { routes: SmsRouteResource[] }) {
  const inboxesApi = inboxesApiOf(useRoutingScope())
  const t = useMessages(messages)
  const navigate = useNavigate()
  const problemText = useProblemText()
  const [routeId, setRouteId] = useState(routes[0]?.id ?? '')
  const [file, setFile] = useState<File | null>(null)
  const [upload, setUpload] = useState<Upload>({ phase: 'idle' })
  if (routes.length === 0) return <p className={listStyles.empty}>{t('upload.noRoutes')}</p>
  const send = async (chosen: File) => {
    setFile(chosen)
    setUpload({ phase: 'sending', percent: 0 })
    const outcome = await inboxesApi.upload(chosen, routeId, {
      onProgress: ({ loaded, total }) =>
        setUpload({ phase: 'sending', percent: Math.floor((loaded / Math.max(1, total)) * 100) }),
    })
    if (outcome.ok) {
      setUpload({ phase: 'idle' })
      setFile(null)
      await navigate({ to: '.', search: { sheet: outcome.data.id } })
      return
    }
    if (isAborted(outcome)) {
      setUpload({ phase: 'idle' })
      return
    }
    const atFields = fieldErrorsOf(outcome)
    const said = [...(atFields.file ?? [])]
    setUpload({
      phase: 'failed',
      problem: said.length > 0 ? said.join(' ') : problemText(failureMessage(outcome)),
      routeProblems: atFields.route_id ?? [],
    })
  }
  const sending = upload.phase === 'sending'
  return (
    <section aria-labelledby="upload-title" className={listStyles.section}>
      <h2 id="upload-title" className={listStyles.sectionTitle}>
        {t('upload.title')}
      </h2>
      <Select
        label={t('upload.route')}
        options={routes.map((route) => ({
          id: route.id,
          name: t('upload.routeOption', { route: route.name, vendor: route.vendor_name }),
        }))}
        selectedKey={routeId}
        onSelectionChange={(key) => setRouteId(String(key))}
        isDisabled={sending}
        {...fieldErrors(upload.phase === 'failed' ? upload.routeProblems : [])}
      />
      {sending ? (
        <ProgressBar
          label={t('upload.progress', { name: file?.name ?? '' })}
          value={upload.percent}
        />
      ) : (
        <FileDropZone
          label={t('upload.choose')}
          dropLabel={t('upload.drop')}
          hint={t('upload.hint', {
            megabytes: rateSheetLimits.uploadMaxBytes / (1024 * 1024),
          })}
          acceptedFileTypes={sheetTypes}
          onFile={(chosen) => void send(chosen)}
        />
      )}
      {upload.phase === 'failed' && (
        <Notice
          tone="danger"
          role="alert"
          title={t('upload.failed', { name: file?.name ?? '' })}
          actions={
            file && (
              <Button tone="primary" onPress={() => void send(file)}>
                {t('upload.retry')}
              </Button>
            )
          }
        >
          {upload.problem}
        </Notice>
      )}
      <MailInSection key={routeId} routeId={routeId} />
    </section>
  )
}
