import { lazy, Suspense } from 'react'
import { fieldLabel } from './fieldLabel.css'
import * as styles from './PhoneInput.css'
import type { PhoneInputProps } from './PhoneInputField'

export type { PhoneInputProps }

// The number rules carry libphonenumber's metadata: it loads with the first phone input shown,
// so pages without one never fetch it.
const PhoneInputField = lazy(() => import('./PhoneInputField'))

/** A phone number field with its country list; yields a PhoneValue through `onChange`. */
export function PhoneInput(props: PhoneInputProps) {
  return (
    <Suspense fallback={<PhoneInputLoading label={props.label} />}>
      <PhoneInputField {...props} />
    </Suspense>
  )
}

function PhoneInputLoading({ label }: { label: string }) {
  return (
    <div className={styles.textField} aria-busy="true">
      <span className={fieldLabel}>{label}</span>
      <div className={styles.input} />
    </div>
  )
}
