import { z } from 'zod'
import { accountFields } from './constants'
import { email, givenPassword, newPassword, opaqueToken, requiredText } from './fields'
import { says } from './messages'
import { verifyEmailStatuses } from './routes'
import { userResource } from './user'

const passwordsMatch = (body: { password: string; password_confirmation: string }) =>
  body.password === body.password_confirmation
const confirmationMismatch = {
  path: ['password'],
  ...says('field.confirmationMismatch'),
}
const passwordConfirmation = z.string().max(accountFields.passwordMaxLength)

/** POST register: creates the user and their personal team, and signs them in. */
export const registerRequest = z
  .object({
    name: requiredText(accountFields.nameMaxLength),
    email,
    password: newPassword,
    password_confirmation: passwordConfirmation,
  })
  .refine(passwordsMatch, confirmationMismatch)
export type RegisterRequest = z.infer<typeof registerRequest>

/** POST token/login. */
export const loginRequest = z.object({ email, password: givenPassword })
export type LoginRequest = z.infer<typeof loginRequest>

/** The tokens of a session. `expires_in` is the access token's lifetime in seconds. */
export const tokenPair = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
})
export type TokenPair = z.infer<typeof tokenPair>

/** Answer of register and token/login: the tokens and the signed-in user. */
export const sessionResponse = tokenPair.extend({ user: userResource })
export type SessionResponse = z.infer<typeof sessionResponse>

/**
 * POST token/refresh: the refresh token in the body, or none when the browser holds it in the
 * httpOnly cookie set at sign-in. Answers a new pair; the old refresh token stops working.
 */
export const refreshRequest = z.object({ refresh_token: opaqueToken.optional() })
export type RefreshRequest = z.infer<typeof refreshRequest>

/** POST forgot-password. The answer is the same whether or not the address is registered. */
export const forgotPasswordRequest = z.object({ email })
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>

/** POST reset-password, with the token from the emailed link. */
export const resetPasswordRequest = z
  .object({
    token: opaqueToken,
    email,
    password: newPassword,
    password_confirmation: passwordConfirmation,
  })
  .refine(passwordsMatch, confirmationMismatch)
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>

/** GET verify-email/{id}/{hash}?expires=…: the signed link of the verification mail. */
export const verifyEmailQuery = z.object({
  expires: z.coerce.number().int().min(0),
})

// The outcomes a browser lands on (`/verify-email?status=…`) are in routes.ts, which loads
// without the schema library.
export { type VerifyEmailStatus, verifyEmailStatuses } from './routes'

export const verifyEmailResponse = z.object({
  message: z.string(),
  status: z.enum(verifyEmailStatuses),
})

/** POST email/verification-notification. */
export const verificationNotificationResponse = z.object({
  message: z.string(),
  status: z.enum(['verification-link-sent', 'already-verified']),
})

/** GET auth/google/redirect: where to send the browser. */
export const googleRedirectResponse = z.object({ url: z.string() })

/** GET auth/google/callback: the query Google appends. */
export const googleCallbackQuery = z.object({
  code: z.string().min(1).max(2048),
  state: z.string().min(1).max(2048),
})
