import {
  type ComponentType,
  type KeyboardEvent,
  lazy,
  type RefObject,
  useId,
  useRef,
  useState,
} from 'react'

/** What a popover fetched on demand is given by its trigger. */
export interface LazyPopoverProps {
  /** The button the popover hangs from, where the focus returns when it closes. */
  triggerRef: RefObject<HTMLButtonElement | null>
  /** The trigger's id: a menu is named after its button. */
  triggerId: string
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** Which item a menu focuses: the last when it was opened with the up arrow. */
  autoFocus: 'first' | 'last'
}

/**
 * A component (a popover, a dialog) whose module is fetched on the first sign of intent, hovering
 * or focusing what opens it, instead of with the page: React Aria's overlays, menus and
 * collections are a sixth of a signed-in first load, and most visits never open them.
 */
export function lazyOnIntent<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  let loading: ReturnType<typeof load> | null = null
  const fetchOnce = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null
      throw error
    })
    return loading
  }
  return {
    Component: lazy(fetchOnce),
    // A preload that fails is fetched again when the component is shown, which reports the failure.
    preload: () => void fetchOnce().catch(() => undefined),
  }
}

/**
 * Whether a lazily fetched overlay is wanted: from the first time it is shown on, so that it
 * stays mounted and can animate out when it closes.
 */
export function useShownOnce(isShown: boolean) {
  const [wanted, setWanted] = useState(isShown)
  if (isShown && !wanted) setWanted(true)
  return wanted || isShown
}

/**
 * The trigger's side of a lazy popover: the props its button spreads (a menu button's keys: the
 * arrows open it on the first or the last item) and the props the popover takes. `hasOpened`
 * says when to render the popover at all, so nothing is fetched before it is wanted.
 */
export function useLazyPopoverTrigger({
  preload,
  hasPopup,
  onOpen,
}: {
  preload: () => void
  hasPopup: 'menu' | 'dialog'
  /** Called as the popover opens (a menu loading its items afresh). */
  onOpen?: () => void
}) {
  const triggerRef = useRef<HTMLButtonElement>(null)
  const triggerId = useId()
  const [state, setState] = useState({
    isOpen: false,
    hasOpened: false,
    autoFocus: 'first' as LazyPopoverProps['autoFocus'],
  })
  const open = (autoFocus: LazyPopoverProps['autoFocus']) => {
    onOpen?.()
    setState({ isOpen: true, hasOpened: true, autoFocus })
  }
  const triggerProps = {
    ref: triggerRef,
    id: triggerId,
    'aria-haspopup': hasPopup,
    'aria-expanded': state.isOpen,
    onHoverStart: preload,
    onFocus: preload,
    onPress: () => open('first'),
    onKeyDown: (event: KeyboardEvent & { continuePropagation: () => void }) => {
      if (hasPopup === 'menu' && event.key === 'ArrowDown') open('first')
      else if (hasPopup === 'menu' && event.key === 'ArrowUp') open('last')
      else event.continuePropagation()
    },
  }
  const popoverProps: LazyPopoverProps = {
    triggerRef,
    triggerId,
    isOpen: state.isOpen,
    onOpenChange: (isOpen) => setState((now) => ({ ...now, isOpen })),
    autoFocus: state.autoFocus,
  }
  return { triggerProps, popoverProps, hasOpened: state.hasOpened }
}
