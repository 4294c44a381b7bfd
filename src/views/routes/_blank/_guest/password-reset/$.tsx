import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '../../../../frame/PageFrame'
import { splatParams } from '../../../../frame/params'

export const Route = createFileRoute('/_blank/_guest/password-reset/$')({
  params: splatParams,
  component: PageFrame,
})
