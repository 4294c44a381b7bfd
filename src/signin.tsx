import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import './design/global.css'
import './design/themes.css'
import { loadLocale } from './messages/localeTables'
import { chunkReloadGuard, installChunkReloadGuard } from './services/chunkReload'
import { releaseHeldForm } from './services/earlySubmit'
import { pendingJournal } from './services/journal/pendingJournal'
import { keepLocaleCookie, readLocale } from './services/locale'
import { holdNetwork, importNetwork, whenNetworkImported } from './services/network'
import { installQaConsole, qaConsoleFlag } from './services/qaConsole'
import { createSession } from './services/sessionCore'
import { installThemeSync } from './services/theme'
import { SignInApp, type SignInLaterParts } from './views/auth/SignInApp'
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

// What signing in needs only once the user turns to the form, not to show it: the HTTP client
// and the session's calls (services/network.ts), the journal's store, and the toasts with the
// build watch that offers one (views/auth/signInLater.tsx). Loaded on the first focus, input or
// submit, when the session has a call to make (someone signed in), or with a screen that uses
// them: never on the first load of a page nobody touches.
const importLater = () => import('./views/auth/signInLater')
const journal = pendingJournal(async (options) =>
  (await importLater()).openBrowserJournal(globalThis, options),
)
const session = createSession({
  network: { load: importNetwork, loaded: whenNetworkImported, hold: holdNetwork },
  redirectToLogin: () => undefined,
  journal,
})
let laterParts: Promise<SignInLaterParts> | null = null
const loadLater = () => {
  void importNetwork()
  void journal.load()
  laterParts ??= importLater().then(({ createSignInExtras, SignInToasts }) => ({
    ...createSignInExtras(journal),
    Toasts: SignInToasts,
  }))
  return laterParts
}
for (const type of ['focusin', 'input', 'submit'])
  document.addEventListener(type, loadLater, { capture: true, once: true })
// Whatever else imports the client (the session of someone signed in) brings the rest too.
void whenNetworkImported().then(loadLater)
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
// QA's console handle (services/qaConsole.ts) holds the client: only there is it loaded at once.
if (window.localStorage.getItem(qaConsoleFlag) === '1')
  void importNetwork().then(({ api }) => installQaConsole(window, { api, session }))

const root = document.getElementById('root')
if (!root) throw new Error('signin.html has no #root element')

const locale = readLocale()
keepLocaleCookie(locale)
const prerendered = root.firstElementChild !== null && locale === 'en'
// Another language fetches its words before the first paint (English has them already).
if (!prerendered) root.replaceChildren()
// The pages that are a form wait for the user; the others act as they open (Google's pages call
// the server at once, a team invitation reads itself and answers with toasts): they have it all
// from their first render.
const waitsForUser = ['/login', '/signup', '/forget-password', '/password-reset/$'].includes(
  location.match.fullPath,
)
const ready = Promise.all([
  loadSignInScreen(location.match.fullPath),
  waitsForUser ? undefined : loadLater(),
  // Without its words the page still opens, in English (tableOf falls back).
  prerendered
    ? undefined
    : loadLocale(locale).catch((error: unknown) =>
        console.error(`The ${locale} messages did not load:`, error),
      ),
])
const whenLater = (then: (parts: SignInLaterParts) => void) => {
  void whenNetworkImported().then(() => loadLater().then(then))
}
void ready.then(([screens, parts]) => {
  const app = (
    <SignInApp
      journal={journal}
      session={session}
      location={location}
      screens={screens}
      onMounted={releaseHeldForm}
      later={whenLater}
      laterParts={parts}
    />
  )
  // A page prerendered at build time (scripts/build/prerender.mjs) is taken over as it stands,
  // as a transition: React hydrates it in slices that yield to the browser between them (the
  // form is on screen already, and held until hydrated), not in one long task that blocks input.
  if (prerendered) startTransition(() => void hydrateRoot(root, app))
  else createRoot(root).render(app)
})
