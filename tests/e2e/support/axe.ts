import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

const blocking = new Set(['serious', 'critical'])

/** How long a check waits for the page's finite animations (a toast fading in) to end. */
const animationWaitMs = 2000

/**
 * Waits for the animations that end (not a spinner's endless one): axe reads colours as they
 * are drawn, and a toast half faded in has the contrast of neither end.
 */
async function finiteAnimationsEnded(page: Page): Promise<void> {
  await page.evaluate(
    (waitMs) =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, waitMs)),
      ]),
    animationWaitMs,
  )
}

/** Fails with the rule ids and the offending nodes when axe finds a serious or critical issue. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await finiteAnimationsEnded(page)
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
