import { campaignLimits } from '../../../contract/constants'
import { type SenderIdKind, senderIdKindOf, senderIdValue } from '../../../contract/sender-id'

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

const kindNames: Record<SenderIdKind, string> = {
  alphanumeric: 'Alphanumeric',
  numeric: 'Numeric',
}
const units: Record<SenderIdKind, string> = { alphanumeric: 'characters', numeric: 'digits' }

/** The check in words, for the field's live description. */
export function senderIdCheckText(check: SenderIdCheck | null): string {
  if (!check)
    return `Letters and digits (at most ${campaignLimits.senderIdAlphanumericMaxLength}) or a number (at most ${campaignLimits.senderIdNumericMaxLength} digits).`
  const count = `${check.length} of at most ${check.max} ${units[check.kind]}`
  if (check.isValid) return `${kindNames[check.kind]}: ${count}.`
  if (check.length > check.max) return `Too long for ${check.kind}: ${count}.`
  return check.kind === 'numeric'
    ? 'Not a sender id: a number is digits only, with an optional + first.'
    : 'Not a sender id: use letters, digits and spaces, with one letter at least.'
}

export { kindNames as senderIdKindNames }
