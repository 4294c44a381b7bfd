import { createFileRoute } from '@tanstack/react-router'
import { loadPlans, PlansScreen } from '../../../../../../routing/plans/PlansScreen'

export const Route = createFileRoute('/_default/_verified/sms/routing/plans/')({
  loader: async ({ abortController }) => ({ list: await loadPlans(abortController.signal) }),
  component: PlansScreen,
})
