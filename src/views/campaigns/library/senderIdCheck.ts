import { campaignLimits } from '../../../contract/constants'
import { type SenderIdKind, senderIdKindOf, senderIdValue } from '../../../contract/sender-id'
import type { Key } from '../../../messages/campaigns-library/catalogue'
import type { Translate } from '../../../messages/catalogue'

/** What a sender id being typed reads as: its kind, its length against that kind's limit. */
export interface SenderIdCheck {
  kind: SenderIdKind
  /** Characters (alphanumeric) or digits (numeric) typed. */
  length: number
  max: number
  /** Whether the server will take it (the contract's own rule). */
  isValid: boolean
}

const digitsOnly = /^\+?\d+$/

/**
 * A value of digits (an optional + first) is read as numeric, anything else as alphanumeric;
 * valid or not is the contract's rule, so the form never disagrees with the server.
 */
export function checkSenderId(typed: string): SenderIdCheck | null {
  const value = typed.trim()
  if (value === '') return null
  const kind = digitsOnly.test(value) ? 'numeric' : 'alphanumeric'
  const isValid = senderIdValue.safeParse(value).success
  return {
    kind: isValid ? senderIdKindOf(value) : kind,
    length: kind === 'numeric' ? value.replace('+', '').length : value.length,
    max:
      kind === 'numeric'
        ? campaignLimits.senderIdNumericMaxLength
        : campaignLimits.senderIdAlphanumericMaxLength,
    isValid,
  }
}

/** The check in words, for the field's live description. */
export function senderIdCheckText(t: Translate<Key>, check: SenderIdCheck | null): string {
  if (!check)
    return t('senderId.hint', {
      letters: campaignLimits.senderIdAlphanumericMaxLength,
      digits: campaignLimits.senderIdNumericMaxLength,
    })
  const values = { kind: check.kind, length: check.length, max: check.max }
  if (check.isValid) return t('senderId.valid', values)
  if (check.length > check.max) return t('senderId.tooLong', values)
  return t(check.kind === 'numeric' ? 'senderId.notNumber' : 'senderId.notName')
}
