import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { ConfirmProvider } from '../../design/ConfirmDialog'
import { ToastRegion } from '../../design/ToastRegion'
import { NotifyProvider } from '../../services/NotifyProvider'
import { AriaRouterProvider } from '../AriaRouterProvider'
import { ErrorPage } from '../errors/ErrorPage'
import { NotFoundPage } from '../errors/NotFoundPage'
import type { RouterContext } from '../guards'
import { LocaleProvider } from '../preferences/LocaleProvider'
import { PreferencesSync } from '../preferences/PreferencesSync'
import { BuildWatch } from '../session/BuildWatch'
import { FatalNotFound } from '../session/FatalNotFound'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
})

function Root() {
  return (
    <LocaleProvider>
      <AriaRouterProvider>
        <NotifyProvider>
          <ConfirmProvider>
            <FatalNotFound>
              <Outlet />
            </FatalNotFound>
          </ConfirmProvider>
          <ToastRegion />
          <BuildWatch />
          <PreferencesSync />
        </NotifyProvider>
      </AriaRouterProvider>
    </LocaleProvider>
  )
}
