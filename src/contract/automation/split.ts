import type { SplitArm } from './graph'
import { sha256Head } from './sha256'

/**
 * The arm of a weighted split a contact takes, the same every time for one contact and node: a
 * point from SHA-256 of the contact's and the node's ids falls within an arm's share of the
 * weights, arms in order. Null when the weights add up to nothing.
 */
export function splitArmOf(
  arms: readonly SplitArm[],
  contactId: string,
  nodeId: string,
): SplitArm | null {
  const total = arms.reduce((sum, arm) => sum + arm.weight, 0)
  if (total <= 0) return null
  const point = sha256Head(`${contactId}:${nodeId}`) % total
  let reached = 0
  for (const arm of arms) {
    reached += arm.weight
    if (point < reached) return arm
  }
  return null
}
