import { ruleOperatorWords } from '../../../contract/rule-words'
import type { CountStatus } from '../../../contract/segment'
import type { GroupMatch } from '../../../machines/segmentBuilder/ruleTree'

/** The rule builder's operators in words: the summaries' words, with the builder's own hints. */
const operatorWords: Record<string, string> = {
  ...ruleOperatorWords,
  within_last_days: 'within the last … days',
  not_within_last_days: 'not within the last … days',
  is_true: 'is yes',
  is_false: 'is no',
}

export const operatorLabel = (operator: string) => operatorWords[operator] ?? operator

export const matchOptions: { id: GroupMatch; name: string }[] = [
  { id: 'all', name: 'All of these' },
  { id: 'any', name: 'Any of these' },
]

const eventWords: Record<string, string> = {
  delivered: 'Got a message',
  clicked: 'Clicked a link',
  replied: 'Replied',
  answered: 'Answered a call',
}

export const eventLabel = (event: string) => eventWords[event] ?? event

const countWords: Record<CountStatus, string> = {
  idle: 'Not counted',
  queued: 'Waiting to be counted',
  counting: 'Counting',
  done: 'Counted',
  failed: 'Count failed',
}

export const countStatusLabel = (status: CountStatus) => countWords[status]

/** A capitalised option (`active` → `Active`). */
export const optionLabel = (value: string) => value.charAt(0).toUpperCase() + value.slice(1)
