import type { Page } from '@playwright/test'

/** How far the page scrolls sideways (px); 0 or less when it fits the viewport's width. */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
