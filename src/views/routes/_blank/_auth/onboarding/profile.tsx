import { createFileRoute } from '@tanstack/react-router'
import { OnboardingScreen } from '../../../../auth/OnboardingScreen'

export const Route = createFileRoute('/_blank/_auth/onboarding/profile')({
  component: OnboardingScreen,
})
