import { createFileRoute } from '@tanstack/react-router'
import { pages } from '../../../../../frame/pages'
import { subPageParams } from '../../../../../frame/subPageParams'
import { validatePageSearch } from '../../../../../lists/pageSearch'
import { TeamSettingsPending, TeamSettingsScreen } from '../../../../../teams/TeamSettingsScreen'
import { loadTeamSettings } from '../../../../../teams/teamSettingsLoader'

export const Route = createFileRoute('/_default/_auth/my-account/team-settings/$')({
  params: subPageParams(pages['/my-account/team-settings/$']),
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ params, deps, context, abortController }) =>
    loadTeamSettings(params._splat, deps.page, context.session, abortController.signal),
  pendingComponent: TeamSettingsPending,
  component: TeamSettingsScreen,
})
