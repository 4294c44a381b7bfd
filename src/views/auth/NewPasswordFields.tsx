import { accountFields } from '../../contract/constants'
import { PasswordField } from '../../design/PasswordField'

/**
 * A password being chosen, then typed again (`password`, `password_confirmation`): sign-up,
 * password reset, joining from an invitation and the account's password form.
 */
export function NewPasswordFields({ label }: { label: 'Password' | 'New password' }) {
  return (
    <>
      <PasswordField
        name="password"
        label={label}
        autoComplete="new-password"
        description={`At least ${accountFields.passwordMinLength} characters.`}
        minLength={accountFields.passwordMinLength}
        maxLength={accountFields.passwordMaxLength}
        isRequired
      />
      <PasswordField
        name="password_confirmation"
        label={`Confirm ${label.toLowerCase()}`}
        autoComplete="new-password"
        maxLength={accountFields.passwordMaxLength}
        isRequired
      />
    </>
  )
}
