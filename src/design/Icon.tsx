import { assignInlineVars } from '@vanilla-extract/dynamic'
import { useEffect, useState } from 'react'
import { type IconName, iconUrl } from '../services/icons'
import { classNames } from './classNames'
import * as styles from './Icon.css'

export interface IconProps {
  /** `<collection>:<icon>`, as Iconify names them: `lucide:bell`. */
  name: IconName
  className?: string
}

/**
 * A decorative icon, 1em across in the text colour, from the server's icon endpoint. It is always
 * hidden from assistive technology: the control it sits in carries the words.
 */
export function Icon({ name, className }: IconProps) {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    void iconUrl(name).then((found) => current && setUrl(found))
    return () => {
      current = false
    }
  }, [name])
  return (
    <span
      aria-hidden="true"
      className={classNames(styles.icon, className)}
      style={url ? assignInlineVars({ [styles.image]: url }) : undefined}
    />
  )
}
