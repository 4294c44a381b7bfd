import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { Button } from '../../design/Button'
import { Modal } from '../../design/Modal'
import { TextField } from '../../design/TextField'
import { useModal } from '../../design/useModal'
import { type ApiTokenRef, selectCopyStatus, selectRevealedSecret } from '../../machines/apiToken'
import messages from '../../messages/tokens/catalogue'
import { useMessages } from '../../messages/useMessages'
import { emphasized } from '../auth/emphasized'
import * as styles from './tokens.css'

const copyMessages = {
  copying: 'secret.copying',
  copied: 'secret.copied',
  failed: 'secret.copyFailed',
} as const

/**
 * The new token's secret, shown this once in a dialog with a copy button. Closing the dialog
 * (Done, Escape) dismisses the secret for good.
 */
export function SecretDialog({ token }: { token: ApiTokenRef }) {
  const t = useMessages(messages)
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
      title={t('secret.title')}
      primaryLabel={t('secret.done')}
      cancelLabel={null}
      onDestroy={() => setShown(null)}
    >
      <p>{emphasized(t('secret.onlyOnce', { name: shown.tokenName }), [shown.tokenName])}</p>
      <div className={styles.secretRow}>
        <TextField
          label={t('secret.secret')}
          value={shown.secret}
          isReadOnly
          className={styles.secretField}
        />
        <Button
          tone="primary"
          variant="soft"
          isBusy={copyStatus === 'copying'}
          onPress={() => token.send({ type: 'token.copy' })}
        >
          {t('secret.copy')}
        </Button>
      </div>
      <p role="status" className={styles.copyStatus}>
        {copyStatus === 'idle' ? '' : t(copyMessages[copyStatus])}
      </p>
    </Modal>
  )
}
