import { lazy, Suspense } from 'react'

const AppearanceDialog = lazy(() =>
  import('./AppearanceDialog').then((module) => ({ default: module.AppearanceDialog })),
)

/**
 * The appearance dialog, fetched the first time it opens: the overlay and theme controls stay
 * out of the first load of every page.
 */
export function LazyAppearanceDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
}) {
  if (!isOpen) return null
  return (
    <Suspense fallback={null}>
      <AppearanceDialog isOpen onOpenChange={onOpenChange} />
    </Suspense>
  )
}
