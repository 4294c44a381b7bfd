import { useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef } from 'react'
import { Form, useLocale } from 'react-aria-components'
import { contactStatuses } from '../../../contract/contact'
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
import { countryChoices } from '../../auth/onboardingChoices'
import * as listStyles from '../../lists/lists.css'
import { SampleTable } from './SampleTable'
import { targetOptions } from './targets'
import * as styles from './uploads.css'

const statusOptions = contactStatuses.map((status) => ({
  id: status,
  name: status.charAt(0).toUpperCase() + status.slice(1),
}))
const noCountry = 'none'
const updateChoice = 'update'
const missingPhone =
  'No column is mapped to Phone yet. Choose the column that holds the numbers: every contact needs one.'

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
  const countries = useMemo(
    () => [{ id: noCountry, name: 'None: numbers start with +' }, ...countryChoices(locale)],
    [locale],
  )
  const targets = useMemo(() => targetOptions(data?.fields ?? [], mapping), [data, mapping])

  useEffect(() => {
    if (problem?.kind === 'rejected')
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [problem])

  if (loading)
    return (
      <p role="status" className={listStyles.loading}>
        <Spinner /> Reading the file…
      </p>
    )
  if (sampleFailed || !data)
    return (
      <Notice
        tone="danger"
        role="alert"
        title="The file's sample could not be loaded"
        actions={
          <>
            <Button onPress={() => flow.send({ type: 'dataImport.retry' })}>Try again</Button>
            <Button onPress={() => flow.send({ type: 'dataImport.restart' })}>
              Choose another file
            </Button>
          </>
        }
      >
        {problem?.message}
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
      <h2 id="mapping-title">
        Map the columns of <span className={styles.fileName}>{dataFile?.filename}</span>
      </h2>
      <p className={listStyles.muted}>
        {new Intl.NumberFormat(locale).format(sample.row_count)} rows. Choose the contact field each
        column fills; columns set to “Don't import” are left out.
      </p>
      {dataFile?.warnings.map((warning) => (
        <Notice key={warning} tone="warning" title="Some rows will not be imported">
          {warning}
        </Notice>
      ))}
      {problem ? (
        <Notice
          tone={problem.kind === 'missingPhone' ? 'warning' : 'danger'}
          role="alert"
          title={problem.kind === 'failed' ? 'The import could not be started' : undefined}
        >
          {problem.message}
        </Notice>
      ) : (
        lacksPhone && <Notice tone="warning">{missingPhone}</Notice>
      )}
      <SampleTable sample={sample} />
      <fieldset className={styles.step}>
        <legend className={listStyles.sectionTitle}>Fields</legend>
        <div className={styles.columns}>
          {sample.columns.map((column, index) => (
            <Select
              key={column}
              name={`mapping.${column}`}
              label={column}
              description={examples(sample.rows, index)}
              options={targets}
              selectedKey={mapping[column] ?? 'ignore'}
              onSelectionChange={(target) =>
                flow.send({ type: 'mapping.set', column, target: String(target) })
              }
            />
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.step}>
        <legend className={listStyles.sectionTitle}>Options</legend>
        <div className={styles.options}>
          <Select
            name="status"
            label="Status of new contacts"
            description="When no column gives one."
            options={statusOptions}
            selectedKey={options.status}
            onSelectionChange={(status) =>
              flow.send({
                type: 'options.set',
                options: { status: String(status) as (typeof contactStatuses)[number] },
              })
            }
          />
          <Select
            name="default_country"
            label="Country of numbers without +"
            description="A column mapped to Country wins."
            options={countries}
            selectedKey={options.default_country ?? noCountry}
            onSelectionChange={(country) =>
              flow.send({
                type: 'options.set',
                options: { default_country: country === noCountry ? null : String(country) },
              })
            }
          />
          <TextField
            name="tags"
            label="Tags for every contact"
            description="Separated by commas."
            defaultValue={options.tags.join(', ')}
            onChange={(text) =>
              flow.send({ type: 'options.set', options: { tags: splitTags(text) } })
            }
          />
          <CheckboxGroup
            name="update_existing"
            label="Contacts that exist already"
            options={[{ id: updateChoice, name: "Update them with the file's values" }]}
            value={options.update_existing ? [updateChoice] : []}
            onChange={(chosen) =>
              flow.send({
                type: 'options.set',
                options: { update_existing: chosen.includes(updateChoice) },
              })
            }
            description="Otherwise they are skipped and listed in the error report."
          />
        </div>
      </fieldset>
      <div className={styles.row}>
        <Button type="submit" tone="primary" variant="solid" isBusy={starting}>
          Import contacts
        </Button>
        <Button onPress={() => flow.send({ type: 'dataImport.restart' })} isDisabled={starting}>
          Choose another file
        </Button>
      </div>
    </Form>
  )
}

/** A few of a column's values from the sample, to recognise it by. */
function examples(rows: readonly string[][], index: number): string {
  const values = rows
    .map((row) => row[index]?.trim() ?? '')
    .filter(Boolean)
    .slice(0, 3)
  return values.length > 0 ? `For example: ${values.join(', ')}` : 'Empty in the sample.'
}
