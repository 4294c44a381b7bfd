import { describe, expect, it } from 'vitest'
import { type AnyMachineSnapshot, createActor } from 'xstate'
import { pagination as paginationConstants } from '../../src/contract/constants'
import {
  formatPageNumber,
  type PaginationSettings,
  PaginationSettingsError,
  pageHref,
  pageWindow,
  paginationMachine,
  resolvePaginationSettings,
} from '../../src/machines/pagination'
import { paginationModel } from './models/pagination.model'
import { describeModel } from './support/describeModel'

const at = (page: number, pageCount: number) => (snapshot: AnyMachineSnapshot) => {
  expect(snapshot.context).toEqual({ page, pageCount })
  expect(snapshot.can({ type: 'pagination.previous' })).toBe(page > 1)
  expect(snapshot.can({ type: 'pagination.next' })).toBe(page < pageCount)
}

describeModel('pagination', {
  ...paginationModel,
  states: {
    'onlyPage 1/1': at(1, 1),
    'firstPage 1/4': at(1, 4),
    'middlePage 2/4': at(2, 4),
    'middlePage 3/4': at(3, 4),
    'lastPage 4/4': at(4, 4),
  },
})

describe('pagination moves', () => {
  it('announces each change of page', () => {
    const actor = createActor(paginationMachine, { input: { totalItems: 95, currentPage: 1 } })
    const pages: number[] = []
    actor.on('pagination.changed', (event) => pages.push(event.page))
    actor.start()
    actor.send({ type: 'pagination.next' })
    actor.send({ type: 'pagination.goTo', page: 10 })
    actor.send({ type: 'pagination.goTo', page: 10 })
    actor.send({ type: 'pagination.previous' })
    actor.send({ type: 'pagination.sync', totalItems: 95, currentPage: 3 })
    expect(pages).toEqual([2, 10, 9])
    expect(actor.getSnapshot().context).toEqual({ page: 3, pageCount: 10 })
  })
})

const valid: PaginationSettings = { totalItems: 100, currentPage: 1 }

describe('pagination settings (spec §5)', () => {
  it('fills the defaults of spec §9', () => {
    expect(resolvePaginationSettings(valid)).toEqual({
      totalItems: 100,
      currentPage: 1,
      itemsPerPage: paginationConstants.defaultItemsPerPage,
      maxPagesShown: paginationConstants.defaultMaxPagesShown,
      dir: 'ltr',
      type: 'button',
      locale: 'en',
      linkUrl: undefined,
    })
  })

  it.each<{
    settings: Partial<PaginationSettings>
    expected: Partial<ReturnType<typeof resolvePaginationSettings>>
  }>([
    { settings: { itemsPerPage: 1 }, expected: { itemsPerPage: 1 } },
    { settings: { itemsPerPage: 25 }, expected: { itemsPerPage: 25 } },
    { settings: { currentPage: 1 }, expected: { currentPage: 1 } },
    { settings: { currentPage: 99 }, expected: { currentPage: 99 } },
    { settings: { maxPagesShown: 1 }, expected: { maxPagesShown: 1 } },
    { settings: { totalItems: 0 }, expected: { totalItems: 0 } },
    { settings: { dir: 'ltr' }, expected: { dir: 'ltr' } },
    { settings: { dir: 'rtl' }, expected: { dir: 'rtl' } },
    { settings: { type: 'button' }, expected: { type: 'button' } },
    { settings: { type: 'link', linkUrl: '/campaigns?page=[page]' }, expected: { type: 'link' } },
    { settings: { locale: 'en' }, expected: { locale: 'en', dir: 'ltr' } },
    { settings: { locale: 'ar' }, expected: { locale: 'ar', dir: 'rtl' } },
    { settings: { locale: 'fa' }, expected: { locale: 'fa', dir: 'rtl' } },
    { settings: { locale: 'ir' }, expected: { locale: 'fa', dir: 'rtl' } },
    { settings: { locale: 'ar', dir: 'ltr' }, expected: { locale: 'ar', dir: 'ltr' } },
  ])('accepts $settings', ({ settings, expected }) => {
    expect(resolvePaginationSettings({ ...valid, ...settings })).toMatchObject(expected)
  })

  it.each<{ settings: Partial<PaginationSettings>; setting: string; message: RegExp }>([
    {
      settings: { itemsPerPage: 0 },
      setting: 'itemsPerPage',
      message: /itemsPerPage must be a whole number above 0, got 0/,
    },
    { settings: { itemsPerPage: -5 }, setting: 'itemsPerPage', message: /above 0, got -5/ },
    { settings: { itemsPerPage: 2.5 }, setting: 'itemsPerPage', message: /whole number/ },
    { settings: { itemsPerPage: Number.NaN }, setting: 'itemsPerPage', message: /got NaN/ },
    {
      settings: { currentPage: 0 },
      setting: 'currentPage',
      message: /currentPage must be a whole number above 0, got 0/,
    },
    { settings: { currentPage: -1 }, setting: 'currentPage', message: /currentPage/ },
    {
      settings: { maxPagesShown: 0 },
      setting: 'maxPagesShown',
      message: /maxPagesShown must be a whole number above 0/,
    },
    {
      settings: { totalItems: -1 },
      setting: 'totalItems',
      message: /totalItems must be a whole number of 0 or more/,
    },
    { settings: { dir: 'up' }, setting: 'dir', message: /dir must be ltr or rtl, got "up"/ },
    {
      settings: { type: 'select' },
      setting: 'type',
      message: /type must be button or link, got "select"/,
    },
    {
      settings: { locale: 'de' },
      setting: 'locale',
      message: /locale must be one of en, ar, fa \(or ir for fa\), got "de"/,
    },
    {
      settings: { type: 'link' },
      setting: 'linkUrl',
      message: /link type needs a linkUrl containing \[page\], got undefined/,
    },
    {
      settings: { type: 'link', linkUrl: '/campaigns?page=1' },
      setting: 'linkUrl',
      message: /containing \[page\]/,
    },
  ])('rejects $settings with a clear error', ({ settings, setting, message }) => {
    const attempt = () => resolvePaginationSettings({ ...valid, ...settings })
    expect(attempt).toThrow(PaginationSettingsError)
    expect(attempt).toThrow(message)
    try {
      attempt()
    } catch (error) {
      expect((error as PaginationSettingsError).setting).toBe(setting)
      expect((error as Error).message.startsWith('Pagination: ')).toBe(true)
    }
  })
})

