import { createFileRoute } from '@tanstack/react-router'
import { PasswordResetScreen } from '../../../../auth/PasswordResetScreen'
import { validateEmailSearch } from '../../../../auth/search'
import { splatParams } from '../../../../frame/params'

export const Route = createFileRoute('/_blank/_guest/password-reset/$')({
  params: splatParams,
  validateSearch: validateEmailSearch,
  component: PasswordResetScreen,
})
