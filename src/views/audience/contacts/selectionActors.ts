import { createContactSelectionActors } from '../../../machines/contactSelection'
import { contactsApi } from './contactsApi'
import { downloadCsv, exportFileName } from './download'

/** The bulk calls of the contact table, on the app's client. */
export const contactSelectionActors = createContactSelectionActors({
  applyTags: (request, signal) => contactsApi.tags(request, signal),
  deleteSelection: (selection, signal) => contactsApi.bulkDelete({ selection }, signal),
  exportSelection: async (selection, signal) => {
    const result = await contactsApi.export({ selection }, signal)
    if (!result.ok) return result
    const fileName = exportFileName(new Date())
    downloadCsv(fileName, typeof result.data === 'string' ? result.data : '')
    return { ok: true, data: { exportedAs: fileName } }
  },
})
