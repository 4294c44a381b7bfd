import { dataOrThrow } from '../../../contract/result'
import type { SegmentResource } from '../../../contract/segment'
import { useConfirm } from '../../../design/ConfirmDialog'
import messages from '../../../messages/audience-segments/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { useNotify } from '../../../services/NotifyProvider'
import { segmentsApi } from './segmentsApi'

/**
 * Deleting a segment, after asking: resolves true once it is gone (and said so), false when
 * the person thought better of it. What follows (a reload, leaving the editor) is the caller's.
 */
export function useSegmentDeletion() {
  const t = useMessages(messages)
  const notify = useNotify()
  const confirm = useConfirm()
  return async (segment: Pick<SegmentResource, 'id' | 'name'>): Promise<boolean> => {
    const deleted = await confirm({
      title: t('delete.title', { name: segment.name }),
      message: t('delete.message'),
      confirmLabel: t('delete.confirm'),
      action: async (signal) => dataOrThrow(await segmentsApi.destroy(segment.id, signal)),
    })
    if (deleted)
      notify.notify({ type: 'success', message: t('delete.done', { name: segment.name }) })
    return deleted
  }
}
