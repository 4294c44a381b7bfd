import { expect, type Locator, type Page } from '@playwright/test'

/** Moves the focus with Tab alone until it reaches `target`. */
export async function tabTo(page: Page, target: Locator) {
  for (let step = 0; step < 30; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) break
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

/** Tabs to a field and types `text` over what it holds. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field)
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type(text)
}
