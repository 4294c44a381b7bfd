import type { z } from 'zod'
import type { ValidationErrorBody } from './errors'

type Issue = z.core.$ZodIssue

/** The key of a failing field: its dotted path, or `body` when the whole input is wrong. */
function fieldKey(path: readonly PropertyKey[]): string {
  return path.length === 0 ? 'body' : path.map(String).join('.')
}

/** `password_confirmation` reads as "password confirmation", `filter.status` as "status". */
function attributeName(key: string): string {
  return (key.split('.').at(-1) ?? key).replaceAll('_', ' ')
}

const typeNames: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
}

function isMissing(issue: Issue): boolean {
  return issue.input === undefined || issue.input === null
}

/** One sentence per issue, in the style of Laravel's messages, which the spec's client expects. */
function messageFor(issue: Issue, attribute: string): string {
  const the = `The ${attribute} field`
  switch (issue.code) {
    case 'invalid_type':
      if (isMissing(issue)) return `${the} is required.`
      return `${the} must be ${typeNames[issue.expected] ?? issue.expected}.`
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? `${the} is required.`
          : `${the} must be at least ${issue.minimum} characters.`
      if (issue.origin === 'array') return `${the} must have at least ${issue.minimum} items.`
      return `${the} must be at least ${issue.minimum}.`
    case 'too_big':
      if (issue.origin === 'string')
        return `${the} must not be greater than ${issue.maximum} characters.`
      if (issue.origin === 'array') return `${the} must not have more than ${issue.maximum} items.`
      return `${the} must not be greater than ${issue.maximum}.`
    case 'invalid_format':
      if (issue.format === 'email') return `${the} must be a valid email address.`
      if (issue.format === 'regex' && !issue.message.startsWith('Invalid'))
        return issue.message.replaceAll(':attribute', attribute)
      return `${the} format is invalid.`
    case 'invalid_value':
      if (isMissing(issue)) return `${the} is required.`
      return `The selected ${attribute} is invalid.`
    case 'custom':
      return issue.message.replaceAll(':attribute', attribute)
    default:
      return `${the} is invalid.`
  }
}

/** Turns a failed parse into the 422 body: `{message, errors: {field: [messages]}}`. */
export function validationErrors(error: z.ZodError): ValidationErrorBody {
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
        add(full, `The ${attributeName(full)} field is not allowed.`)
      }
      continue
    }
    const key = fieldKey(issue.path)
    const isWrongBody = key === 'body' && issue.code === 'invalid_type'
    add(
      key,
      isWrongBody
        ? 'The request body must be a JSON object.'
        : messageFor(issue, attributeName(key)),
    )
  }
  const messages = Object.values(errors).flat()
  const others = messages.length - 1
  const first = messages[0] ?? 'The given data was invalid.'
  return {
    message: others > 0 ? `${first} (and ${others} more error${others > 1 ? 's' : ''})` : first,
    errors,
  }
}
