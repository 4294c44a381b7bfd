import { createFileRoute } from '@tanstack/react-router'
import {
  ConnectionsScreen,
  loadConnections,
} from '../../../../../../routing/connections/ConnectionsScreen'

export const Route = createFileRoute('/_default/_verified/sms/routing/routes/connections')({
  loader: async ({ abortController }) => ({ list: await loadConnections(abortController.signal) }),
  component: ConnectionsScreen,
})
