import { createFileRoute } from '@tanstack/react-router'
import { validatePageSearch } from '../../../../lists/pageSearch'
import { TokensPending, TokensScreen } from '../../../../tokens/TokensScreen'
import { loadApiTokens } from '../../../../tokens/tokensLoader'

export const Route = createFileRoute('/_default/_verified/settings/tokens')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ deps, abortController }) => loadApiTokens(deps.page, abortController.signal),
  pendingComponent: TokensPending,
  component: TokensScreen,
})
