import { createFileRoute } from '@tanstack/react-router'
import { defaultRoutingScope } from '../../../../../../../contract/constants'
import { loadPlans, PlansScreen } from '../../../../../../routing/plans/PlansScreen'

export const Route = createFileRoute('/_default/_verified/sms/routing/plans/')({
  loader: async ({ abortController }) => ({
    list: await loadPlans(defaultRoutingScope, abortController.signal),
  }),
  component: PlansScreen,
})
