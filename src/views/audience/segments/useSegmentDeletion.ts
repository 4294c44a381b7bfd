import { dataOrThrow } from '../../../contract/result'
import type { SegmentResource } from '../../../contract/segment'
import { useConfirm } from '../../../design/ConfirmDialog'
import { useNotify } from '../../../services/NotifyProvider'
import { segmentsApi } from './segmentsApi'

/**
 * Deleting a segment, after asking: resolves true once it is gone (and said so), false when
 * the person thought better of it. What follows (a reload, leaving the editor) is the caller's.
 */
export function useSegmentDeletion() {
  const notify = useNotify()
  const confirm = useConfirm()
  return async (segment: Pick<SegmentResource, 'id' | 'name'>): Promise<boolean> => {
    const deleted = await confirm({
      title: `Delete ${segment.name}?`,
      message: 'The segment goes; its contacts stay. Campaigns aimed at it lose their audience.',
      confirmLabel: 'Delete segment',
      action: async (signal) => dataOrThrow(await segmentsApi.destroy(segment.id, signal)),
    })
    if (deleted) notify.notify({ type: 'success', message: `${segment.name} is deleted.` })
    return deleted
  }
}
