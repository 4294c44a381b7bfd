import { createFileRoute } from '@tanstack/react-router'
import {
  SegmentPending,
  SegmentScreen,
} from '../../../../../../audience/segments/SegmentEditorScreen'
import { loadSegmentEditor } from '../../../../../../audience/segments/segmentsLoader'
import { idParams } from '../../../../../../frame/params'
import { validatePageSearch } from '../../../../../../lists/pageSearch'

export const Route = createFileRoute('/_default/_verified/audience/contacts/segments/$id')({
  params: idParams,
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ params, deps, abortController }) =>
    loadSegmentEditor(params.id, deps.page, abortController.signal),
  pendingComponent: SegmentPending,
  component: SegmentScreen,
})
