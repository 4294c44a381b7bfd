import { tagPalette } from '../../../contract/tag'
import type { Key } from '../../../messages/audience/catalogue'
import type { Translate } from '../../../messages/catalogue'

const colourKeys: Record<(typeof tagPalette)[number], Key> = {
  '#22c55e': 'colour.green',
  '#0ea5e9': 'colour.sky',
  '#f59e0b': 'colour.amber',
  '#ef4444': 'colour.red',
  '#8b5cf6': 'colour.violet',
  '#ec4899': 'colour.pink',
  '#14b8a6': 'colour.teal',
  '#64748b': 'colour.slate',
}

/** The palette new tags choose from, each colour named (the colour is never the only cue). */
export const colourOptions = (t: Translate<Key>) =>
  tagPalette.map((id) => ({ id, name: t(colourKeys[id]) }))

/** A stored colour's name, or its code for a colour set through the API. */
export function colourName(t: Translate<Key>, colour: string) {
  const key = colourKeys[colour as (typeof tagPalette)[number]]
  return key ? t(key) : colour
}
