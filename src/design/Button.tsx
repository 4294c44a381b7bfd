import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components'
import * as styles from './Button.css'

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  /** @default 'secondary' */
  variant?: keyof typeof styles.variant
  className?: string
}

export function Button({ variant = 'secondary', className, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={[styles.variant[variant], className].filter(Boolean).join(' ')}
    />
  )
}
