import { z } from 'zod'
import { teamFields } from './constants'
import { requiredText, text } from './fields'
import { says } from './messages'

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' })
const twoLetters = /^[A-Z]{2}$/

/** An ISO-3166 alpha-2 code of a real region ('GB'); `Intl` answers unknown codes with the code. */
export const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(twoLetters, says('field.countryCode'))
  // Checks run on after a failed regex, and Intl throws on text that is not a region code.
  .refine(
    (code) => !twoLetters.test(code) || regionNames.of(code) !== code,
    says('field.countryUnknown'),
  )

/** A phone number in E.164 form ('+447911123456'); the phone input yields it. */
export const e164Phone = z
  .string()
  .trim()
  .regex(/^\+[1-9]\d{1,14}$/, says('field.e164'))

/**
 * PUT teams/onboarding: the profile asked for after sign-up (DOMAIN.md, User). Company and
 * country are required; answering stamps `completed_at` and the call answers the user.
 */
export const onboardingRequest = z.object({
  company: requiredText(teamFields.companyMaxLength),
  country: countryCode,
  phone: e164Phone.nullable().optional(),
  use_case: text(teamFields.useCaseMaxLength).nullable().optional(),
})
export type OnboardingRequest = z.infer<typeof onboardingRequest>

/**
 * The use cases the onboarding form offers, as the profile stores them; any other text up to
 * the limit is kept too (the API and older forms wrote their own).
 */
export const suggestedUseCases = [
  'SMS campaigns',
  'AI voice agents and calls',
  'SMS and voice routing',
  'Several of these',
] as const
export type SuggestedUseCase = (typeof suggestedUseCases)[number]
