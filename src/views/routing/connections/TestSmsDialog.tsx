import { useEffect, useState } from 'react'
import type {
  SmppConnectionResource,
  SmppTestReceipt,
  SmppTestSmsResponse,
} from '../../../contract/smpp-connection'
import { TextField } from '../../../design/TextField'
import messages from '../../../messages/routing-connections/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { atFormFields } from '../../audience/feeds/feedForm'
import { ApiForm } from '../../auth/ApiForm'
import { useApiForm } from '../../auth/useApiForm'
import { FormDialog } from '../../lists/FormDialog'
import { smppConnectionsApi } from './connectionsApi'
import { testReceiptOf } from './liveConnections'

/**
 * Sends one message through a connection: shows the submit response (the message id, or the
 * refusal with its SMPP status), then the receipt once the SMSC has sent it.
 */
export function TestSmsDialog({
  connection,
  onClose,
}: {
  connection: SmppConnectionResource | null
  onClose: () => void
}) {
  const t = useMessages(messages)
  return (
    <FormDialog
      isOpen={connection !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={connection ? t('testNamed', { name: connection.name }) : ''}
    >
      {() => connection && <TestSmsForm connection={connection} />}
    </FormDialog>
  )
}

function TestSmsForm({ connection }: { connection: SmppConnectionResource }) {
  const t = useMessages(messages)
  const [submitted, setSubmitted] = useState<SmppTestSmsResponse | null>(null)
  const form = useApiForm<SmppTestSmsResponse>({
    submit: async (values, signal) =>
      atFormFields(
        await smppConnectionsApi.testSms(
          connection.id,
          { to: values.to ?? '', from: values.from ?? '', body: values.body ?? '' },
          signal,
        ),
      ),
    onSuccess: setSubmitted,
  })
  return (
    <>
      <ApiForm actor={form} submitLabel={t('test.send')} aria-label={t('test')}>
        <TextField
          name="to"
          label={t('test.to')}
          inputMode="tel"
          placeholder="+447700900123"
          isRequired
        />
        <TextField name="from" label={t('test.from')} isRequired />
        <TextField
          name="body"
          label={t('test.body')}
          defaultValue={t('test.bodyDefault')}
          isRequired
        />
      </ApiForm>
      {submitted && (
        <div role="status" aria-live="polite">
          {submitted.accepted ? (
            <>
              <p>{t('test.submitted', { id: submitted.message_id })}</p>
              <Receipt connectionId={connection.id} messageId={submitted.message_id} />
            </>
          ) : (
            <p>{t('test.refused', { error: submitted.error })}</p>
          )}
        </div>
      )}
    </>
  )
}

function Receipt({ connectionId, messageId }: { connectionId: string; messageId: string }) {
  const t = useMessages(messages)
  const [receipt, setReceipt] = useState<SmppTestReceipt['receipt']>(null)
  useEffect(() => {
    const subscription = testReceiptOf(connectionId, messageId).subscribe(setReceipt)
    return () => subscription.unsubscribe()
  }, [connectionId, messageId])
  if (!receipt) return <p>{t('test.waiting')}</p>
  return (
    <p>
      {receipt.error
        ? t('test.receiptError', { status: receipt.status, error: receipt.error })
        : t('test.receipt', { status: receipt.status })}
    </p>
  )
}
