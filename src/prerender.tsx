import { renderToString } from 'react-dom/server'
import { matchSignInPage, prerenderedSignInPaths } from './contract/paths'
import { createJournal } from './services/journal/journal'
import { createAppSession } from './services/session'
import { SignInApp } from './views/auth/SignInApp'
import { loadSignInScreen } from './views/auth/signInScreens'

export { otherSignInScreenModules } from './views/auth/signInScreens'
/** The pages scripts/build/prerender.mjs writes. */
export { prerenderedSignInPaths }

/**
 * The HTML of a sign-in page in English, rendered from the sign-in entry's own tree as a first
 * visit renders it (src/signin.tsx hydrates it). Run by scripts/build/prerender.mjs at build
 * time, in a jsdom window with empty storage and no cookie.
 */
export async function prerender(path: string): Promise<string> {
  const match = matchSignInPage(path)
  if (!match) throw new Error(`${path} is not a sign-in page`)
  const screens = await loadSignInScreen(match.fullPath)
  const journal = createJournal()
  const session = createAppSession({ redirectToLogin: () => undefined, journal })
  session.start()
  const html = renderToString(
    <SignInApp
      journal={journal}
      session={session}
      location={{ match, search: {} }}
      screens={screens}
    />,
  )
  session.stop()
  await journal.close()
  return html
}
