import { render, renderHook, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nProvider } from 'react-aria-components'
import { describe, expect, it } from 'vitest'
import type { AppLocale } from '../../../src/contract/constants'
import { BarChart } from '../../../src/design/charts/BarChart'
import { LineChart } from '../../../src/design/charts/LineChart'
import { Pagination } from '../../../src/design/Pagination'
import { useProblemText } from '../../../src/messages/common/problemText'
import { ErrorView } from '../../../src/views/errors/ErrorView'
import { PendingList } from '../../../src/views/lists/PendingList'

const inLocale =
  (locale: AppLocale) =>
  ({ children }: { children: ReactNode }) => <I18nProvider locale={locale}>{children}</I18nProvider>

describe('the shared words', () => {
  it.each([
    ['en', 'Loading…', 'Error 500', 'Previous page'],
    ['ar', 'جارٍ التحميل…', 'الخطأ 500', 'الصفحة السابقة'],
    ['fa', 'در حال بارگذاری…', 'خطای ۵۰۰', 'صفحهٔ قبل'],
  ] as const)(
    'are said in %s, numbers as Intl writes them there',
    (locale, loading, status, previous) => {
      const wrapper = inLocale(locale)
      render(<PendingList />, { wrapper })
      expect(screen.getByRole('status').textContent?.trim()).toBe(loading)
      render(<ErrorView status={500} title="" message="" actions={null} />, { wrapper })
      expect(screen.getByText(status)).toBeTruthy()
      render(<Pagination totalItems={30} currentPage={2} />, { wrapper })
      expect(screen.getByRole('button', { name: previous })).toBeTruthy()
    },
  )

  it('put a problem code into words, and show a server message as it came', () => {
    const { result } = renderHook(() => useProblemText(), { wrapper: inLocale('fa') })
    expect(result.current('problem.unreachable')).toBe('Switchboard به سرور خود دسترسی پیدا نکرد.')
    expect(result.current('The name field is required.')).toBe('The name field is required.')
    expect(result.current('problem.notACode')).toBe('problem.notACode')
  })

  it('count in whole sentences: one value, one period', () => {
    render(<BarChart title="By status" data={[{ label: 'Active', value: 3 }]} />)
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'By status: bar chart of 1 value; the largest is Active, 3.',
    )
  })

  it('keep a Latin name whole inside an Arabic sentence', () => {
    render(
      <LineChart
        title="Sent"
        data={[
          { label: 'Mon', value: 1 },
          { label: 'Tue', value: 2 },
        ]}
      />,
      { wrapper: inLocale('ar') },
    )
    const summary = within(screen.getByRole('figure')).getByRole('img').getAttribute('aria-label')
    expect(summary).toContain('\u2068Mon\u2069')
    expect(summary).toContain('مخطط خطي لفترتين')
  })
})
