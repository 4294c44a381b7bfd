import { createFileRoute } from '@tanstack/react-router'
import { validateVerifySearch } from '../../../auth/search'
import { VerifyEmailScreen } from '../../../auth/VerifyEmailScreen'

export const Route = createFileRoute('/_blank/_unverified/verify-email')({
  validateSearch: validateVerifySearch,
  component: VerifyEmailScreen,
})
