import { createFileRoute, useSearch } from '@tanstack/react-router'
import { useRoutedAuthNavigation } from '../../../auth/routedAuthNavigation'
import { SignupScreen } from '../../../auth/SignupScreen'
import { validateSignupSearch } from '../../../auth/search'

export const Route = createFileRoute('/_blank/_guest/signup')({
  validateSearch: validateSignupSearch,
  component: RoutedSignupScreen,
})

function RoutedSignupScreen() {
  const { redirect, email } = useSearch({ from: '/_blank/_guest/signup' })
  const navigation = useRoutedAuthNavigation()
  return <SignupScreen redirect={redirect} email={email} navigation={navigation} />
}
