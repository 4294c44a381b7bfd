import type { JourneyState, StepOutcome } from '../../../../../src/contract/automation/automation'
import type { CustomFieldValue } from '../../../../../src/contract/custom-field-value'
import type { StoredWords } from '../../../http/stored-words'

/** A claimed journey, as the walk reads it. */
export interface ClaimedJourney {
  id: string
  teamId: string
  automationId: string
  contactId: string
  version: number
  nodeId: string
  state: JourneyState
}

/** A step as the walk leaves it: the open one it resumed, or one it opened (`isNew`). */
export interface StepDraft {
  id: string
  isNew: boolean
  journeyId: string
  automationId: string
  version: number
  nodeId: string
  outcome: StepOutcome
  branch: string | null
  edgeId: string | null
  enteredAt: Date
  leftAt: Date | null
  attempts: number
  error: string | null
  errorWords: StoredWords | null
}

/** Where the walk leaves the journey. */
export interface JourneyEnd {
  id: string
  nodeId: string
  state: JourneyState
  nodeEnteredAt: Date
  wakeAt: Date | null
  finishedAt: Date | null
}

/** The contact as the nodes read it (tags change in memory as tag nodes pass). */
export interface JourneyContact {
  id: string
  phone: string
  country: string | null
  network: string | null
  first_name: string | null
  last_name: string | null
  email: string | null
  status: string
  tags: string[]
  custom_fields: Record<string, CustomFieldValue>
}
