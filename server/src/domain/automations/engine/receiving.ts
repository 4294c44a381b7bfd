import { said } from '../../../http/words'
import { receivingStatus } from '../../campaigns/audience'
import type { JourneyContact } from './journey'
import type { NodeResult } from './nodes'

/**
 * The failure of a node that reaches out (SMS, email, call) to a contact who is not active: as
 * campaigns' audiences, such a contact hears nothing from the team. Null when it may be reached.
 */
export function notReceiving(contact: Pick<JourneyContact, 'status'>): NodeResult | null {
  return contact.status === receivingStatus
    ? null
    : { fail: said('automation.engine.notReceiving', { status: contact.status }) }
}
