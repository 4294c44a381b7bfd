import type { RegisterRequest } from '../../../../src/contract/auth'
import type { AppLocale } from '../../../../src/contract/constants'
import type { AppDeps } from '../../deps'
import { ValidationError } from '../../http/errors'
import { createAccount } from './create-account'
import { sendVerificationMail } from './email-verification'

const emailTaken = () => ValidationError.field('email', 'auth.emailTaken')

/**
 * Creates the user with their personal team (as its owner) and mails the verification link, in
 * the language the user signed up in.
 */
export async function registerUser(
  deps: AppDeps,
  input: RegisterRequest,
  locale: AppLocale,
): Promise<string> {
  const userId = await createAccount(
    deps,
    { name: input.name, email: input.email, password: input.password, emailVerifiedAt: null },
    { taken: emailTaken },
  )
  await sendVerificationMail(deps, { id: userId, name: input.name, email: input.email }, locale)
  return userId
}
