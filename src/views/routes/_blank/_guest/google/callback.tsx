import { createFileRoute, useSearch } from '@tanstack/react-router'
import { GoogleCallbackScreen } from '../../../../auth/GoogleCallbackScreen'
import { useRoutedAuthNavigation } from '../../../../auth/routedAuthNavigation'
import { validateGoogleCallbackSearch } from '../../../../auth/search'

export const Route = createFileRoute('/_blank/_guest/google/callback')({
  validateSearch: validateGoogleCallbackSearch,
  component: RoutedGoogleCallbackScreen,
})

function RoutedGoogleCallbackScreen() {
  const search = useSearch({ from: '/_blank/_guest/google/callback' })
  const navigation = useRoutedAuthNavigation()
  return <GoogleCallbackScreen {...search} navigation={navigation} />
}
