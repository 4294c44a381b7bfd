import { createFileRoute } from '@tanstack/react-router'
import { splatParams } from '../../../frame/params'
import { PageFrame } from '../../../frame/PageFrame'

export const Route = createFileRoute('/_blank/team-invitations/$')({
  params: splatParams,
  component: PageFrame,
})
