import { createFileRoute } from '@tanstack/react-router'
import { TagsPending, TagsScreen } from '../../../../../audience/tags/TagsScreen'
import { loadTags } from '../../../../../audience/tags/tagsLoader'
import { validatePageSearch } from '../../../../../lists/pageSearch'

export const Route = createFileRoute('/_default/_verified/audience/contacts/tags')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ deps, abortController }) => loadTags(deps.page, abortController.signal),
  pendingComponent: TagsPending,
  component: TagsScreen,
})
