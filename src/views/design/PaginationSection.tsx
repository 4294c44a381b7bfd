import { useSearch } from '@tanstack/react-router'
import { Component, type ReactNode, useState } from 'react'
import { Pagination, type PaginationProps } from '../../design/Pagination'
import { PaginationSettingsError } from '../../machines/pagination'
import * as styles from './Gallery.css'
import { Specimen } from './Specimen'

const totalItems = 250

/** Shows a pagination's settings error where the pagination would be. */
class SettingsErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null }
  static getDerivedStateFromError(error: Error) {
    if (!(error instanceof PaginationSettingsError)) throw error
    return { error }
  }
  override render() {
    return this.state.error ? (
      <p role="note" className={styles.error}>
        {this.state.error.message}
      </p>
    ) : (
      this.props.children
    )
  }
}

function ButtonPagination(
  props: Omit<PaginationProps, 'currentPage' | 'totalItems'> & { totalItems?: number },
) {
  const [page, setPage] = useState(1)
  return (
    <div className={styles.stack}>
      <Pagination totalItems={totalItems} {...props} currentPage={page} onPageChange={setPage} />
    </div>
  )
}

export function PaginationSection() {
  const search = useSearch({ strict: false }) as { page?: number }
  return (
    <>
      <Specimen title="Buttons, 25 pages">
        <ButtonPagination aria-label="Contacts pages" />
      </Specimen>
      <Specimen title="Four pages">
        <ButtonPagination aria-label="Four pages" totalItems={40} />
      </Specimen>
      <Specimen title="Three pages shown, 25 per page">
        <ButtonPagination aria-label="Narrow pages" maxPagesShown={3} itemsPerPage={25} />
      </Specimen>
      <Specimen title="Arabic digits, right to left">
        <ButtonPagination aria-label="Arabic pages" locale="ar" />
      </Specimen>
      <Specimen title="Persian digits (locale ir), right to left">
        <ButtonPagination aria-label="Persian pages" locale="ir" />
      </Specimen>
      <Specimen title="Links (the page is in the URL)">
        <Pagination
          aria-label="Linked pages"
          type="link"
          linkUrl="/design?page=[page]"
          totalItems={totalItems}
          currentPage={search.page ?? 1}
        />
      </Specimen>
      <Specimen title="Only one page">
        <Pagination aria-label="Single page" totalItems={4} currentPage={1} />
      </Specimen>
      <Specimen title="Invalid settings">
        <SettingsErrorBoundary>
          <Pagination
            aria-label="Broken pages"
            totalItems={totalItems}
            currentPage={1}
            itemsPerPage={0}
          />
        </SettingsErrorBoundary>
      </Specimen>
    </>
  )
}
