import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '../../../../../frame/PageFrame'
import { splatParams } from '../../../../../frame/params'

export const Route = createFileRoute('/_default/_verified/hub/financials/$')({
  params: splatParams,
  component: PageFrame,
})
