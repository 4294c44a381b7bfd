import { useRef, useState } from 'react'
import {
  type CheckerReader,
  type CheckerRequest,
  type CheckerResource,
  type CheckerTemplate,
  type CheckerTestResult,
  checkerMethods,
  checkerReaders,
} from '../../../contract/balance-checker'
import type { CompanyResource } from '../../../contract/company'
import { balanceChecker as limits } from '../../../contract/constants'
import { failureMessage, withFieldErrors } from '../../../contract/result'
import { Button } from '../../../design/Button'
import { Notice } from '../../../design/Notice'
import { PasswordField } from '../../../design/PasswordField'
import { Select } from '../../../design/Select'
import { TextAreaField } from '../../../design/TextAreaField'
import { TextField } from '../../../design/TextField'
import type { FormOutcome, FormValues } from '../../../machines/form'
import messages from '../../../messages/hub-companies/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { useNotify } from '../../../services/NotifyProvider'
import { atFormFields } from '../../audience/feeds/feedForm'
import { ApiForm, formValues } from '../../auth/ApiForm'
import { useApiForm } from '../../auth/useApiForm'
import { LoadProblem } from '../../lists/LoadProblem'
import * as listStyles from '../../lists/lists.css'
import { useMoneyText } from '../../lists/useMoneyText'
import * as styles from './checker.css'
import { companiesApi } from './companiesApi'
import { useAgeText } from './useAgeText'

/** Headers typed one per line as `Name: value`; blank lines dropped. */
export function headersOf(text: string | undefined) {
  return (text ?? '')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const colon = line.indexOf(':')
      return colon < 0
        ? { name: line.trim(), value: '' }
        : { name: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() }
    })
}

/** The template a filled form describes. */
export function templateOf(values: FormValues): CheckerTemplate {
  return {
    method: (checkerMethods as readonly string[]).includes(values.method ?? '')
      ? (values.method as CheckerTemplate['method'])
      : 'GET',
    url: values.url?.trim() ?? '',
    headers: headersOf(values.headers),
    body: values.body ?? '',
    reader: (values.reader ?? 'json_path') as CheckerReader,
    reader_expression: values.reader_expression?.trim() ?? '',
    currency: values.currency?.trim() ?? '',
  }
}

/** The save request: credentials typed are changed, empty ones kept. */
export function checkerRequestOf(values: FormValues): CheckerRequest {
  const credentials: NonNullable<CheckerRequest['credentials']> = {}
  for (const name of limits.credentials) if (values[name]) credentials[name] = values[name]
  return { template: templateOf(values), credentials }
}

/** A 422 about `template.headers.2.name` is shown at the headers box, `credentials.x` at x. */
export function atCheckerFields(outcome: FormOutcome): FormOutcome {
  const unwrapped = withFieldErrors(outcome, (errors) =>
    Object.fromEntries(
      Object.entries(errors).map(([field, list]) => [
        field.replace(/^(template|credentials)\./, ''),
        list,
      ]),
    ),
  )
  return atFormFields(unwrapped)
}

const placeholderList = limits.placeholders.map((name) => `{{${name}}}`).join(', ')

/**
 * A vendor's balance checker on its page: the request template (credentials written, never
 * shown), Validate (checks the typed template without saving), Test (runs the saved one once:
 * the raw answer and the figure), Sync now, and the last figure with its age.
 */
export function BalanceChecker({
  company,
  checker,
  canWrite,
  onChanged,
}: {
  company: CompanyResource
  checker: ApiResult<CheckerResource>
  canWrite: boolean
  onChanged: () => void
}) {
  const t = useMessages(messages)
  if (!checker.ok) return <LoadProblem title={t('checker.title')} result={checker} />
  return (
    <section aria-labelledby="hub-company-checker" className={listStyles.section}>
      <h3 id="hub-company-checker" className={listStyles.sectionTitle}>
        {t('checker.title')}
      </h3>
      <LastSync checker={checker.data} />
      {canWrite && <CheckerForm company={company} checker={checker.data} onChanged={onChanged} />}
    </section>
  )
}

function LastSync({ checker }: { checker: CheckerResource }) {
  const t = useMessages(messages)
  const money = useMoneyText()
  const age = useAgeText()
  const { reported } = checker
  return (
    <>
      <p>
        {reported
          ? t('page.vendorReported', {
              amount: money(reported.balance, reported.currency),
              age: age(reported.synced_at),
            })
          : t('checker.never')}
      </p>
      {checker.last_error && (
        <p className={listStyles.muted}>{t('checker.lastError', { reason: checker.last_error })}</p>
      )}
    </>
  )
}

