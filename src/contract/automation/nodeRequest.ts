import type { WalkContact } from './conditionHolds'
import type { RunnableSettings } from './graph'
import type { StubbedKind } from './testRun'

/** The contact as the nodes read it: a journey's stored contact, or a test run's. */
export type NodeContact = Pick<
  WalkContact,
  | 'id'
  | 'phone'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'country'
  | 'network'
  | 'tags'
  | 'custom_fields'
>

/** What a webhook node POSTs: the automation, the node and the contact. */
export interface WebhookBody {
  automation_id: string
  node_id: string
  contact: NodeContact
}

/** What each kind that leaves the product sends, calls or looks up. */
export interface NodeRequests {
  send_sms: { to: string; sender_id: string; text_id: string }
  send_email: { to: string | null; template_id: string }
  /** `from` null: a version published before start calls had a caller number (the team's, then). */
  start_call: { to: string; agent_id: string; from: string | null }
  webhook: { method: 'POST'; url: string; body: WebhookBody }
  mnp_lookup: { number: string }
}

export interface NodeIds {
  automationId: string
  nodeId: string
}

const contactOf = (contact: NodeContact): NodeContact => ({
  id: contact.id,
  phone: contact.phone,
  first_name: contact.first_name,
  last_name: contact.last_name,
  email: contact.email,
  country: contact.country,
  network: contact.network,
  tags: [...contact.tags],
  custom_fields: contact.custom_fields,
})

type Builders = {
  [Kind in StubbedKind]: (
    settings: RunnableSettings<Kind>,
    contact: NodeContact,
    ids: NodeIds,
  ) => NodeRequests[Kind]
}

/** The request each kind makes, from its checked settings: the engine sends it, a test run shows it. */
export const requestBuilders: Builders = {
  send_sms: (settings, contact) => ({
    to: contact.phone,
    sender_id: settings.sender_id,
    text_id: settings.text_id,
  }),
  send_email: (settings, contact) => ({ to: contact.email, template_id: settings.template_id }),
  start_call: (settings, contact) => ({
    to: contact.phone,
    agent_id: settings.agent_id,
    from: settings.caller_number ?? null,
  }),
  webhook: (settings, contact, ids) => ({
    method: 'POST',
    url: settings.url,
    body: { automation_id: ids.automationId, node_id: ids.nodeId, contact: contactOf(contact) },
  }),
  mnp_lookup: (_settings, contact) => ({ number: contact.phone }),
}
