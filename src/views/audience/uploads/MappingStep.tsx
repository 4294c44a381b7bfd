import { useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef } from 'react'
import { Form, useLocale } from 'react-aria-components'
import { contactStatuses } from '../../../contract/contact'
import { countryChoices } from '../../../contract/country-names'
import { Button } from '../../../design/Button'
import { CheckboxGroup } from '../../../design/CheckboxGroup'
import { Notice } from '../../../design/Notice'

import { Select } from '../../../design/Select'
import { Spinner } from '../../../design/Spinner'
import { TextField } from '../../../design/TextField'
import {
  type DataImportRef,
  selectDataFile,
  selectFieldErrors,
  selectLacksPhone,
  selectMapping,
  selectOptions,
  selectProblem,
  selectSample,
} from '../../../machines/dataImport'
import audienceMessages from '../../../messages/audience/catalogue'
import messages, { type Key } from '../../../messages/audience-uploads/catalogue'
import type { Translate } from '../../../messages/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { UnsavedChangesGuard } from '../../forms/useUnsavedChanges'
import * as listStyles from '../../lists/lists.css'
import { statusName } from '../contacts/contactWords'
import { problemText } from './format'
import { SampleTable } from './SampleTable'
import { targetOptions } from './targets'
import * as styles from './uploads.css'

const noCountry = 'none'
const updateChoice = 'update'

/** `tags.0` → `tags`: the form shows a list's messages at the field that holds the list. */
function formErrors(errors: Record<string, string[]>) {
  const shown: Record<string, string[]> = {}
  for (const [key, messages] of Object.entries(errors)) {
    const field = key.startsWith('tags.') ? 'tags' : key
    shown[field] = [...(shown[field] ?? []), ...messages]
  }
  return shown
}

const splitTags = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)

/**
 * Step 3: the sample rows, each column's field (the server's suggestion to start with), the
 * import's options, then Import. Refusals (no phone column, a field that is gone, a bad tag)
 * are said at the field and in a notice; what was chosen stays.
 */
