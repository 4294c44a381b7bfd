import { createFileRoute } from '@tanstack/react-router'
import { idParams } from '../../../../../../frame/params'
import { PageFrame } from '../../../../../../frame/PageFrame'

export const Route = createFileRoute('/_default/_verified/agents/post-processing/$id/settings')({
  params: idParams,
  component: PageFrame,
})
