import { z } from 'zod'
import { calendarBounds, isWithinCalendar } from './calendar-day'
import { isCommonPassword } from './common-passwords'
import { accountFields } from './constants'
import { says } from './messages'
import { hasLoneSurrogate } from './text-cut'

/**
 * Field builders shared by the resource schemas. Messages may hold `:attribute`, which the
 * validation formatter replaces with the field's name (as Laravel's messages do).
 */

/**
 * Text that survives storage unchanged: PostgreSQL text cannot hold NUL, and a lone UTF-16
 * surrogate has no UTF-8 form (it would be stored as U+FFFD, so two inputs would become one).
 */
const isStorable = (value: string) => !value.includes('\u0000') && !hasLoneSurrogate(value)
const notStorable = says('field.storableText')

/** Trimmed single-line or multi-line text of at most `max` characters; NUL refused. */
export function text(max: number) {
  return z.string().trim().max(max).refine(isStorable, notStorable)
}

/** Text that must not be empty once trimmed. */
export function requiredText(max: number) {
  return text(max).pipe(z.string().min(1))
}

/** An email address, compared and stored lower-cased. */
export const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(accountFields.emailMaxLength)
  .pipe(z.email())

/**
 * A new password: bounded above too, so hashing a huge body costs nothing, and none of the most
 * common ones (registration, reset, change, invitation), which a guesser tries first.
 */
export const newPassword = z
  .string()
  .min(accountFields.passwordMinLength)
  .max(accountFields.passwordMaxLength)
  .refine(isStorable, notStorable)
  .refine((value) => !isCommonPassword(value), says('field.commonPassword'))

/** A password being checked (login, current password): any length the server ever accepted. */
export const givenPassword = z
  .string()
  .min(1)
  .max(accountFields.passwordMaxLength)
  .refine(isStorable, notStorable)

/** An opaque secret handed out by the server (tokens, links): printable, bounded. */
export const opaqueToken = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_.~-]+$/, says('field.invalidToken'))

/** Ids are strings (DOMAIN.md); ours are UUIDs, so anything else is an unknown id. */
export const id = z.uuid()

const outsideCalendar = says('field.calendarRange', {
  first: calendarBounds.first,
  last: calendarBounds.last,
})

/** A day or time schema narrowed to days the database can hold, the day after included. */
export function withinCalendar<Schema extends z.ZodType<string>>(schema: Schema) {
  return schema.refine(isWithinCalendar, outsideCalendar)
}

/** ISO-8601 UTC timestamps as the API writes them. */
export const timestamp = withinCalendar(z.iso.datetime())

/** A calendar day (`2025-01-31`). */
export const calendarDay = withinCalendar(z.iso.date())

/** An ISO-8601 time with any offset. */
export const calendarMoment = withinCalendar(z.iso.datetime({ offset: true }))
