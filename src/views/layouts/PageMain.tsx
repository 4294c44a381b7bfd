import type { ReactNode } from 'react'
import { mainContentId } from './SkipLink'

/**
 * A layout's <main>, where the skip link lands. Inert while its page is being left
 * (usePageBeingLeft): what is typed into a page the next one is about to replace would be lost.
 */
export function PageMain({
  className,
  isBeingLeft = false,
  children,
}: {
  className: string
  isBeingLeft?: boolean
  children: ReactNode
}) {
  return (
    <main
      id={mainContentId}
      tabIndex={-1}
      className={className}
      inert={isBeingLeft}
      aria-busy={isBeingLeft}
    >
      {children}
    </main>
  )
}
