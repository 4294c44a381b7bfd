import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components'
import * as styles from './Link.css'

export interface LinkProps extends Omit<AriaLinkProps, 'className'> {
  className?: string
}

/** An inline text link; `href` is an app path, navigated by the router (see AriaRouterProvider). */
export function Link({ className, ...props }: LinkProps) {
  return <AriaLink {...props} className={[styles.link, className].filter(Boolean).join(' ')} />
}