const render = (page: number, pageCount: number, maxPagesShown: number) =>
  pageWindow(page, pageCount, maxPagesShown)
    .map((item) => {
      if (item.kind === 'jump') return item.direction === 'back' ? '«' : '»'
      return item.current ? `[${item.page}]` : String(item.page)
    })
    .join(' ')

describe('the page window', () => {
  it.each([
    { page: 1, pageCount: 1, max: 5, shown: '[1]' },
    { page: 2, pageCount: 3, max: 5, shown: '1 [2] 3' },
    { page: 1, pageCount: 10, max: 5, shown: '[1] 2 3 4 5 » 10' },
    { page: 3, pageCount: 10, max: 5, shown: '1 2 [3] 4 5 » 10' },
    { page: 4, pageCount: 10, max: 5, shown: '1 2 3 [4] 5 6 » 10' },
    { page: 5, pageCount: 10, max: 5, shown: '1 « 3 4 [5] 6 7 » 10' },
    { page: 8, pageCount: 10, max: 5, shown: '1 « 6 7 [8] 9 10' },
    { page: 10, pageCount: 10, max: 5, shown: '1 « 6 7 8 9 [10]' },
    { page: 5, pageCount: 10, max: 1, shown: '1 « [5] » 10' },
    { page: 5, pageCount: 10, max: 4, shown: '1 « 4 [5] 6 7 » 10' },
    { page: 12, pageCount: 10, max: 5, shown: '1 « 6 7 8 9 [10]' },
  ])('page $page of $pageCount showing $max: $shown', ({ page, pageCount, max, shown }) => {
    expect(render(page, pageCount, max)).toBe(shown)
  })

  it('jumps a window width from the current page', () => {
    expect(pageWindow(10, 20, 5).filter((item) => item.kind === 'jump')).toEqual([
      { kind: 'jump', direction: 'back', page: 5 },
      { kind: 'jump', direction: 'forward', page: 15 },
    ])
  })
})

describe('localized page numbers and links', () => {
  it.each([
    { locale: 'en', page: 1234, text: '1234' },
    { locale: 'ar', page: 1234, text: '١٢٣٤' },
    { locale: 'fa', page: 1234, text: '۱۲۳۴' },
  ] as const)('$locale writes $page as $text', ({ locale, page, text }) => {
    expect(formatPageNumber(page, locale)).toBe(text)
  })

  it('fills the [page] placeholder of a link template', () => {
    expect(pageHref('/campaigns?page=[page]&q=x', 7)).toBe('/campaigns?page=7&q=x')
  })
})
