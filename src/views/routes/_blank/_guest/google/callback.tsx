import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '../../../../frame/PageFrame'

export const Route = createFileRoute('/_blank/_guest/google/callback')({
  component: PageFrame,
})
