import type { RegisterRequest } from '../../../../src/contract/auth'
import type { AppDeps } from '../../deps'
import { ValidationError } from '../../http/errors'
import { createAccount } from './create-account'
import { sendVerificationMail } from './email-verification'

const emailTaken = () => ValidationError.field('email', 'The email has already been taken.')

/** Creates the user with their personal team (as its owner) and mails the verification link. */
export async function registerUser(deps: AppDeps, input: RegisterRequest): Promise<string> {
  const userId = await createAccount(
    deps,
    { name: input.name, email: input.email, password: input.password, emailVerifiedAt: null },
    { taken: emailTaken },
  )
  await sendVerificationMail(deps, { id: userId, name: input.name, email: input.email })
  return userId
}
