import { useState } from 'react'
import { type ToastType, toast as toastConstants, toastTypes } from '../../contract/constants'
import { Button, type ButtonTone } from '../../design/Button'
import messages from '../../messages/gallery/catalogue'
import { useMessages } from '../../messages/useMessages'
import { useNotify } from '../../services/NotifyProvider'
import * as styles from './Gallery.css'
import { Specimen } from './Specimen'

/** The undo takes a moment, so the toast's busy state can be seen. */
export const undoWorkMs = 1000

const tones: Record<ToastType, ButtonTone> = {
  success: 'success',
  info: 'info',
  warning: 'warning',
  danger: 'danger',
  denied: 'danger',
}

export function ToastSection() {
  const t = useMessages(messages)
  const notifier = useNotify()
  const [undone, setUndone] = useState(0)

  return (
    <>
      <Specimen title={t('toast.types')}>
        <div className={styles.row}>
          {toastTypes.map((type) => (
            <Button
              key={type}
              tone={tones[type]}
              onPress={() => notifier.notify({ type, message: t(`toast.${type}`) })}
            >
              {t(`toast.show.${type}`)}
            </Button>
          ))}
        </div>
      </Specimen>
      <Specimen title={t('toast.actions')}>
        <div className={styles.row}>
          <Button
            onPress={() =>
              notifier.notify({
                type: 'info',
                title: t('toast.deletedTitle'),
                message: t('toast.deletedMessage'),
                action: {
                  label: t('toast.undo'),
                  run: () =>
                    new Promise<void>((resolve) =>
                      setTimeout(() => {
                        setUndone((count) => count + 1)
                        resolve()
                      }, undoWorkMs),
                    ),
                },
              })
            }
          >
            {t('toast.showWithAction')}
          </Button>
          <Button
            onPress={() => notifier.notification(t('toast.exportReady'), t('toast.exportTitle'))}
          >
            {t('toast.showNotification')}
          </Button>
          <Button
            onPress={() =>
              notifier.notify({
                type: 'success',
                message: t('toast.noPause'),
                pauseOnHover: false,
              })
            }
          >
            {t('toast.showNoPause')}
          </Button>
          <Button variant="ghost" onPress={() => notifier.clear()}>
            {t('toast.clear')}
          </Button>
        </div>
        <p className={styles.output} data-testid="toast-undo-count">
          {t('toast.undone', { count: undone })}
        </p>
      </Specimen>
      <Specimen title={t('toast.duration')}>
        <div className={styles.row}>
          {toastConstants.durationScales.map((scale) => (
            <Button
              key={scale}
              size="s"
              variant="soft"
              onPress={() => notifier.configure({ durationScale: scale })}
            >
              {Number.isFinite(scale) ? t('toast.scale', { scale }) : t('toast.noLimit')}
            </Button>
          ))}
        </div>
      </Specimen>
    </>
  )
}
