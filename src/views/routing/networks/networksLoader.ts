import type { NetworkList, NetworkResource } from '../../../contract/network'
import type { ApiResult } from '../../../services/http/client'
import { networksApi } from './networksApi'
import type { NetworksSearch } from './networksSearch'

export interface NetworksData {
  networks: ApiResult<NetworkList>
  /** The network being edited (`?edit=`): from the page when it is there, else read alone. */
  editing: NetworkResource | null
}

/** A page of the team's networks under the URL's search and country, and the one being edited. */
export async function loadNetworks(
  search: NetworksSearch,
  signal: AbortSignal,
): Promise<NetworksData> {
  const networks = await networksApi.list(
    { page: search.page ?? 1, search: search.q, country: search.country },
    signal,
  )
  if (!search.edit) return { networks, editing: null }
  const onPage = networks.ok ? networks.data.data.find((row) => row.id === search.edit) : undefined
  if (onPage) return { networks, editing: onPage }
  const shown = await networksApi.show(search.edit, signal)
  return { networks, editing: shown.ok ? shown.data : null }
}
