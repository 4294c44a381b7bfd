import { smsParts, ucs2Characters } from '../../../contract/sms-encoding'
import { placeholderToken } from '../../../contract/sms-placeholders'
import {
  customVariablePrefix,
  offerLinkVariable,
  textContactVariables,
  variablesOf,
} from '../../../contract/sms-text'
import type { Key } from '../../../messages/campaigns-library/catalogue'
import type { Translate } from '../../../messages/catalogue'

/**
 * How a body goes out, in words: its encoding (and the characters that forced UCS-2), its
 * size, parts and what still fits in the last part. Placeholders are counted as typed.
 */
export function partCounterText(t: Translate<Key>, body: string): string {
  const sms = smsParts(body)
  const values = {
    encoding: sms.encoding,
    units: sms.units,
    parts: sms.parts,
    remaining: sms.remainingInPart,
  }
  return sms.encoding === 'UCS-2'
    ? t('counter.partsForced', { ...values, characters: ucs2Characters(body).join(' ') })
    : t('counter.parts', values)
}

/** The placeholders a body uses, as they are written in it. */
export function placeholdersText(t: Translate<Key>, body: string): string {
  const names = variablesOf(body)
  return names.length > 0
    ? t('counter.placeholders', { placeholders: names.map(placeholderToken).join(', ') })
    : t('counter.noPlaceholders')
}

/** The placeholders a body may use: the contact's fields, the offer link and custom fields. */
export const availablePlaceholdersText = (t: Translate<Key>) =>
  t('counter.available', {
    placeholders: [...textContactVariables, offerLinkVariable].map(placeholderToken).join(', '),
    custom: placeholderToken(`${customVariablePrefix}<${t('counter.fieldKey')}>`),
  })
