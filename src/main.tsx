import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './design/global.css'
import './design/themes.css'
import { chunkReloadGuard, installChunkReloadGuard } from './services/chunkReload'
import { installThemeSync } from './services/theme'
import { createAppRouter } from './views/router'

installChunkReloadGuard(window, chunkReloadGuard)
installThemeSync(window)

const router = createAppRouter()
const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
