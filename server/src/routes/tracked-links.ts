import { Hono } from 'hono'
import type { AppDeps } from '../deps'
import { followLink } from '../domain/campaigns/clicks'

/** What a person sees for a link that leads nowhere (a mistyped code, a deleted offer). */
const missingLinkPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Link not found</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2937}</style>
</head>
<body>
<main>
<h1>Link not found</h1>
<p>This link is not valid, or what it led to is no longer available.</p>
</main>
</body>
</html>
`

/**
 * Tracked offer links, `GET /l/<code>` on whichever host asked: a campaign's tracking domain
 * points at this server, so the Host is the team's domain, never ours. A GET counts the
 * message's first click and redirects to the offer; a HEAD (link scanners, previews) only
 * redirects. The counters reach the page as `campaign.stats`, at most every statsPushMs.
 */
export function trackedLinkRoutes(deps: Pick<AppDeps, 'db' | 'clock' | 'campaignStats'>) {
  const app = new Hono()
  app.get('/:code', async (c) => {
    const record = c.req.method === 'GET'
    const link = await followLink(deps.db, c.req.param('code'), { record, now: deps.clock() })
    c.header('Cache-Control', 'no-store')
    c.header('X-Robots-Tag', 'noindex')
    if (!link) return c.html(missingLinkPage, 404)
    if (link.counted) deps.campaignStats.changed(link.campaignId)
    // As the URL parser writes it: a Location header carries ASCII only (punycode, %-escapes).
    return c.redirect(new URL(link.url).href, 302)
  })
  return app
}
