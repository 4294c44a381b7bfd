import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './design/global.css'
import './design/themes.css'
import { chunkReloadGuard, installChunkReloadGuard } from './services/chunkReload'
import { api } from './services/http'
import { openBrowserJournal } from './services/journal/browserJournal'
import { JournalProvider } from './services/journal/JournalProvider'
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

createRoot(root).render(
  <StrictMode>
    <JournalProvider journal={journal}>
      <RouterProvider router={router} />
    </JournalProvider>
  </StrictMode>,
)
