import type { HTMLAttributes, Ref } from 'react'
import { classNames } from './classNames'
import { type Sprinkles, sprinkles } from './sprinkles.css'

export type BoxTag =
  | 'div'
  | 'section'
  | 'header'
  | 'footer'
  | 'nav'
  | 'main'
  | 'aside'
  | 'span'
  | 'ul'
  | 'li'
  | 'p'

export interface BoxProps extends Sprinkles, Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles> {
  /** @default 'div' */
  as?: BoxTag
  ref?: Ref<HTMLElement>
}

function splitSprinkleProps(props: Omit<BoxProps, 'as' | 'className'>) {
  const sprinkleProps: Record<string, unknown> = {}
  const elementProps: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(props)) {
    if (sprinkles.properties.has(name as keyof Sprinkles)) sprinkleProps[name] = value
    else elementProps[name] = value
  }
  return { sprinkleProps: sprinkleProps as Sprinkles, elementProps }
}

/** A layout element styled by sprinkles props: `<Box padding="m" display={{ md: 'flex' }}>`. */
export function Box({ as: Tag = 'div', className, ...props }: BoxProps) {
  const { sprinkleProps, elementProps } = splitSprinkleProps(props)
  return <Tag {...elementProps} className={classNames(sprinkles(sprinkleProps), className)} />
}
