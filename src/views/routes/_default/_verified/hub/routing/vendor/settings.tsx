import { createFileRoute } from '@tanstack/react-router'
import {
  loadRoutingSettings,
  SettingsScreen,
} from '../../../../../../routing/settings/SettingsScreen'

/** /hub/routing/vendor/settings: the hub's vendor-side defaults. */
export const Route = createFileRoute('/_default/_verified/hub/routing/vendor/settings')({
  loader: async ({ context, abortController }) => ({
    settings: await loadRoutingSettings(context.routingScope, abortController.signal),
  }),
  component: SettingsScreen,
})
