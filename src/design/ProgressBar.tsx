import {
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
  Label,
} from 'react-aria-components'
import { fieldLabel } from './fieldLabel.css'
import * as styles from './ProgressBar.css'

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'className' | 'children'> {
  label: string
  /** Shown beside the label in place of the percentage: "3,200 of 10,000 rows". */
  valueLabel?: string
}

/**
 * How far a long task has gone (React Aria's ProgressBar: role progressbar with its value, and
 * the value text screen readers announce). Without a value it is indeterminate.
 */
export function ProgressBar({ label, valueLabel, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} {...(valueLabel ? { valueLabel } : {})} className={styles.bar}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          <div className={styles.header}>
            <Label className={fieldLabel}>{label}</Label>
            <span className={styles.value}>{valueText}</span>
          </div>
          <div className={styles.track}>
            <div
              className={styles.fill}
              style={{ inlineSize: `${isIndeterminate ? 100 : (percentage ?? 0)}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  )
}
