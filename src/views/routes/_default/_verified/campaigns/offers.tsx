import { createFileRoute } from '@tanstack/react-router'
import { LibraryPending, LibraryScreen } from '../../../../campaigns/library/LibraryScreen'
import { loadLibrary } from '../../../../campaigns/library/libraryLoader'
import { validateLibrarySearch } from '../../../../campaigns/library/librarySearch'

export const Route = createFileRoute('/_default/_verified/campaigns/offers')({
  validateSearch: validateLibrarySearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) => loadLibrary(deps, abortController.signal),
  pendingComponent: LibraryPending,
  component: LibraryScreen,
})
