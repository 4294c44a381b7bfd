import { useNavigate } from '@tanstack/react-router'
import type { ListMeta } from '../../contract/list'
import { Pagination } from '../../design/Pagination'

/** The pages of a list, kept in the URL (`?page=`); nothing when it fits on one page. */
export function ListPager({ meta, label }: { meta: ListMeta; label: string }) {
  const navigate = useNavigate()
  if (meta.last_page <= 1) return null
  return (
    <Pagination
      aria-label={label}
      totalItems={meta.total}
      currentPage={meta.page}
      itemsPerPage={meta.per_page}
      onPageChange={(page) =>
        void navigate({ to: '.', search: (previous: object) => ({ ...previous, page }) })
      }
    />
  )
}
