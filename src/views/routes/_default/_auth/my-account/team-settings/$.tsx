import { createFileRoute } from '@tanstack/react-router'
import { subPageParams } from '../../../../../frame/subPageParams'
import { teamSettingsSubPages } from '../../../../../frame/subPages'
import { validatePageSearch } from '../../../../../lists/pageSearch'
import { TeamSettingsPending, TeamSettingsScreen } from '../../../../../teams/TeamSettingsScreen'
import { loadTeamSettings } from '../../../../../teams/teamSettingsLoader'

export const Route = createFileRoute('/_default/_auth/my-account/team-settings/$')({
  params: subPageParams(teamSettingsSubPages),
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ params, deps, context, abortController }) =>
    loadTeamSettings(params._splat, deps.page, context.session, abortController.signal),
  pendingComponent: TeamSettingsPending,
  component: TeamSettingsScreen,
})
