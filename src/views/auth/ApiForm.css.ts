import { style } from '@vanilla-extract/css'
import { vars } from '../../design/vars.css'

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m })

export const submit = style({ alignSelf: 'stretch' })

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m })
