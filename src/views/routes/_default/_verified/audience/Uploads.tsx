import { createFileRoute } from '@tanstack/react-router'
import { UploadsPending, UploadsScreen } from '../../../../audience/uploads/UploadsScreen'
import { loadDataFiles } from '../../../../audience/uploads/uploadsLoader'
import { validatePageSearch } from '../../../../lists/pageSearch'

export const Route = createFileRoute('/_default/_verified/audience/Uploads')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ deps, abortController }) => loadDataFiles(deps.page, abortController.signal),
  pendingComponent: UploadsPending,
  component: UploadsScreen,
})
