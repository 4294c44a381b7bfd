import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

const blocking = new Set(['serious', 'critical'])

/** Fails with the rule ids and the offending nodes when axe finds a serious or critical issue. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze()
  const violations = results.violations
    .filter((violation) => blocking.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }))
  expect(violations).toEqual([])
}
