/**
 * Plain values of the automation contract, without zod: the contact filter (contact.ts, which
 * graph.ts imports) and the list screens read them without loading the schemas.
 */

/**
 * Where a contact's journey through an automation is: `running` a step, `waiting` at a wait
 * until its wake time (or at a webhook, with none, until its delivery is done), or done (`completed` at an end or a branch with no edge, `failed` at a
 * step that gave up). A contact is inside while running or waiting.
 */
export const journeyStates = ['running', 'waiting', 'completed', 'failed'] as const
export type JourneyState = (typeof journeyStates)[number]
export const insideJourneyStates = ['running', 'waiting'] as const satisfies readonly JourneyState[]

/** How a journey's step at one node ended: still there, onward, or given up. */
export const stepOutcomes = ['waiting', 'completed', 'failed'] as const
export type StepOutcome = (typeof stepOutcomes)[number]

/** A webhook node's delivery: tries left to make, or done one way or the other. */
export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number]

/** A node's, an edge's or a split arm's id: safe inside a dotted error key (`nodes.<id>.url`). */
export const elementIdPattern = /^[A-Za-z0-9_-]+$/
