import { createFileRoute } from '@tanstack/react-router'
import { loadPlans, PlansScreen } from '../../../../../../routing/plans/PlansScreen'

/** /hub/routing/plans: the hub's routing plans, on SMS routing's screen. */
export const Route = createFileRoute('/_default/_verified/hub/routing/plans/')({
  loader: async ({ context, abortController }) => ({
    list: await loadPlans(context.routingScope, abortController.signal),
  }),
  component: PlansScreen,
})
