import { createHomeApi } from '../../services/api/home'
import { api } from '../../services/http'
import { useLoadedPage } from '../campaigns/detail/useLoadedPage'
import { PageFrame } from '../frame/PageFrame'
import { HomeView } from './HomeView'
import { useLiveSending } from './useLiveSending'

const homeApi = createHomeApi(api)

/** `/`: where every sign-in lands; the team's day at a glance, its campaigns followed live. */
export function HomeScreen() {
  const { result, retry } = useLoadedPage('home', homeApi.summary)
  const live = useLiveSending(result?.ok ? result.data : null, retry)
  return (
    <PageFrame>
      <HomeView result={result?.ok && live ? { ...result, data: live } : result} onRetry={retry} />
    </PageFrame>
  )
}
