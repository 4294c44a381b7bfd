import { useSearch } from '@tanstack/react-router'
import { Component, type ReactNode, useState } from 'react'
import { Pagination, type PaginationProps } from '../../design/Pagination'
import { PaginationSettingsError } from '../../machines/pagination'
import messages from '../../messages/gallery/catalogue'
import { useMessages } from '../../messages/useMessages'
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
  const t = useMessages(messages)
  const search = useSearch({ strict: false }) as { page?: number }
  return (
    <>
      <Specimen title={t('pagination.buttons')}>
        <ButtonPagination aria-label={t('pagination.contacts')} />
      </Specimen>
      <Specimen title={t('pagination.four')}>
        <ButtonPagination aria-label={t('pagination.four')} totalItems={40} />
      </Specimen>
      <Specimen title={t('pagination.narrowSpecimen')}>
        <ButtonPagination aria-label={t('pagination.narrow')} maxPagesShown={3} itemsPerPage={25} />
      </Specimen>
      <Specimen title={t('pagination.arabicSpecimen')}>
        <ButtonPagination aria-label={t('pagination.arabic')} locale="ar" />
      </Specimen>
      <Specimen title={t('pagination.persianSpecimen')}>
        <ButtonPagination aria-label={t('pagination.persian')} locale="ir" />
      </Specimen>
      <Specimen title={t('pagination.linksSpecimen')}>
        <Pagination
          aria-label={t('pagination.links')}
          type="link"
          linkUrl="/design?page=[page]"
          totalItems={totalItems}
          currentPage={search.page ?? 1}
        />
      </Specimen>
      <Specimen title={t('pagination.singleSpecimen')}>
        <Pagination aria-label={t('pagination.single')} totalItems={4} currentPage={1} />
      </Specimen>
      <Specimen title={t('pagination.invalidSpecimen')}>
        <SettingsErrorBoundary>
          <Pagination
            aria-label={t('pagination.invalid')}
            totalItems={totalItems}
            currentPage={1}
            itemsPerPage={0}
          />
        </SettingsErrorBoundary>
      </Specimen>
    </>
  )
}
