import { createFileRoute } from '@tanstack/react-router'
import { idParams } from '../../../../../../frame/params'
import { PageFrame } from '../../../../../../frame/PageFrame'

export const Route = createFileRoute('/_default/_verified/hub/endpoints/$id/email-updates')({
  params: idParams,
  component: PageFrame,
})
