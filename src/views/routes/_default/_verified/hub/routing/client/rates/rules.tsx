import { createFileRoute } from '@tanstack/react-router'
import { loadRules, RulesScreen } from '../../../../../../../hub/client-rates/RulesScreen'

/** /hub/routing/client/rates/rules: the client-rate rules, in the order they are tried. */
export const Route = createFileRoute('/_default/_verified/hub/routing/client/rates/rules')({
  loader: ({ abortController }) => loadRules(abortController.signal),
  component: RulesScreen,
})
