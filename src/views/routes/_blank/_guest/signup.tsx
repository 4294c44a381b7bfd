import { createFileRoute } from '@tanstack/react-router'
import { SignupScreen } from '../../../auth/SignupScreen'
import { validateSignupSearch } from '../../../auth/search'

export const Route = createFileRoute('/_blank/_guest/signup')({
  validateSearch: validateSignupSearch,
  component: SignupScreen,
})
