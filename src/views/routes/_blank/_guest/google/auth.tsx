import { createFileRoute } from '@tanstack/react-router'
import { GoogleAuthScreen } from '../../../../auth/GoogleAuthScreen'
import { validateRedirectSearch } from '../../../../auth/search'

export const Route = createFileRoute('/_blank/_guest/google/auth')({
  validateSearch: validateRedirectSearch,
  component: GoogleAuthScreen,
})
