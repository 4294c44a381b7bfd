import { createRootRoute, Outlet } from '@tanstack/react-router'
import { I18nProvider } from 'react-aria-components'
import { ConfirmProvider } from '../../design/ConfirmDialog'
import { ToastRegion } from '../../design/ToastRegion'
import { NotifyProvider } from '../../services/NotifyProvider'
import { AriaRouterProvider } from '../AriaRouterProvider'
import { ErrorPage } from '../errors/ErrorPage'
import { NotFoundPage } from '../errors/NotFoundPage'

export const Route = createRootRoute({
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
})

function Root() {
  return (
    <I18nProvider locale="en">
      <AriaRouterProvider>
        <NotifyProvider>
          <ConfirmProvider>
            <Outlet />
          </ConfirmProvider>
          <ToastRegion />
        </NotifyProvider>
      </AriaRouterProvider>
    </I18nProvider>
  )
}
