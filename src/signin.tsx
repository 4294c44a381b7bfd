import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import './design/global.css'
import './design/themes.css'
import { loadLocale } from './messages/localeTables'
import { chunkReloadGuard, installChunkReloadGuard } from './services/chunkReload'
import { releaseHeldForm } from './services/earlySubmit'
import { api } from './services/http'
import { openBrowserJournal } from './services/journal/browserJournal'
import { keepLocaleCookie, readLocale } from './services/locale'
import { installQaConsole } from './services/qaConsole'
import { createAppSession } from './services/session'
import { installThemeSync } from './services/theme'
import { SignInApp } from './views/auth/SignInApp'
import { validateRedirectSearch } from './views/auth/search'
import { leaveWhenSignedIn } from './views/auth/signInGuard'
import { readSignInLocation } from './views/auth/signInLocation'
import { loadSignInScreen } from './views/auth/signInScreens'

// The entry of the sign-in pages (signin.html), the Google sign-in pages and a team invitation:
// their screens in the blank layout, without the app's router or any other page, so a first
// visit loads only what signing in needs. The server sends it only for the paths of
// contract/paths.ts, so the address is always one of them.
installChunkReloadGuard(window, chunkReloadGuard)
installThemeSync(window)

const location = readSignInLocation(window)
if (!location) throw new Error(`signin.html was served for ${window.location.pathname}`)

const journal = openBrowserJournal()
const session = createAppSession({ redirectToLogin: () => undefined, journal })
// A team invitation is for everyone: someone signed in accepts it in the app, which the same
// address loads once the user cookie says who they are. Every other page sends them on, as the
// app's guest guard does.
const whenSignedIn =
  location.match.fullPath === '/team-invitations/$'
    ? `${window.location.pathname}${window.location.search}`
    : validateRedirectSearch(location.search).redirect
// The journal's last entries (the sign-in itself) are stored before the page goes.
leaveWhenSignedIn(session, whenSignedIn, (href) => {
  void journal.flush().finally(() => window.location.replace(href))
})
session.start()
installQaConsole(window, { api, session })

const root = document.getElementById('root')
if (!root) throw new Error('signin.html has no #root element')

const locale = readLocale()
keepLocaleCookie(locale)
const prerendered = root.firstElementChild !== null && locale === 'en'
// Another language fetches its words before the first paint (English has them already).
if (!prerendered) root.replaceChildren()
const ready = Promise.all([
  loadSignInScreen(location.match.fullPath),
  // Without its words the page still opens, in English (tableOf falls back).
  prerendered
    ? undefined
    : loadLocale(locale).catch((error: unknown) =>
        console.error(`The ${locale} messages did not load:`, error),
      ),
])
void ready.then(([screens]) => {
  const app = (
    <SignInApp
      journal={journal}
      session={session}
      location={location}
      screens={screens}
      onMounted={releaseHeldForm}
    />
  )
  // A page prerendered at build time (scripts/build/prerender.mjs) is taken over as it stands,
  // as a transition: React hydrates it in slices that yield to the browser between them (the
  // form is on screen already, and held until hydrated), not in one long task that blocks input.
  if (prerendered) startTransition(() => void hydrateRoot(root, app))
  else createRoot(root).render(app)
})
