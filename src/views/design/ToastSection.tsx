import { useState } from 'react'
import { type ToastType, toast as toastConstants, toastTypes } from '../../contract/constants'
import { PushButton, type PushButtonTheme } from '../../design/PushButton'
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

const themes: Record<ToastType, PushButtonTheme> = {
  success: 'successOutline',
  info: 'infoOutline',
  warning: 'warningOutline',
  danger: 'dangerOutline',
  denied: 'dangerOutline',
}

export function ToastSection() {
  const notifier = useNotify()
  const [undone, setUndone] = useState(0)

  return (
    <>
      <Specimen title="Types and their timeouts">
        <div className={styles.row}>
          {toastTypes.map((type) => (
            <PushButton
              key={type}
              theme={themes[type]}
              onPress={() => notifier.notify({ type, message: messages[type] })}
            >
              Show {type}
            </PushButton>
          ))}
        </div>
      </Specimen>
      <Specimen title="Action, notification and no pause on hover">
        <div className={styles.row}>
          <PushButton
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
          </PushButton>
          <PushButton
            onPress={() => notifier.notification('Your export is ready to download.', 'Export')}
          >
            Show notification
          </PushButton>
          <PushButton
            onPress={() =>
              notifier.notify({
                type: 'success',
                message: 'This one keeps counting under the pointer.',
                pauseOnHover: false,
              })
            }
          >
            Show without hover pause
          </PushButton>
          <PushButton theme="quiet" onPress={() => notifier.clear()}>
            Clear all
          </PushButton>
        </div>
        <p className={styles.output} data-testid="toast-undo-count">
          Undo actions run: {undone}
        </p>
      </Specimen>
      <Specimen title="Duration preference">
        <div className={styles.row}>
          {toastConstants.durationScales.map((scale) => (
            <PushButton
              key={scale}
              size="s"
              theme="neutral"
              onPress={() => notifier.configure({ durationScale: scale })}
            >
              {Number.isFinite(scale) ? `Timeouts ×${scale}` : 'No time limit'}
            </PushButton>
          ))}
        </div>
      </Specimen>
    </>
  )
}
