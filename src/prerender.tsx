import { createMemoryHistory } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { App } from './App'
import { createJournal } from './services/journal/journal'
import { createAppSession } from './services/session'
import { createAppRouter } from './views/router'

/**
 * The HTML of a signed-out page in English, rendered from the app's own tree as a first visit
 * renders it once its route has loaded (main.tsx hydrates it). Run by scripts/build/prerender.mjs
 * at build time, in a jsdom window with empty storage and no cookie.
 */
export async function prerender(path: string): Promise<string> {
  const journal = createJournal()
  const session = createAppSession({ redirectToLogin: () => undefined, journal })
  const router = createAppRouter({
    session,
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  session.start()
  await router.load()
  const html = renderToString(<App journal={journal} router={router} />)
  session.stop()
  await journal.close()
  return html
}
