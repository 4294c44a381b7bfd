import { createFileRoute, useLocation, useSearch } from '@tanstack/react-router'
import { LoginScreen } from '../../../auth/LoginScreen'
import { useRoutedAuthNavigation } from '../../../auth/routedAuthNavigation'
import { validateRedirectSearch } from '../../../auth/search'

export const Route = createFileRoute('/_blank/_guest/login')({
  validateSearch: validateRedirectSearch,
  component: RoutedLoginScreen,
})

function RoutedLoginScreen() {
  const { redirect } = useSearch({ from: '/_blank/_guest/login' })
  const notice = useLocation({ select: (location) => location.state.signInNotice })
  const navigation = useRoutedAuthNavigation()
  return <LoginScreen redirect={redirect} notice={notice} navigation={navigation} />
}
