import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nProvider } from 'react-aria-components'
import { describe, expect, it, vi } from 'vitest'
import { Pagination } from '../../../src/design/Pagination'
import { PaginationSettingsError } from '../../../src/machines/pagination'

const currentPage = () => screen.getByRole('navigation').querySelector('[aria-current="page"]')

describe('Pagination', () => {
  it('shows the window and reports the chosen page', async () => {
    const onPageChange = vi.fn()
    render(<Pagination totalItems={95} currentPage={1} onPageChange={onPageChange} />)
    expect(currentPage()?.textContent).toBe('Page 1')
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }))
    expect(onPageChange).toHaveBeenCalledWith(3)
    expect(currentPage()?.textContent).toBe('Page 3')
    expect(screen.getByRole('button', { name: 'Page 10' })).toBeTruthy()
  }, 20_000)

  it('follows the owner when it changes the page', () => {
    const { rerender } = render(<Pagination totalItems={95} currentPage={1} />)
    rerender(<Pagination totalItems={95} currentPage={7} />)
    expect(currentPage()?.textContent).toBe('Page 7')
  })

  it('takes its digits and direction from the app locale', () => {
    render(
      <I18nProvider locale="ar">
        <Pagination totalItems={30} currentPage={2} />
      </I18nProvider>,
    )
    expect(screen.getByRole('navigation').getAttribute('dir')).toBe('rtl')
    expect(currentPage()?.textContent).toBe('الصفحة ٢')
  })

  it('renders links from the URL template', () => {
    render(
      <Pagination type="link" linkUrl="/campaigns?page=[page]" totalItems={30} currentPage={1} />,
    )
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe(
      '/campaigns?page=2',
    )
  })

  it('throws a clear error instead of rendering wrong settings', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Pagination totalItems={30} currentPage={0} />)).toThrow(
      PaginationSettingsError,
    )
    vi.restoreAllMocks()
  })
})
