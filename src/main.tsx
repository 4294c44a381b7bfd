import { createRoot } from 'react-dom/client'
import { App } from './App'
import './design/global.css'
import './design/themes.css'
import { loadLocale } from './messages/localeTables'
import { chunkReloadGuard, installChunkReloadGuard } from './services/chunkReload'
import { api } from './services/http'
import { openBrowserJournal } from './services/journal/browserJournal'
import { keepLocaleCookie, readLocale } from './services/locale'
import { installQaConsole } from './services/qaConsole'
import { createAppSession } from './services/session'
import { installThemeSync } from './services/theme'
import { type AppRouter, createAppRouter } from './views/router'
import { followHttpVerdicts, followOtherTabs, recheckGuards } from './views/session/connectRouter'
import { followCurrentTeam } from './views/teams/followCurrentTeam'

installChunkReloadGuard(window, chunkReloadGuard)
installThemeSync(window)

// Before any actor: every actor of the app records its events in it.
const journal = openBrowserJournal()
let router: AppRouter | undefined
const session = createAppSession({
  redirectToLogin: () => router && recheckGuards(router),
  journal,
})
router = createAppRouter({ session })
followHttpVerdicts(router, session)
followOtherTabs(router, session)
followCurrentTeam(router, session)
session.start()
installQaConsole(window, { api, session })

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

const locale = readLocale()
// For a browser that chose its language before the server read it from a cookie.
keepLocaleCookie(locale)
// An Arabic or Persian interface fetches its words before the first paint (English has them
// already): the page opens in its language rather than turning from English. The sign-in pages
// prerendered at build time have an entry of their own (src/signin.tsx).
loadLocale(locale).finally(() => createRoot(root).render(<App journal={journal} router={router} />))
