import type { AutomationGraph } from '../../../../src/contract/automation/graph'
import type { RuleCondition } from '../../../../src/contract/segment-rules'
import type { Database } from '../../db/connect'
import { ValidationError } from '../../http/errors'
import { checkRules } from '../segments/check-rules'

/**
 * The condition nodes' rules checked against the team's data as a segment's are (check-rules.ts):
 * a custom field the team has, an operator and a value that fit its type. The contract's schema
 * cannot know the team's fields, and a rule that does not fit them would make the engine's
 * compiler refuse it for every contact. 422 on `nodes.<id>.rule.<part>`, as the editor places a
 * problem of the node's rule.
 */
export async function checkConditionRules(
  db: Database,
  teamId: string,
  graph: AutomationGraph,
): Promise<void> {
  const refusals: ValidationError[] = []
  for (const node of graph.nodes) {
    if (node.kind !== 'condition') continue
    const rule = node.settings.rule as RuleCondition
    try {
      await checkRules(db, teamId, { match: 'all', rules: [rule] }, `nodes.${node.id}.rule`)
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      refusals.push(error)
    }
  }
  if (refusals.length === 0) return
  throw new ValidationError((locale) => {
    const bodies = refusals.map((refusal) => refusal.body(locale))
    // checkRules names a condition inside its group (`…rule.rules.0.key`); a node holds one rule.
    const errors = Object.fromEntries(
      bodies.flatMap((body) =>
        Object.entries(body.errors ?? {}).map(([key, messages]) => [
          key.replace(/\.rule\.rules\.0\./, '.rule.'),
          messages,
        ]),
      ),
    )
    return { message: bodies[0]?.message ?? '', errors }
  })
}
