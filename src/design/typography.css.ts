import { type RecipeVariants, recipe } from '@vanilla-extract/recipes'
import { vars } from './vars.css'

export const text = recipe({
  base: { margin: 0, lineHeight: vars.lineHeight.body },
  variants: {
    size: {
      xs: { fontSize: vars.fontSize.xs },
      s: { fontSize: vars.fontSize.s },
      m: { fontSize: vars.fontSize.m },
      l: { fontSize: vars.fontSize.l },
      xl: { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight },
      xxl: { fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight },
    },
    tone: {
      normal: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      danger: { color: vars.color.danger },
      success: { color: vars.color.success },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      bold: { fontWeight: vars.fontWeight.bold },
    },
  },
  defaultVariants: { size: 'm', tone: 'normal', weight: 'regular' },
})

export type TextVariants = NonNullable<RecipeVariants<typeof text>>

export const heading = recipe({
  base: {
    margin: 0,
    color: vars.color.text,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
  },
  variants: {
    level: {
      1: { fontSize: vars.fontSize.xxl },
      2: { fontSize: vars.fontSize.xl },
      3: { fontSize: vars.fontSize.l },
      4: { fontSize: vars.fontSize.m },
    },
  },
})
