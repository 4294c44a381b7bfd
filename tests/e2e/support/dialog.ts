import { expect, type Locator } from '@playwright/test'

/**
 * Presses Escape on a dialog as a person would: once it is shown and holds the focus. Pressed
 * while a loaded page is still mounting it, the key reaches the page behind and closes nothing.
 */
export async function escapeFrom(dialog: Locator) {
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true)
  await dialog.page().keyboard.press('Escape')
}
