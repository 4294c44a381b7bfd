import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '../../../../../../../frame/PageFrame'
import { idParams } from '../../../../../../../frame/params'

export const Route = createFileRoute('/_default/_verified/sms/routing/plans/$id/rules')({
  params: idParams,
  component: PageFrame,
})
