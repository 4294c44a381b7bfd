import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles'
import { type Breakpoint, breakpoints } from '../contract/constants'
import { vars } from './vars.css'

const minWidth = (breakpoint: Breakpoint) => ({
  '@media': `screen and (min-width: ${breakpoints[breakpoint]}px)`,
})

const margins = { ...vars.space, auto: 'auto' }

const layoutProperties = defineProperties({
  conditions: {
    mobile: {},
    sm: minWidth('sm'),
    md: minWidth('md'),
    lg: minWidth('lg'),
    xl: minWidth('xl'),
    '2xl': minWidth('2xl'),
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'sm', 'md', 'lg', 'xl', '2xl'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['nowrap', 'wrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: [
      'flex-start',
      'center',
      'flex-end',
      'space-between',
      'space-around',
      'space-evenly',
    ],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingInlineStart: vars.space,
    paddingInlineEnd: vars.space,
    marginTop: margins,
    marginBottom: margins,
    marginInlineStart: margins,
    marginInlineEnd: margins,
    width: { auto: 'auto', full: '100%' },
    maxWidth: { none: 'none', full: '100%', content: vars.size.contentMaxWidth },
  },
  // Inline start and end rather than left and right, so layouts mirror in right-to-left locales.
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingInlineStart', 'paddingInlineEnd'],
    paddingX: ['paddingInlineStart', 'paddingInlineEnd'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginInlineStart', 'marginInlineEnd'],
    marginX: ['marginInlineStart', 'marginInlineEnd'],
    marginY: ['marginTop', 'marginBottom'],
  },
})

const colorProperties = defineProperties({
  properties: {
    color: vars.color,
    background: vars.color,
  },
})

export const sprinkles = createSprinkles(layoutProperties, colorProperties)

export type Sprinkles = Parameters<typeof sprinkles>[0]
