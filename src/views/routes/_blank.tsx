import { createFileRoute, Outlet } from '@tanstack/react-router'
import { blankLayoutFrame } from '../frame/blankLayoutFrame'
import { BlankLayout } from '../layouts/BlankLayout'
import { usePageBeingLeft } from '../layouts/usePageBeingLeft'

export const Route = createFileRoute('/_blank')({ component: RoutedBlankLayout })

function RoutedBlankLayout() {
  return (
    <BlankLayout frame={blankLayoutFrame} isBeingLeft={usePageBeingLeft()}>
      <Outlet />
    </BlankLayout>
  )
}
