/**
 * A segment rule's operator in words, as the server's summaries and the rule builder say it
 * (zod-free, so screens can read it without the schemas).
 */
export const ruleOperatorWords: Record<string, string> = {
  equals: 'is',
  not_equals: 'is not',
  contains: 'contains',
  not_contains: 'does not contain',
  starts_with: 'starts with',
  ends_with: 'ends with',
  is_empty: 'is empty',
  is_not_empty: 'is not empty',
  in: 'is any of',
  not_in: 'is none of',
  has_any: 'has any of',
  has_all: 'has all of',
  has_none: 'has none of',
  before: 'is before',
  after: 'is after',
  on: 'is on',
  within_last_days: 'within the last',
  not_within_last_days: 'not within the last',
  eq: '=',
  neq: '≠',
  gt: '>',
  gte: '≥',
  lt: '<',
  lte: '≤',
  is_true: 'is true',
  is_false: 'is false',
}