function CheckerForm({
  company,
  checker,
  onChanged,
}: {
  company: CompanyResource
  checker: CheckerResource
  onChanged: () => void
}) {
  const t = useMessages(messages)
  const notify = useNotify()
  const formRef = useRef<HTMLFormElement>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const form = useApiForm<CheckerResource>({
    submit: async (values, signal) =>
      atCheckerFields(await companiesApi.saveChecker(company.id, checkerRequestOf(values), signal)),
    onSuccess: () => {
      notify.notify({ type: 'success', message: t('checker.saved') })
      onChanged()
    },
  })
  const template = checker.template
  const credentialHint = (name: keyof CheckerResource['credentials_set']) =>
    checker.credentials_set[name] ? t('checker.credentialSet') : t('checker.credentialUnset')
  const validate = async () => {
    if (!formRef.current) return
    const result = await companiesApi.validateChecker(templateOf(formValues(formRef.current)))
    setOutcome({ kind: 'validated', result })
  }
  const test = async () => {
    setOutcome({ kind: 'tested', result: await companiesApi.testChecker(company.id) })
  }
  const sync = async () => {
    const result = await companiesApi.syncChecker(company.id)
    setOutcome({ kind: 'tested', result })
    if (result.ok) onChanged()
  }
  return (
    <>
      <p className={listStyles.muted}>{t('checker.intro', { placeholders: placeholderList })}</p>
      <ApiForm
        actor={form}
        formRef={formRef}
        submitLabel={t('checker.save')}
        aria-label={t('checker.title')}
      >
        <Select
          name="method"
          label={t('checker.method')}
          defaultSelectedKey={template?.method ?? 'GET'}
          options={checkerMethods.map((method) => ({ id: method, name: method }))}
        />
        <TextField
          name="url"
          label={t('checker.url')}
          type="url"
          defaultValue={template?.url ?? ''}
          maxLength={limits.urlMaxLength}
          isRequired
        />
        <TextAreaField
          name="headers"
          label={t('checker.headers')}
          description={t('checker.headersHint')}
          defaultValue={template?.headers.map((h) => `${h.name}: ${h.value}`).join('\n') ?? ''}
          rows={3}
        />
        <TextAreaField
          name="body"
          label={t('checker.body')}
          description={t('checker.bodyHint')}
          defaultValue={template?.body ?? ''}
          maxLength={limits.bodyMaxLength}
          rows={3}
        />
        <Select
          name="reader"
          label={t('checker.reader')}
          defaultSelectedKey={template?.reader ?? 'json_path'}
          options={checkerReaders.map((reader) => ({
            id: reader,
            name: t('checker.readerKind', { reader }),
          }))}
        />
        <TextField
          name="reader_expression"
          label={t('checker.expression')}
          description={t('checker.expressionHint')}
          defaultValue={template?.reader_expression ?? ''}
          maxLength={limits.readerMaxLength}
          isRequired
        />
        <TextField
          name="currency"
          label={t('checker.currency')}
          defaultValue={template?.currency ?? company.currency}
          maxLength={3}
          isRequired
        />
        <TextField
          name="username"
          label={t('checker.username')}
          description={credentialHint('username')}
          autoComplete="off"
          maxLength={limits.credentialMaxLength}
        />
        <PasswordField
          name="password"
          label={t('checker.password')}
          description={credentialHint('password')}
          autoComplete="new-password"
          maxLength={limits.credentialMaxLength}
        />
        <PasswordField
          name="api_key"
          label={t('checker.apiKey')}
          description={credentialHint('api_key')}
          autoComplete="new-password"
          maxLength={limits.credentialMaxLength}
        />
      </ApiForm>
      <div className={listStyles.toolbar}>
        <Button onPress={validate}>{t('checker.validate')}</Button>
        <Button onPress={test} isDisabled={!template}>
          {t('checker.test')}
        </Button>
        <Button onPress={sync} isDisabled={!template}>
          {t('checker.sync')}
        </Button>
      </div>
      {!template && <p className={listStyles.muted}>{t('checker.notSaved')}</p>}
      {outcome && <OutcomeView outcome={outcome} currency={template?.currency ?? ''} />}
    </>
  )
}

type Outcome =
  | {
      kind: 'validated'
      result: Awaited<ReturnType<typeof companiesApi.validateChecker>>
    }
  | { kind: 'tested'; result: ApiResult<CheckerTestResult> }

function OutcomeView({ outcome, currency }: { outcome: Outcome; currency: string }) {
  const t = useMessages(messages)
  const { result } = outcome
  if (!result.ok && result.status === 422 && 'validation' in result)
    return (
      <Notice tone="danger" title={t('checker.invalid')} role="alert">
        <ul>
          {Object.values(result.validation.errors)
            .flat()
            .map((message) => (
              <li key={message}>{message}</li>
            ))}
        </ul>
      </Notice>
    )
  if (!result.ok)
    return (
      <Notice tone="danger" role="alert">
        {t('checker.failed', { message: failureMessage(result) })}
      </Notice>
    )
  if (outcome.kind === 'validated' && outcome.result.ok) {
    const used = outcome.result.data.placeholders
    return (
      <Notice tone="success">
        {used.length > 0
          ? t('checker.valid', { list: used.map((name) => `{{${name}}}`).join(', ') })
          : t('checker.validNone')}
      </Notice>
    )
  }
  return outcome.kind === 'tested' && outcome.result.ok ? (
    <TestAnswer answer={outcome.result.data} currency={currency} />
  ) : null
}

function TestAnswer({ answer, currency }: { answer: CheckerTestResult; currency: string }) {
  const t = useMessages(messages)
  const money = useMoneyText()
  const { response } = answer
  return (
    <section aria-labelledby="hub-checker-answer" className={listStyles.section}>
      <h4 id="hub-checker-answer" className={listStyles.sectionTitle}>
        {t('checker.testTitle')}
      </h4>
      <p role="status">
        {answer.balance !== null
          ? t('checker.figure', { amount: money(answer.balance, answer.currency || currency) })
          : t('checker.noFigure', { reason: answer.error ?? '' })}
      </p>
      {response && (
        <>
          <p>{t('checker.status', { status: response.status })}</p>
          <h5 className={listStyles.sectionTitle}>{t('checker.responseHeaders')}</h5>
          <pre dir="ltr" className={styles.answer}>
            {Object.entries(response.headers)
              .map(([name, value]) => `${name}: ${value}`)
              .join('\n')}
          </pre>
          <h5 className={listStyles.sectionTitle}>{t('checker.responseBody')}</h5>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a long answer scrolls inside; a keyboard reaches it */}
          <pre dir="ltr" tabIndex={0} className={styles.answer}>
            {response.body}
          </pre>
          {response.truncated && <p className={listStyles.muted}>{t('checker.truncated')}</p>}
        </>
      )}
    </section>
  )
}
