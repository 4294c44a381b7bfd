/**
 * The contact contract's plain values, apart from its schemas (contact.ts re-exports them): a
 * route's search validation runs in the entry chunk, which loads without the schema library.
 */

/** A contact's status (see contactStatus in contact.ts). */
export const contactStatuses = ['active', 'unsubscribed', 'invalid', 'blocked'] as const

/** Where a contact came from (see contactSource in contact.ts). */
export const contactSources = ['upload', 'feed', 'api', 'manual'] as const

/** `filter[custom.<key>]=value`: contacts whose custom field holds that value. */
export const customFilterPattern = /^custom\.([a-z][a-z0-9_]*)$/

/** The columns the contact list sorts by. */
export const contactSortable = [
  'created_at',
  'updated_at',
  'last_contacted_at',
  'first_name',
  'last_name',
  'phone',
  'email',
  'country',
  'status',
] as const

/** The steps of the contacts dashboard's growth series. */
export const growthIntervals = ['day', 'week', 'month'] as const

/** The columns of an export besides `custom.<key>` ones, in the order of a full export. */
export const contactExportColumns = [
  'id',
  'phone',
  'first_name',
  'last_name',
  'email',
  'country',
  'network',
  'status',
  'source',
  'tags',
  'created_at',
  'updated_at',
  'last_contacted_at',
] as const
