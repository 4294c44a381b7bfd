import { z } from 'zod'
import {
  accountFields,
  appLocales,
  colorSchemePreferences,
  themePrimaries,
  toastDurationNames,
} from './constants'
import { email, givenPassword, newPassword, requiredText, timestamp } from './fields'
import { says } from './messages'
import { currentTeam } from './team'

/** Onboarding answers (DOMAIN.md): filled by the onboarding call, null until then. */
export const userProfile = z.object({
  company: z.string().nullable(),
  country: z.string().nullable(),
  phone: z.string().nullable(),
  use_case: z.string().nullable(),
  completed_at: timestamp.nullable(),
})
export type UserProfile = z.infer<typeof userProfile>

// The toast-duration names are in constants.ts, which loads without the schema library.
export { toastDurationNames, toastScaleOf } from './constants'

/**
 * What a person chose for the interface, kept with their account so it follows them to every
 * browser. Each field is set only once chosen; PUT user merges what it is given.
 */
export const userPreferences = z
  .object({
    locale: z.enum(appLocales),
    theme: z.object({ primary: z.enum(themePrimaries), scheme: z.enum(colorSchemePreferences) }),
    toast_duration: z.enum(toastDurationNames),
  })
  .partial()
export type UserPreferences = z.infer<typeof userPreferences>

/** GET user and PUT user answer the user itself (not wrapped in `data`). */
export const userResource = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  email_verified_at: timestamp.nullable(),
  /**
   * A new address asked for and not yet verified; `email` signs in until its link is followed.
   * Absent when a backend keeps none.
   */
  pending_email: z.string().nullable().optional(),
  is_staff: z.boolean(),
  current_team_id: z.string().nullable(),
  current_team: currentTeam.nullable(),
  profile: userProfile.nullable(),
  /** Absent when a backend keeps none (the proxy mode's upstream may not). */
  preferences: userPreferences.optional(),
  created_at: timestamp,
  updated_at: timestamp,
})
export type UserResource = z.infer<typeof userResource>

/**
 * PUT user: any of name, email and preferences. A new password needs the current one and its
 * confirmation; a new email needs the current password and waits as `pending_email` until the
 * link mailed to it is followed.
 */
export const updateUserRequest = z
  .object({
    name: requiredText(accountFields.nameMaxLength).optional(),
    email: email.optional(),
    current_password: givenPassword.optional(),
    password: newPassword.optional(),
    password_confirmation: z.string().max(accountFields.passwordMaxLength).optional(),
    preferences: userPreferences.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.password === undefined) return
    if (body.current_password === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['current_password'],
        ...says('field.requiredForPasswordChange'),
      })
    if (body.password !== body.password_confirmation)
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        ...says('field.confirmationMismatch'),
      })
  })
export type UpdateUserRequest = z.infer<typeof updateUserRequest>
