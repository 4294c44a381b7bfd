import { Suspense, useState } from 'react'
import { Button } from '../../design/Button'
import { lazyOnIntent, useLazyPopoverTrigger } from '../../design/lazyOnIntent'
import frameMessages from '../../messages/frame/catalogue'
import { useMessages } from '../../messages/useMessages'
import { LazyAppearanceDialog } from './LazyAppearanceDialog'

const userMenu = lazyOnIntent(() => import('./UserMenuPopover'))

/** The header's account menu; its items are fetched on intent (see lazyOnIntent). */
export function UserMenu() {
  const t = useMessages(frameMessages)
  const [isAppearanceOpen, setAppearanceOpen] = useState(false)
  const { triggerProps, popoverProps, hasOpened } = useLazyPopoverTrigger({
    preload: userMenu.preload,
    hasPopup: 'menu',
  })
  return (
    <>
      <Button variant="ghost" aria-label={t('userMenu.label')} {...triggerProps}>
        {t('userMenu.button')}
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <userMenu.Component {...popoverProps} onAppearance={() => setAppearanceOpen(true)} />
        </Suspense>
      )}
      <LazyAppearanceDialog isOpen={isAppearanceOpen} onOpenChange={setAppearanceOpen} />
    </>
  )
}
