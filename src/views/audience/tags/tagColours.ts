import { tagPalette } from '../../../contract/tag'

const colourNames: Record<(typeof tagPalette)[number], string> = {
  '#22c55e': 'Green',
  '#0ea5e9': 'Sky',
  '#f59e0b': 'Amber',
  '#ef4444': 'Red',
  '#8b5cf6': 'Violet',
  '#ec4899': 'Pink',
  '#14b8a6': 'Teal',
  '#64748b': 'Slate',
}

/** The palette new tags choose from, each colour named (the colour is never the only cue). */
export const colourOptions = tagPalette.map((id) => ({ id, name: colourNames[id] }))

/** A stored colour's name, or its code for a colour set through the API. */
export const colourName = (colour: string) =>
  colourNames[colour as (typeof tagPalette)[number]] ?? colour
