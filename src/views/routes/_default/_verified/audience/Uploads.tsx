import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '../../../../frame/PageFrame'

export const Route = createFileRoute('/_default/_verified/audience/Uploads')({
  component: PageFrame,
})
