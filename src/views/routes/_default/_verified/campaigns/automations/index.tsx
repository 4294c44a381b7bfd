import { createFileRoute } from '@tanstack/react-router'
import { AutomationsScreen } from '../../../../../campaigns/automations/AutomationsScreen'

export const Route = createFileRoute('/_default/_verified/campaigns/automations/')({
  component: AutomationsScreen,
})
