import { accountFields } from '../../contract/signInConstants'
import { PasswordField } from '../../design/PasswordField'
import messages from '../../messages/auth-pages/catalogue'
import { useMessages } from '../../messages/useMessages'

/**
 * A password being chosen, then typed again (`password`, `password_confirmation`): sign-up,
 * password reset, joining from an invitation and the account's password form. `first` is an
 * account's first password; `new` replaces one.
 */
export function NewPasswordFields({ kind }: { kind: 'first' | 'new' }) {
  const t = useMessages(messages)
  return (
    <>
      <PasswordField
        name="password"
        label={kind === 'first' ? t('newPassword.password') : t('newPassword.newPassword')}
        autoComplete="new-password"
        description={t('newPassword.hint', { count: accountFields.passwordMinLength })}
        minLength={accountFields.passwordMinLength}
        maxLength={accountFields.passwordMaxLength}
        isRequired
      />
      <PasswordField
        name="password_confirmation"
        label={
          kind === 'first' ? t('newPassword.confirmPassword') : t('newPassword.confirmNewPassword')
        }
        autoComplete="new-password"
        maxLength={accountFields.passwordMaxLength}
        isRequired
      />
    </>
  )
}
