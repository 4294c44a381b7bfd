import { style } from '@vanilla-extract/css'
import { vars } from '../../design/vars.css'

export { factName, facts, factValue } from '../lists/facts.css'

export const actionsRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s })

export const roleSelect = style({ minWidth: '8rem' })
