/**
 * The SMS campaign contract's plain values, apart from its schemas (sms-campaign.ts re-exports
 * them): a route's search validation runs in the entry chunk, which loads without the schema
 * library.
 */

/** The lifecycle's delivery region (DOMAIN.md "Lifecycle"), as the API names its states. */
export const deliveryStates = [
  'draft',
  'scheduled',
  'sending',
  'paused',
  'completed',
  'stopped',
  'failed',
] as const
export type DeliveryStateName = (typeof deliveryStates)[number]
