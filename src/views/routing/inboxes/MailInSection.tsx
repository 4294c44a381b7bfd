import { useEffect, useState } from 'react'
import type { RateInboxMailResource } from '../../../contract/rate-sheet'
import { failureMessage, fieldErrorsOf } from '../../../contract/result'
import { Button } from '../../../design/Button'
import { fieldErrors } from '../../../design/fieldErrors'
import { Notice } from '../../../design/Notice'
import { TextAreaField } from '../../../design/TextAreaField'
import { useProblemText } from '../../../messages/common/problemText'
import messages from '../../../messages/routing-inboxes/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { useNotify } from '../../../services/NotifyProvider'
import * as listStyles from '../../lists/lists.css'
import { useRoutingScope } from '../scope/RoutingScope'
import { inboxesApiOf } from './inboxesApi'

/** One sender per line, blanks dropped: what the allow-list field holds. */
/** The senders typed one per line, blank lines left out. */
export const sendersOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')

/**
 * The chosen inbox's mail-in address, with a copy button, and who may mail sheets to it. A
 * vendor that mails its sheets needs no one to upload them: they arrive as sheets of this inbox.
 */
export function MailInSection({ routeId }: { routeId: string }) {
  const inboxesApi = inboxesApiOf(useRoutingScope())
  const t = useMessages(messages)
  const problemText = useProblemText()
  const notify = useNotify()
  const [attempt, setAttempt] = useState(0)
  const [mailIn, setMailIn] = useState<ApiResult<RateInboxMailResource> | null>(null)
  const [senders, setSenders] = useState('')
  const [saving, setSaving] = useState(false)
  const [saveProblems, setSaveProblems] = useState<string[]>([])
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure.
  useEffect(() => {
    const controller = new AbortController()
    setMailIn(null)
    setSaveProblems([])
    void inboxesApi.mailIn(routeId, controller.signal).then((result) => {
      if (controller.signal.aborted) return
      setMailIn(result)
      if (result.ok) setSenders(result.data.allowed_senders.join('\n'))
    })
    return () => controller.abort()
  }, [routeId, attempt])

  if (mailIn === null) return <p className={listStyles.loading}>{t('mailIn.loading')}</p>
  if (!mailIn.ok)
    return (
      <Notice
        tone="danger"
        title={t('mailIn.loadProblem')}
        actions={
          <Button onPress={() => setAttempt((value) => value + 1)}>{t('mailIn.retry')}</Button>
        }
      >
        {problemText(failureMessage(mailIn))}
      </Notice>
    )
  const { address } = mailIn.data
  const copy = async () => {
    if (!address) return
    try {
      await navigator.clipboard.writeText(address)
      notify.notify({ type: 'success', message: t('mailIn.copied') })
    } catch {
      notify.notify({ type: 'warning', message: t('mailIn.copyRefused') })
    }
  }
  const save = async () => {
    setSaving(true)
    const result = await inboxesApi.updateMailIn(routeId, { allowed_senders: sendersOf(senders) })
    setSaving(false)
    if (result.ok) {
      setSaveProblems([])
      setSenders(result.data.allowed_senders.join('\n'))
      notify.notify({ type: 'success', message: t('mailIn.saved') })
      return
    }
    const atFields = fieldErrorsOf(result)
    const said = Object.entries(atFields)
      .filter(([field]) => field.startsWith('allowed_senders'))
      .flatMap(([, problems]) => problems)
    setSaveProblems(said.length > 0 ? said : [problemText(failureMessage(result))])
  }
  return (
    <div className={listStyles.section}>
      <h3 className={listStyles.sectionTitle}>{t('mailIn.title')}</h3>
      {address ? (
        <p>
          {t('mailIn.address')} <code>{address}</code>{' '}
          <Button onPress={() => void copy()}>{t('mailIn.copy')}</Button>
        </p>
      ) : (
        <p className={listStyles.muted}>{t('mailIn.off')}</p>
      )}
      <TextAreaField
        label={t('mailIn.senders')}
        description={t('mailIn.sendersHint')}
        value={senders}
        onChange={setSenders}
        isDisabled={saving}
        {...fieldErrors(saveProblems)}
      />
      <Button tone="primary" isDisabled={saving} onPress={() => void save()}>
        {t('mailIn.save')}
      </Button>
    </div>
  )
}
