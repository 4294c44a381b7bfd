import { createFileRoute } from '@tanstack/react-router'
import { idParams } from '../../../../../../../frame/params'
import { loadRules, RulesScreen } from '../../../../../../../routing/plans/RulesScreen'

/** /hub/routing/plans/{id}/rules: a hub plan's rules and its simulator. */
export const Route = createFileRoute('/_default/_verified/hub/routing/plans/$id/rules')({
  params: idParams,
  loader: ({ context, params, abortController }) =>
    loadRules(context.routingScope, params.id, abortController.signal),
  component: RulesScreen,
})
