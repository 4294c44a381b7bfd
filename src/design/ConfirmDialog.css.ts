import { style } from '@vanilla-extract/css'

export const message = style({ margin: 0 })
