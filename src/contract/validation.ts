import type { z } from 'zod'
import { type AppLocale, appLocales } from './constants'
import type { ValidationErrorBody } from './errors'
import { type ContractKey, contractWords, countText, isContractKey } from './messages'

type Issue = z.core.$ZodIssue
type Say = (key: ContractKey, values?: Record<string, string | number>) => string

/** The key of a failing field: its dotted path, or `body` when the whole input is wrong. */
function fieldKey(path: readonly PropertyKey[]): string {
  return path.length === 0 ? 'body' : path.map(String).join('.')
}

/**
 * `password_confirmation` reads as "password confirmation", `filter.status` as "status"; a field
 * the catalogue names (`attribute.<field>`) reads in the locale's own words.
 */
export function attributeName(key: string, locale: AppLocale): string {
  const field = key.split('.').at(-1) ?? key
  const named = `attribute.${field}`
  return isContractKey(named) ? contractWords(locale)(named) : field.replaceAll('_', ' ')
}

function isMissing(issue: Issue): boolean {
  return issue.input === undefined || issue.input === null
}

/** A schema's own message: its key, with the issue's params as values and the field's name. */
function schemaMessage(issue: Issue, attribute: string, say: Say): string | undefined {
  if (!isContractKey(issue.message)) return undefined
  const params = issue.code === 'custom' ? (issue.params ?? {}) : {}
  return say(issue.message, { ...params, attribute })
}

/** One sentence per issue, in the style of Laravel's messages, which the spec's client expects. */
function messageFor(issue: Issue, attribute: string, say: Say, locale: AppLocale): string {
  const values = { attribute }
  switch (issue.code) {
    case 'invalid_type':
      if (isMissing(issue)) return say('validation.required', values)
      return say('validation.type', { ...values, type: issue.expected })
    case 'too_small': {
      const min = countText(issue.minimum, locale)
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? say('validation.required', values)
          : say('validation.minLength', { ...values, min })
      if (issue.origin === 'array') return say('validation.minItems', { ...values, min })
      return say('validation.min', { ...values, min })
    }
    case 'too_big': {
      const max = countText(issue.maximum, locale)
      if (issue.origin === 'string') return say('validation.maxLength', { ...values, max })
      if (issue.origin === 'array') return say('validation.maxItems', { ...values, max })
      return say('validation.max', { ...values, max })
    }
    case 'invalid_format':
      if (issue.format === 'email') return say('validation.email', values)
      return schemaMessage(issue, attribute, say) ?? say('validation.format', values)
    case 'invalid_value':
      if (isMissing(issue)) return say('validation.required', values)
      return say('validation.selected', values)
    case 'custom':
      return schemaMessage(issue, attribute, say) ?? say('validation.invalid', values)
    default:
      return say('validation.invalid', values)
  }
}

/**
 * Turns a failed parse into the 422 body: `{message, errors: {field: [messages]}}`, in `locale`
 * (the server's answer follows the request's Accept-Language; English by default).
 */
export function validationErrors(
  error: z.ZodError,
  locale: AppLocale = appLocales[0],
): ValidationErrorBody {
  const say = contractWords(locale)
  const errors: Record<string, string[]> = {}
  const add = (key: string, message: string) => {
    const messages = errors[key] ?? []
    if (!messages.includes(message)) messages.push(message)
    errors[key] = messages
  }
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const full = fieldKey([...issue.path, key])
        add(full, say('validation.notAllowed', { attribute: attributeName(full, locale) }))
      }
      continue
    }
    const key = fieldKey(issue.path)
    const isWrongBody = key === 'body' && issue.code === 'invalid_type'
    add(
      key,
      isWrongBody
        ? say('validation.bodyNotObject')
        : messageFor(issue, attributeName(key, locale), say, locale),
    )
  }
  return { message: summary(Object.values(errors).flat(), say), errors }
}

/** The first message, and how many more there are: "… (and 2 more errors)". */
export function summary(messages: readonly string[], say: Say): string {
  const [first, ...others] = messages
  if (first === undefined) return say('validation.givenDataInvalid')
  return others.length > 0 ? say('validation.summary', { first, others: others.length }) : first
}
