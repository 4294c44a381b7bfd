import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '../../../../../../frame/PageFrame'
import { idParams } from '../../../../../../frame/params'

export const Route = createFileRoute('/_default/_verified/agents/post-processing/$id/settings')({
  params: idParams,
  component: PageFrame,
})
