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

/**
 * Waits until every `aria-activedescendant` names an element on the page. React Aria's search
 * box (Autocomplete) moves it to the first match 500 ms after a typed letter, so the screen reader
 * reads the letter first; meanwhile it may still name an option the typing filtered out.
 */
async function activeDescendantsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[aria-activedescendant]')].every((element) => {
      const id = element.getAttribute('aria-activedescendant')
      return !id || element.ownerDocument.getElementById(id) !== null
    }),
  )
}

async function seriousViolations(page: Page) {
  await finiteAnimationsEnded(page)
  await activeDescendantsSettled(page)
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => blocking.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }))
}

/**
 * Fails with the rule ids and the offending nodes when axe finds a serious or critical issue.
 * A finding is checked once more after the page settles again: an animation that began while
 * axe read the page (a toast fading out on its countdown) has the contrast of neither end, and
 * a real violation is still there the second time.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const first = await seriousViolations(page)
  expect(first.length === 0 ? first : await seriousViolations(page)).toEqual([])
}
