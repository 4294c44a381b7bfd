import { lazy, Suspense, useState } from 'react'
import { Button } from '../../design/Button'
import { Icon } from '../../design/Icon'
import frameMessages from '../../messages/frame/catalogue'
import { useMessages } from '../../messages/useMessages'

const NavigationDrawer = lazy(() =>
  import('./NavigationDrawer').then((module) => ({ default: module.NavigationDrawer })),
)

/**
 * Below the lg breakpoint the sidebar gives way to this menu button and drawer. The drawer is
 * fetched the first time it opens, so wide screens never load it.
 */
export function MobileMenu({ className }: { className?: string }) {
  const t = useMessages(frameMessages)
  const [isOpen, setOpen] = useState(false)
  return (
    <>
      <Button
        variant="ghost"
        className={className}
        aria-expanded={isOpen}
        onPress={() => setOpen(true)}
      >
        <Icon name="lucide:menu" />
        {t('header.menu')}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <NavigationDrawer onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
