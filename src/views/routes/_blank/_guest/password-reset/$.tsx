import { createFileRoute, useParams, useSearch } from '@tanstack/react-router'
import { PasswordResetScreen } from '../../../../auth/PasswordResetScreen'
import { useRoutedAuthNavigation } from '../../../../auth/routedAuthNavigation'
import { validateEmailSearch } from '../../../../auth/search'
import { splatParams } from '../../../../frame/params'

export const Route = createFileRoute('/_blank/_guest/password-reset/$')({
  params: splatParams,
  validateSearch: validateEmailSearch,
  component: RoutedPasswordResetScreen,
})

function RoutedPasswordResetScreen() {
  const { _splat: token } = useParams({ from: '/_blank/_guest/password-reset/$' })
  const { email } = useSearch({ from: '/_blank/_guest/password-reset/$' })
  const navigation = useRoutedAuthNavigation()
  return <PasswordResetScreen token={token} email={email} navigation={navigation} />
}
