import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '../../../../frame/PageFrame'

export const Route = createFileRoute('/_blank/_auth/onboarding/profile')({
  component: PageFrame,
})
