import { createFileRoute } from '@tanstack/react-router'
import { AutomationScreen } from '../../../../../campaigns/automations/AutomationsScreen'
import { splatParams } from '../../../../../frame/params'

export const Route = createFileRoute('/_default/_verified/campaigns/automations/$')({
  params: splatParams,
  component: AutomationScreen,
})
