import { smsParts, ucs2Characters } from '../../../contract/sms-encoding'
import {
  customVariablePrefix,
  offerLinkVariable,
  textContactVariables,
  variablesOf,
} from '../../../contract/sms-text'

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/**
 * How a body goes out, in words: its encoding (and the characters that forced UCS-2), its
 * size, parts and what still fits in the last part. Placeholders are counted as typed.
 */
export function partCounterText(body: string): string {
  const sms = smsParts(body)
  const forcedBy = sms.encoding === 'UCS-2' ? ` (because of ${ucs2Characters(body).join(' ')})` : ''
  return `${sms.encoding}${forcedBy}: ${plural(sms.units, 'character', 'characters')}, ${plural(sms.parts, 'part', 'parts')}, ${sms.remainingInPart} left in this part.`
}

/** The placeholders a body uses, as they are written in it. */
export function placeholdersText(body: string): string {
  const names = variablesOf(body)
  return names.length > 0
    ? `Placeholders: ${names.map((name) => `{${name}}`).join(', ')}`
    : 'No placeholders'
}

/** The placeholders a body may use: the contact's fields, the offer link and custom fields. */
export const availablePlaceholdersText = `You may use ${[...textContactVariables, offerLinkVariable]
  .map((name) => `{${name}}`)
  .join(', ')} and {${customVariablePrefix}<field key>}.`
