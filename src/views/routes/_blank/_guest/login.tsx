import { createFileRoute } from '@tanstack/react-router'
import { LoginScreen } from '../../../auth/LoginScreen'
import { validateRedirectSearch } from '../../../auth/search'

export const Route = createFileRoute('/_blank/_guest/login')({
  validateSearch: validateRedirectSearch,
  component: LoginScreen,
})
