import { createFileRoute } from '@tanstack/react-router'
import {
  NewSegmentScreen,
  SegmentPending,
} from '../../../../../../audience/segments/SegmentEditorScreen'
import { loadSegmentEditor } from '../../../../../../audience/segments/segmentsLoader'

export const Route = createFileRoute('/_default/_verified/audience/contacts/segments/new')({
  loader: ({ abortController }) => loadSegmentEditor(null, 1, abortController.signal),
  pendingComponent: SegmentPending,
  component: NewSegmentScreen,
})
