import type { HTMLAttributes, Ref } from 'react'
import { classNames } from './classNames'
import { heading, type TextVariants, text } from './typography.css'

export interface TextProps extends TextVariants, HTMLAttributes<HTMLElement> {
  /** @default 'p' */
  as?: 'p' | 'span' | 'div' | 'strong' | 'em' | 'small' | 'label'
  /** @default 'm' */
  size?: TextVariants['size']
  /** @default 'normal' */
  tone?: TextVariants['tone']
  /** @default 'regular' */
  weight?: TextVariants['weight']
}

export function Text({ as: Tag = 'p', size, tone, weight, className, ...props }: TextProps) {
  return <Tag {...props} className={classNames(text({ size, tone, weight }), className)} />
}

export type HeadingLevel = 1 | 2 | 3 | 4

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  level: HeadingLevel
  ref?: Ref<HTMLHeadingElement>
}

export function Heading({ level, className, ...props }: HeadingProps) {
  const Tag = `h${level}` as const
  return <Tag {...props} className={classNames(heading({ level }), className)} />
}
