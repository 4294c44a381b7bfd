import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { Button } from '../../design/Button'
import { Modal } from '../../design/Modal'
import { TextField } from '../../design/TextField'
import { useModal } from '../../design/useModal'
import { type ApiTokenRef, selectCopyStatus, selectRevealedSecret } from '../../machines/apiToken'
import * as styles from './tokens.css'

const copyMessages = {
  idle: '',
  copying: 'Copying…',
  copied: 'Copied to the clipboard.',
  failed: 'The browser did not allow copying: select the secret and copy it yourself.',
} as const

/**
 * The new token's secret, shown this once in a dialog with a copy button. Closing the dialog
 * (Done, Escape) dismisses the secret for good.
 */
export function SecretDialog({ token }: { token: ApiTokenRef }) {
  const revealed = useSelector(token, selectRevealedSecret)
  const copyStatus = useSelector(token, selectCopyStatus)
  const modal = useModal({ type: 'success' })
  // Kept through the closing animation, then dropped with the dialog's content.
  const [shown, setShown] = useState(revealed)
  const isRevealed = revealed !== null

  useEffect(() => {
    if (!isRevealed) return
    setShown(selectRevealedSecret(token.getSnapshot()))
    modal.send({ type: 'modal.open', modalType: 'success' })
  }, [isRevealed, modal, token])

  useEffect(() => {
    const closed = modal.on('modal.closed', () => token.send({ type: 'token.dismiss' }))
    return () => closed.unsubscribe()
  }, [modal, token])

  if (!shown) return null
  return (
    <Modal
      modal={modal}
      title="Copy your new API token"
      primaryLabel="Done"
      cancelLabel={null}
      onDestroy={() => setShown(null)}
    >
      <p>
        This is the only time the secret of <strong>{shown.tokenName}</strong> is shown. Store it
        where the system that uses it can read it; if it is lost, revoke the token and create
        another.
      </p>
      <div className={styles.secretRow}>
        <TextField label="Secret" value={shown.secret} isReadOnly className={styles.secretField} />
        <Button
          tone="primary"
          variant="soft"
          isBusy={copyStatus === 'copying'}
          onPress={() => token.send({ type: 'token.copy' })}
        >
          Copy
        </Button>
      </div>
      <p role="status" className={styles.copyStatus}>
        {copyMessages[copyStatus]}
      </p>
    </Modal>
  )
}
