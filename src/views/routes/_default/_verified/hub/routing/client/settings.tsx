import { createFileRoute } from '@tanstack/react-router'
import { loadSettings, SettingsScreen } from '../../../../../../hub/client-rates/SettingsScreen'

/** /hub/routing/client/settings: where client prices start from, and how they round. */
export const Route = createFileRoute('/_default/_verified/hub/routing/client/settings')({
  loader: ({ abortController }) => loadSettings(abortController.signal),
  component: SettingsScreen,
})
