import { createFileRoute, useSearch } from '@tanstack/react-router'
import { GoogleAuthScreen } from '../../../../auth/GoogleAuthScreen'
import { validateRedirectSearch } from '../../../../auth/search'

export const Route = createFileRoute('/_blank/_guest/google/auth')({
  validateSearch: validateRedirectSearch,
  component: RoutedGoogleAuthScreen,
})

function RoutedGoogleAuthScreen() {
  const { redirect } = useSearch({ from: '/_blank/_guest/google/auth' })
  return <GoogleAuthScreen redirect={redirect} />
}
