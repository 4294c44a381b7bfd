import { createFileRoute } from '@tanstack/react-router'
import { defaultRoutingScope } from '../../../../../../../../contract/constants'
import { idParams } from '../../../../../../../frame/params'
import { loadRules, RulesScreen } from '../../../../../../../routing/plans/RulesScreen'

export const Route = createFileRoute('/_default/_verified/sms/routing/plans/$id/rules')({
  params: idParams,
  loader: ({ params, abortController }) =>
    loadRules(defaultRoutingScope, params.id, abortController.signal),
  component: RulesScreen,
})
