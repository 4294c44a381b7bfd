import { createFileRoute } from '@tanstack/react-router'
import { splatParams } from '../../../../frame/params'
import { PageFrame } from '../../../../frame/PageFrame'

export const Route = createFileRoute('/_blank/_guest/password-reset/$')({
  params: splatParams,
  component: PageFrame,
})
