import { z } from 'zod'
import { balanceChecker as limits } from './constants'
import { text, timestamp } from './fields'
import { says } from './messages'
import { currencyCode } from './money-text'
import { webUrl } from './offer'

/**
 * A vendor's balance checker (issue 18 item 1): the HTTP request the hub sends to the vendor's
 * own system, with `{{placeholder}}`s filled from stored credentials and the day, and how the
 * figure is read from the answer (a JSON path such as `$.data.balance`, or a regular expression
 * whose first group, or whole match, is the figure). Credentials are written, never read back.
 */
export const checkerMethods = limits.methods
export const checkerReaders = limits.readers
export type CheckerReader = (typeof checkerReaders)[number]
export type CheckerPlaceholder = (typeof limits.placeholders)[number]
export type CheckerCredential = (typeof limits.credentials)[number]

const placeholderPattern = /\{\{\s*([^{}]*?)\s*\}\}/g

/** The names a text's `{{placeholders}}` use, in order, each once. */
export function placeholdersOf(value: string): string[] {
  return [...new Set([...value.matchAll(placeholderPattern)].map((match) => match[1] ?? ''))]
}

const knowsPlaceholders = (value: string) =>
  placeholdersOf(value).every((name) => (limits.placeholders as readonly string[]).includes(name))
const unknownPlaceholder = says('checker.placeholderUnknown', {
  known: limits.placeholders.map((name) => `{{${name}}}`).join(', '),
})

/** Text whose placeholders are all known ones. */
const templated = (max: number) => text(max).refine(knowsPlaceholders, unknownPlaceholder)

/**
 * The JSON paths a checker reads: `$` then `.name` or `[index]` or `["name"]` steps
 * (`$.data.balances[0].amount`). A subset of JSONPath with one answer, which is all a balance needs.
 */
const jsonPathPattern = /^\$(?:\.[A-Za-z_$][\w$-]*|\[\d+\]|\["[^"\\]*"\]|\['[^'\\]*'\])*$/

export function isJsonPath(value: string): boolean {
  return jsonPathPattern.test(value)
}

export function isRegex(value: string): boolean {
  try {
    new RegExp(value)
    return true
  } catch {
    return false
  }
}

export const checkerHeader = z.object({
  name: text(limits.headerNameMaxLength)
    .pipe(z.string().min(1))
    .refine((value) => /^[!#$%&'*+.^_`|~\w-]+$/.test(value), says('checker.headerName')),
  value: templated(limits.headerValueMaxLength),
})

const credential = z.string().max(limits.credentialMaxLength).nullable()

/** The template as it is saved or checked. */
export const checkerTemplate = z
  .object({
    method: z.enum(checkerMethods).default('GET'),
    url: webUrl
      .pipe(z.string().max(limits.urlMaxLength))
      .refine(knowsPlaceholders, unknownPlaceholder),
    headers: z.array(checkerHeader).max(limits.headersMax).default([]),
    body: templated(limits.bodyMaxLength).default(''),
    reader: z.enum(checkerReaders).default('json_path'),
    reader_expression: text(limits.readerMaxLength).pipe(z.string().min(1)),
    currency: currencyCode,
  })
  .superRefine((template, context) => {
    const valid =
      template.reader === 'json_path'
        ? isJsonPath(template.reader_expression)
        : isRegex(template.reader_expression)
    if (!valid)
      context.addIssue({
        code: 'custom',
        path: ['reader_expression'],
        ...says(template.reader === 'json_path' ? 'checker.jsonPath' : 'checker.regex'),
      })
  })
export type CheckerTemplate = z.output<typeof checkerTemplate>

/**
 * POST companies/:id/balance-checker: the template and the credentials to change. A credential
 * left out keeps its stored value; null forgets it.
 */
export const checkerRequest = z.object({
  template: checkerTemplate,
  credentials: z
    .object({
      username: credential.optional(),
      password: credential.optional(),
      api_key: credential.optional(),
    })
    .default({}),
})
export type CheckerRequest = z.input<typeof checkerRequest>

/** The figure last read from the vendor's system, and when. */
export const vendorReportedBalance = z.object({
  balance: z.string(),
  currency: z.string(),
  synced_at: timestamp,
})
export type VendorReportedBalance = z.infer<typeof vendorReportedBalance>

/** GET companies/:id/balance-checker: the template, which credentials are set, the last sync. */
export const checkerResource = z.object({
  company_id: z.string(),
  template: z
    .object({
      method: z.enum(checkerMethods),
      url: z.string(),
      headers: z.array(z.object({ name: z.string(), value: z.string() })),
      body: z.string(),
      reader: z.enum(checkerReaders),
      reader_expression: z.string(),
      currency: z.string(),
    })
    .nullable(),
  credentials_set: z.object({ username: z.boolean(), password: z.boolean(), api_key: z.boolean() }),
  reported: vendorReportedBalance.nullable(),
  /** Why the last sync read no figure, or null after a good one. */
  last_error: z.string().nullable(),
  last_attempt_at: timestamp.nullable(),
})
export type CheckerResource = z.infer<typeof checkerResource>

/** POST companies/validate-custom-request: the template is fine (a bad one is a 422). */
export const checkerValidation = z.object({
  valid: z.literal(true),
  placeholders: z.array(z.string()),
})
export type CheckerValidation = z.infer<typeof checkerValidation>

/** POST companies/:id/balance-checker/test: the raw answer and the figure, or why none. */
export const checkerTestResult = z.object({
  response: z
    .object({
      status: z.number().int(),
      headers: z.record(z.string(), z.string()),
      /** The body cut to `rawBodyMaxChars`. */
      body: z.string(),
      truncated: z.boolean(),
    })
    .nullable(),
  /** The figure read, as decimal text, or null. */
  balance: z.string().nullable(),
  currency: z.string(),
  /** Why no figure was read (unreachable, a refused address, nothing at the path), or null. */
  error: z.string().nullable(),
})
export type CheckerTestResult = z.infer<typeof checkerTestResult>

/** POST companies/:id/balance-sync: the test's answer, and the stored figure when one was read. */
export const checkerSyncResult = checkerTestResult.extend({
  reported: vendorReportedBalance.nullable(),
})
export type CheckerSyncResult = z.infer<typeof checkerSyncResult>
