import { selectVerification } from '../../machines/session'
import { createHomeApi } from '../../services/api/home'
import { api } from '../../services/http'
import { useLoadedPage } from '../campaigns/detail/useLoadedPage'
import { PageFrame } from '../frame/PageFrame'
import { useSessionSelector } from '../session/useSession'
import { HomeView } from './HomeView'
import { useLiveSending } from './useLiveSending'

const homeApi = createHomeApi(api)

/** The team's day, its sending campaigns followed live. */
function HomeDashboard() {
  const { result, retry } = useLoadedPage('home', homeApi.summary)
  const live = useLiveSending(result?.ok ? result.data : null, retry)
  return (
    <HomeView result={result?.ok && live ? { ...result, data: live } : result} onRetry={retry} />
  )
}

/**
 * `/`: where every sign-in lands. An address not verified yet reads no team data (the server
 * answers 409, which would send the user to the verification page): the frame alone is shown.
 */
export function HomeScreen() {
  const verified = useSessionSelector(selectVerification) === 'verified'
  return <PageFrame>{verified ? <HomeDashboard /> : null}</PageFrame>
}
