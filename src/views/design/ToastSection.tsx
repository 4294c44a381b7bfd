import { useState } from 'react'
import { type ToastType, toast as toastConstants, toastTypes } from '../../contract/constants'
import { Button, type ButtonTone } from '../../design/Button'
import { useNotify } from '../../services/NotifyProvider'
import * as styles from './Gallery.css'
import { Specimen } from './Specimen'

/** The undo takes a moment, so the toast's busy state can be seen. */
export const undoWorkMs = 1000

const messages: Record<ToastType, string> = {
  success: 'The campaign was saved.',
  info: 'The import is queued.',
  warning: 'The sender id is awaiting approval.',
  danger: 'The campaign could not be sent.',
  denied: 'Your role cannot stop this campaign.',
}

const tones: Record<ToastType, ButtonTone> = {
  success: 'success',
  info: 'info',
  warning: 'warning',
  danger: 'danger',
  denied: 'danger',
}

export function ToastSection() {
  const notifier = useNotify()
  const [undone, setUndone] = useState(0)

  return (
    <>
      <Specimen title="Types and their timeouts">
        <div className={styles.row}>
          {toastTypes.map((type) => (
            <Button
              key={type}
              tone={tones[type]}
              onPress={() => notifier.notify({ type, message: messages[type] })}
            >
              Show {type}
            </Button>
          ))}
        </div>
      </Specimen>
      <Specimen title="Action, notification and no pause on hover">
        <div className={styles.row}>
          <Button
            onPress={() =>
              notifier.notify({
                type: 'info',
                title: 'Contact deleted',
                message: 'Ada Lovelace was removed from the audience.',
                action: {
                  label: 'Undo',
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
            Show with action
          </Button>
          <Button
            onPress={() => notifier.notification('Your export is ready to download.', 'Export')}
          >
            Show notification
          </Button>
          <Button
            onPress={() =>
              notifier.notify({
                type: 'success',
                message: 'This one keeps counting under the pointer.',
                pauseOnHover: false,
              })
            }
          >
            Show without hover pause
          </Button>
          <Button variant="ghost" onPress={() => notifier.clear()}>
            Clear all
          </Button>
        </div>
        <p className={styles.output} data-testid="toast-undo-count">
          Undo actions run: {undone}
        </p>
      </Specimen>
      <Specimen title="Duration preference">
        <div className={styles.row}>
          {toastConstants.durationScales.map((scale) => (
            <Button
              key={scale}
              size="s"
              variant="soft"
              onPress={() => notifier.configure({ durationScale: scale })}
            >
              {Number.isFinite(scale) ? `Timeouts ×${scale}` : 'No time limit'}
            </Button>
          ))}
        </div>
      </Specimen>
    </>
  )
}
