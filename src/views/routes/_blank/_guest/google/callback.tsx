import { createFileRoute } from '@tanstack/react-router'
import { GoogleCallbackScreen } from '../../../../auth/GoogleCallbackScreen'
import { validateGoogleCallbackSearch } from '../../../../auth/search'

export const Route = createFileRoute('/_blank/_guest/google/callback')({
  validateSearch: validateGoogleCallbackSearch,
  component: GoogleCallbackScreen,
})
