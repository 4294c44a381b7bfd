import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordScreen } from '../../../auth/ForgotPasswordScreen'

export const Route = createFileRoute('/_blank/_guest/forget-password')({
  component: ForgotPasswordScreen,
})
