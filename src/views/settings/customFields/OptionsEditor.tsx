import { useId, useRef, useState } from 'react'
import { customFieldLimits } from '../../../contract/constants'
import { Button } from '../../../design/Button'
import { TextField } from '../../../design/TextField'
import messages from '../../../messages/settings/catalogue'
import { useMessages } from '../../../messages/useMessages'
import * as styles from './customFields.css'

/**
 * The options of a select field: one input each (named `options.0`, `options.1` … so a 422
 * lands on the option it is about), added and removed by button. The fieldset carries the name
 * `options`, so the form places the messages about the whole list (none, duplicates) here.
 */
export function OptionsEditor({
  initial,
  errors,
  onChange,
}: {
  initial: readonly string[]
  /** Messages about the whole list, from the form's last rejection. */
  errors: readonly string[]
  onChange: () => void
}) {
  const t = useMessages(messages)
  const next = useRef(0)
  const newRow = (value: string) => {
    next.current += 1
    return { id: next.current, value }
  }
  const [rows, setRows] = useState(() => (initial.length > 0 ? initial : ['']).map(newRow))
  const errorId = useId()
  const focusLast = useRef(false)
  return (
    <fieldset
      name="options"
      className={styles.options}
      aria-describedby={errors.length > 0 ? errorId : undefined}
    >
      <legend className={styles.legend}>{t('options.legend')}</legend>
      <p className={styles.hint}>{t('options.hint')}</p>
      {errors.length > 0 && (
        <p id={errorId} role="alert" className={styles.error}>
          {errors.join(' ')}
        </p>
      )}
      {rows.map((row, index) => (
        <div key={row.id} className={styles.optionRow}>
          <TextField
            className={styles.optionField}
            name={`options.${index}`}
            label={t('options.option', { number: index + 1 })}
            defaultValue={row.value}
            maxLength={customFieldLimits.optionMaxLength}
            autoComplete="off"
            isRequired
            autoFocus={focusLast.current && index === rows.length - 1}
          />
          <Button
            aria-label={t('options.removeLabel', { number: index + 1 })}
            isDisabled={rows.length === 1}
            onPress={() => {
              setRows((current) => current.filter((candidate) => candidate.id !== row.id))
              onChange()
            }}
          >
            {t('options.remove')}
          </Button>
        </div>
      ))}
      <div>
        <Button
          isDisabled={rows.length >= customFieldLimits.maxOptions}
          onPress={() => {
            focusLast.current = true
            setRows((current) => [...current, newRow('')])
            onChange()
          }}
        >
          {t('options.add')}
        </Button>
      </div>
    </fieldset>
  )
}
