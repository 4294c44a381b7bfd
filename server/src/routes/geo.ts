import { Hono } from 'hono'
import { geoPaths } from '../../../src/contract/routes'
import { countryOfAddress } from '../adapters/geo/country-of-address'
import type { AppDeps } from '../deps'
import { clientAddress } from '../http/client-address'
import type { AppEnv } from '../http/context'

/**
 * GET geo/country: the phone input's default country. Spec §5's lookup answers text, '1' and the
 * two-letter code of the caller's country, or '0' when it is not known (a private address).
 * Public: the sign-up form has a phone too. Private to the caller's browser cache, as it is theirs.
 */
export function geoRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  app.get(`/${geoPaths.country}`, (c) => {
    const country = countryOfAddress(clientAddress(c, deps.config.trustProxy))
    c.header('Cache-Control', 'private, max-age=3600')
    return c.text(country ? `1${country}` : '0')
  })
  return app
}