export function MappingStep({ flow }: { flow: DataImportRef }) {
  const t = useMessages(messages)
  const words = useMessages(audienceMessages)
  const { locale } = useLocale()
  const formRef = useRef<HTMLFormElement>(null)
  const loading = useSelector(flow, (snapshot) => snapshot.matches('loadingSample'))
  const sampleFailed = useSelector(flow, (snapshot) => snapshot.matches('sampleFailed'))
  const starting = useSelector(flow, (snapshot) => snapshot.matches('starting'))
  const data = useSelector(flow, selectSample)
  const dataFile = useSelector(flow, selectDataFile)
  const mapping = useSelector(flow, selectMapping)
  const options = useSelector(flow, selectOptions)
  const errors = useSelector(flow, selectFieldErrors)
  const problem = useSelector(flow, selectProblem)
  const lacksPhone = useSelector(flow, selectLacksPhone)
  // A mapping or an option chosen, and the import not started yet: leaving would lose them.
  const chosen = useRef(false)
  const choose = (event: Parameters<DataImportRef['send']>[0]) => {
    chosen.current = true
    flow.send(event)
  }
  const isDirty = () => chosen.current && flow.getSnapshot().matches('mapping')
  const countries = useMemo(
    () => [{ id: noCountry, name: t('mapping.noCountry') }, ...countryChoices(locale)],
    [locale, t],
  )
  const targets = useMemo(() => targetOptions(t, data?.fields ?? [], mapping), [t, data, mapping])
  const statusOptions = contactStatuses.map((id) => ({ id, name: statusName(words, id) }))

  useEffect(() => {
    if (problem?.kind === 'rejected')
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [problem])

  if (loading)
    return (
      <p role="status" className={listStyles.loading}>
        <Spinner /> {t('mapping.reading')}
      </p>
    )
  if (sampleFailed || !data)
    return (
      <Notice
        tone="danger"
        role="alert"
        title={t('mapping.sampleProblem')}
        actions={
          <>
            <Button onPress={() => flow.send({ type: 'dataImport.retry' })}>{t('retry')}</Button>
            <Button onPress={() => flow.send({ type: 'dataImport.restart' })}>
              {t('mapping.another')}
            </Button>
          </>
        }
      >
        {problemText(t, problem)}
      </Notice>
    )

  const { sample } = data
  return (
    <Form
      ref={formRef}
      aria-labelledby="mapping-title"
      className={styles.step}
      validationErrors={formErrors(errors)}
      onSubmit={(event) => {
        event.preventDefault()
        flow.send({ type: 'import.start' })
      }}
    >
      <UnsavedChangesGuard isDirty={isDirty} />
      <h2 id="mapping-title" className={styles.fileHeading}>
        {t('mapping.title', { filename: dataFile?.filename ?? '' })}
      </h2>
      <p className={listStyles.muted}>{t('mapping.intro', { count: sample.row_count })}</p>
      {dataFile?.warnings.map((warning) => (
        <Notice key={warning} tone="warning" title={t('mapping.warning')}>
          {warning}
        </Notice>
      ))}
      {problem ? (
        <Notice
          tone={problem.kind === 'missingPhone' ? 'warning' : 'danger'}
          role="alert"
          title={problem.kind === 'failed' ? t('mapping.startProblem') : undefined}
        >
          {problemText(t, problem)}
        </Notice>
      ) : (
        lacksPhone && <Notice tone="warning">{t('mapping.missingPhone')}</Notice>
      )}
      <SampleTable sample={sample} />
      <fieldset className={styles.step}>
        <legend className={listStyles.sectionTitle}>{t('mapping.fields')}</legend>
        <div className={styles.columns}>
          {sample.columns.map((column, index) => (
            <Select
              key={column}
              name={`mapping.${column}`}
              label={column}
              description={examples(sample.rows, index, t)}
              options={targets}
              selectedKey={mapping[column] ?? 'ignore'}
              onSelectionChange={(target) =>
                choose({ type: 'mapping.set', column, target: String(target) })
              }
            />
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.step}>
        <legend className={listStyles.sectionTitle}>{t('mapping.options')}</legend>
        <div className={styles.options}>
          <Select
            name="status"
            label={t('mapping.status')}
            description={t('mapping.statusHint')}
            options={statusOptions}
            selectedKey={options.status}
            onSelectionChange={(status) =>
              choose({
                type: 'options.set',
                options: { status: String(status) as (typeof contactStatuses)[number] },
              })
            }
          />
          <Select
            name="default_country"
            label={t('mapping.country')}
            description={t('mapping.countryHint')}
            options={countries}
            selectedKey={options.default_country ?? noCountry}
            onSelectionChange={(country) =>
              choose({
                type: 'options.set',
                options: { default_country: country === noCountry ? null : String(country) },
              })
            }
          />
          <TextField
            name="tags"
            label={t('mapping.tags')}
            description={t('mapping.tagsHint')}
            defaultValue={options.tags.join(', ')}
            onChange={(text) => choose({ type: 'options.set', options: { tags: splitTags(text) } })}
          />
          <CheckboxGroup
            name="update_existing"
            label={t('mapping.existing')}
            options={[{ id: updateChoice, name: t('mapping.update') }]}
            value={options.update_existing ? [updateChoice] : []}
            onChange={(chosen) =>
              choose({
                type: 'options.set',
                options: { update_existing: chosen.includes(updateChoice) },
              })
            }
            description={t('mapping.updateHint')}
          />
        </div>
      </fieldset>
      <div className={styles.row}>
        <Button type="submit" tone="primary" variant="solid" isBusy={starting}>
          {t('mapping.import')}
        </Button>
        <Button onPress={() => flow.send({ type: 'dataImport.restart' })} isDisabled={starting}>
          {t('mapping.another')}
        </Button>
      </div>
    </Form>
  )
}

/** A few of a column's values from the sample, to recognise it by. */
function examples(rows: readonly string[][], index: number, t: Translate<Key>): string {
  const values = rows
    .map((row) => row[index]?.trim() ?? '')
    .filter(Boolean)
    .slice(0, 3)
  return values.length > 0
    ? t('mapping.examples', { values: values.join(', ') })
    : t('mapping.emptyColumn')
}
