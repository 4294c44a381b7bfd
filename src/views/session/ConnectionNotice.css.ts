import { style } from '@vanilla-extract/css'
import { vars } from '../../design/vars.css'

// Above the page and out of its flow's way when empty.
export const region = style({
  selectors: { '&:not(:empty)': { marginBlockEnd: vars.space.m } },
})
