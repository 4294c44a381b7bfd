import { classNames } from './classNames'
import * as styles from './Spinner.css'

export interface SpinnerProps {
  /** Read by screen readers; without it the spinner is decoration (its owner says it is busy). */
  label?: string
  className?: string
}

/** A turning ring in the current text colour, 1em across. */
export function Spinner({ label, className }: SpinnerProps) {
  return label ? (
    <span role="img" aria-label={label} className={classNames(styles.spinner, className)} />
  ) : (
    <span aria-hidden="true" className={classNames(styles.spinner, className)} />
  )
}
