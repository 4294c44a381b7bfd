import { Select } from '../../../design/Select'
import { TextField } from '../../../design/TextField'
import type { FlowNode } from '../../../machines/flowEditor'
import { useLiveQuery } from '../../lists/useLiveQuery'

/** The settings panel's fields: each reads one setting of the node and sends each change as an edit. */

/** One node's settings as the form reads and changes them. */
export interface NodeForm {
  node: FlowNode
  /** The top-level setting's value. */
  value: (key: string) => unknown
  /** One keystroke (or pick) of a burst: consecutive edits of one field are one undo step. */
  edit: (key: string, value: unknown) => void
  /** The burst ended (the field lost the focus, a pick was made). */
  seal: () => void
  /** What is wrong with a setting: the live problems and a publish's 422, in words. */
  errors: (key: string) => string[]
}

export const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : ''

/** A whole number as typed; what is not one is kept as typed, for the problem to say so. */
export const wholeNumber = (typed: string): unknown =>
  typed.trim() === '' ? undefined : /^-?\d+$/.test(typed.trim()) ? Number(typed) : typed

/** A field's errors, shown live on it (React Aria's `validate`; `isInvalid` would drop the words). */
export function invalid(errors: string[]) {
  return {
    validationBehavior: 'aria' as const,
    validate: () => (errors.length > 0 ? errors : null),
  }
}

export function TextSetting({
  form,
  name,
  label,
  description,
  numeric,
  type,
}: {
  form: NodeForm
  name: string
  label: string
  description?: string
  numeric?: boolean
  type?: 'url'
}) {
  return (
    <TextField
      label={label}
      description={description}
      name={name}
      type={type}
      inputMode={numeric ? 'numeric' : undefined}
      value={text(form.value(name))}
      onChange={(typed) =>
        form.edit(name, numeric ? wholeNumber(typed) : typed === '' ? undefined : typed)
      }
      onBlur={form.seal}
      {...invalid(form.errors(name))}
    />
  )
}

export function PickSetting({
  form,
  name,
  label,
  description,
  options,
}: {
  form: NodeForm
  name: string
  label: string
  description?: string
  options: readonly { id: string; name: string }[]
}) {
  const value = form.value(name)
  return (
    <Select
      label={label}
      description={description}
      name={name}
      options={options}
      selectedKey={typeof value === 'string' ? value : null}
      onSelectionChange={(key) => {
        if (key === null) return
        form.edit(name, String(key))
        form.seal()
      }}
      {...invalid(form.errors(name))}
    />
  )
}

/**
 * A setting naming one of the team's records, picked from their list (the pickers' shared
 * loaders, lists/recordChoices); a plain id field while the list is not there (loading, failed, or empty).
 */
export function ChoiceSetting<Row extends { id: string }>({
  form,
  name,
  label,
  load,
  nameOf,
  idOf = (row) => row.id,
}: {
  form: NodeForm
  name: string
  label: string
  load: (params: null, signal: AbortSignal) => Promise<Row[]>
  nameOf: (row: Row) => string
  /** What the setting holds of the chosen row: its id unless said otherwise. */
  idOf?: (row: Row) => string
}) {
  const rows = useLiveQuery(load, null).data ?? []
  if (rows.length === 0) return <TextSetting form={form} name={name} label={label} />
  return (
    <PickSetting
      form={form}
      name={name}
      label={label}
      options={rows.map((row) => ({ id: idOf(row), name: nameOf(row) }))}
    />
  )
}
