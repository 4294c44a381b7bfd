import { useState } from 'react'
import { useConfirm } from '../../design/ConfirmDialog'
import { PushButton } from '../../design/PushButton'
import * as styles from './Gallery.css'
import { Specimen } from './Specimen'

const slowWorkMs = 1000

export function ConfirmSection() {
  const confirm = useConfirm()
  const [outcome, setOutcome] = useState('No answer yet')

  const ask = async (slow: boolean) => {
    const confirmed = await confirm({
      title: 'Stop the campaign?',
      message: 'Recipients who have not been sent the message yet will not receive it.',
      confirmLabel: 'Stop campaign',
      ...(slow ? { action: () => new Promise((resolve) => setTimeout(resolve, slowWorkMs)) } : {}),
    })
    setOutcome(confirmed ? 'Confirmed' : 'Cancelled')
  }

  return (
    <Specimen title="Before a destructive action">
      <div className={styles.row}>
        <PushButton theme="danger" onPress={() => ask(false)}>
          Stop campaign
        </PushButton>
        <PushButton theme="dangerOutline" onPress={() => ask(true)}>
          Stop campaign (slow)
        </PushButton>
      </div>
      <p className={styles.output} data-testid="confirm-outcome">
        {outcome}
      </p>
    </Specimen>
  )
}
