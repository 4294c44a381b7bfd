import { expect, type Page } from '@playwright/test'
import type { AnyMachineSnapshot } from 'xstate'
import { paginationMachine } from '../../src/machines/pagination'
import { stateKeyOf } from '../machines/support/model'
import { test } from './support/signedIn'
import { walkModel } from './support/walkModel'

const nav = (page: Page) => page.getByRole('navigation', { name: 'Four pages' })

const at = (page: number, pageCount: number) => async (browser: Page) => {
  await expect(nav(browser).locator('[aria-current="page"]')).toHaveAccessibleName(`Page ${page}`)
  const previous = nav(browser).getByRole('button', { name: 'Previous page' })
  const next = nav(browser).getByRole('button', { name: 'Next page' })
  if (page > 1) await expect(previous).toBeEnabled()
  else await expect(previous).toBeDisabled()
  if (page < pageCount) await expect(next).toBeEnabled()
  else await expect(next).toBeDisabled()
}

walkModel(
  'pagination',
  {
    machine: paginationMachine,
    chained: true,
    input: { totalItems: 40, itemsPerPage: 10, currentPage: 1 },
    stateKey: (snapshot: AnyMachineSnapshot) =>
      `${stateKeyOf(snapshot)} ${snapshot.context.page}/${snapshot.context.pageCount}`,
    // The gallery's four-page pagination has no owner that changes its total (sync is unit-tested).
    events: [
      { type: 'pagination.next' },
      { type: 'pagination.previous' },
      ...[1, 2, 3, 4].map((page) => ({ type: 'pagination.goTo' as const, page })),
    ],
    setup: (page) => page.goto('/design').then(() => undefined),
    states: {
      'firstPage 1/4': at(1, 4),
      'middlePage 2/4': at(2, 4),
      'middlePage 3/4': at(3, 4),
      'lastPage 4/4': at(4, 4),
    },
    execute: {
      'pagination.next': (page) => nav(page).getByRole('button', { name: 'Next page' }).click(),
      'pagination.previous': (page) =>
        nav(page).getByRole('button', { name: 'Previous page' }).click(),
      'pagination.goTo': (page, event) =>
        nav(page)
          .getByRole('button', {
            name: `Page ${(event as unknown as { page: number }).page}`,
            exact: true,
          })
          .click(),
    },
  },
  test,
)
