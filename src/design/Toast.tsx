import { useSelector } from '@xstate/react'
import type { FocusEvent } from 'react'
import { Button as AriaButton } from 'react-aria-components'
import type { ToastType } from '../contract/constants'
import { selectToastProgress, type ToastRef, toastRole } from '../machines/toast'
import commonMessages from '../messages/common/catalogue'
import designMessages, { type Key as DesignKey } from '../messages/design/catalogue'
import { useMessages } from '../messages/useMessages'
import { visuallyHidden } from './a11y.css'
import { Button } from './Button'
import { classNames } from './classNames'
import { Icon } from './Icon'
import * as styles from './Toast.css'

const glyphs: Record<ToastType, string> = {
  success: '✓',
  info: 'i',
  warning: '!',
  danger: '✕',
  denied: '⊘',
}

/** Names the type for screen readers, which do not see the colour or the glyph. */
const typeNames: Record<ToastType, DesignKey> = {
  success: 'toast.success',
  info: 'toast.info',
  warning: 'toast.warning',
  danger: 'toast.danger',
  denied: 'toast.denied',
}

/** One toast of the queue: its machine decides the countdown, pause, fade and end. */
export function Toast({ toast }: { toast: ToastRef }) {
  const t = useMessages(designMessages)
  const common = useMessages(commonMessages)
  const context = useSelector(toast, (snapshot) => snapshot.context)
  const progress = useSelector(toast, selectToastProgress)
  const fading = useSelector(toast, (snapshot) => snapshot.hasTag('fading'))
  const paused = useSelector(toast, (snapshot) => snapshot.hasTag('paused'))
  const acting = useSelector(toast, (snapshot) => snapshot.hasTag('busy'))
  const { type } = context
  const typeName = t(typeNames[type])

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) toast.send({ type: 'toast.blur' })
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the countdown; the toast's controls are its buttons
    <div
      className={styles.toast[type]}
      data-toast-id={context.id}
      data-type={type}
      data-fading={fading || undefined}
      data-paused={paused || undefined}
      data-remaining-ms={context.remainingMs}
      onPointerEnter={() => toast.send({ type: 'toast.hover' })}
      onPointerLeave={() => toast.send({ type: 'toast.leave' })}
      onFocus={() => toast.send({ type: 'toast.focus' })}
      onBlur={onBlur}
    >
      <span aria-hidden="true" className={classNames(styles.iconBase, styles.icon[type])}>
        {glyphs[type]}
      </span>
      <div role={toastRole(type)} aria-atomic="true" className={styles.content}>
        {context.title && (
          <span className={visuallyHidden}>{t('toast.typed', { type: typeName })}</span>
        )}
        <span className={styles.title}>{context.title ?? typeName}</span>
        <span className={styles.message}>{context.message}</span>
      </div>
      <div className={styles.actions}>
        {context.actionLabel && (
          <Button
            size="s"
            isBusy={acting}
            isDisabled={fading}
            onPress={() => toast.send({ type: 'toast.act' })}
          >
            {context.actionLabel}
          </Button>
        )}
        <AriaButton
          aria-label={common('action.dismiss')}
          className={styles.close}
          isDisabled={acting}
          onPress={() => toast.send({ type: 'toast.close' })}
        >
          <Icon name="lucide:x" />
        </AriaButton>
      </div>
      <div aria-hidden="true" className={styles.progressTrack}>
        <div
          className={classNames(styles.progressBase, styles.progressBar[type])}
          data-progress={progress.toFixed(2)}
          style={{ width: `${progress * 100}%` }}
        />
      </div>
    </div>
  )
}
