import { createFileRoute } from '@tanstack/react-router'
import { SegmentsPending, SegmentsScreen } from '../../../../../../audience/segments/SegmentsScreen'
import { loadSegments } from '../../../../../../audience/segments/segmentsLoader'
import { validatePageSearch } from '../../../../../../lists/pageSearch'

export const Route = createFileRoute('/_default/_verified/audience/contacts/segments/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ deps, abortController }) => loadSegments(deps.page, abortController.signal),
  pendingComponent: SegmentsPending,
  component: SegmentsScreen,
})
