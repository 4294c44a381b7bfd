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

// The entry of the sign-in pages (signin.html): their screens in the blank layout, without the
// app's router or any other page, so a first visit loads only what signing in needs. The server
// sends it only for the paths of contract/paths.ts, so the address is always one of them.
installChunkReloadGuard(window, chunkReloadGuard)
installThemeSync(window)

const location = readSignInLocation(window)
if (!location) throw new Error(`signin.html was served for ${window.location.pathname}`)

const journal = openBrowserJournal()
const session = createAppSession({ redirectToLogin: () => undefined, journal })
// The journal's last entries (the sign-in itself) are stored before the page goes.
leaveWhenSignedIn(session, validateRedirectSearch(location.search).redirect, (href) => {
  void journal.flush().finally(() => window.location.replace(href))
})
session.start()
installQaConsole(window, { api, session })

const root = document.getElementById('root')
if (!root) throw new Error('signin.html has no #root element')

const locale = readLocale()
keepLocaleCookie(locale)
const app = (
  <SignInApp journal={journal} session={session} location={location} onMounted={releaseHeldForm} />
)
if (root.firstElementChild && locale === 'en') {
  // A page prerendered at build time (scripts/build/prerender.mjs), taken over as it stands.
  hydrateRoot(root, app)
} else {
  // Another language fetches its words before the first paint (English has them already).
  root.replaceChildren()
  loadLocale(locale).finally(() => createRoot(root).render(app))
}
