import { style } from '@vanilla-extract/css'
import { vars } from './vars.css'

/** The label of every field (text, select, date, phone, checkboxes…): one look in every form. */
export const fieldLabel = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text })
