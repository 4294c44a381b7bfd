import { useState } from 'react'
import { Button } from '../../design/Button'
import { useConfirm } from '../../design/ConfirmDialog'
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
        <Button tone="danger" variant="solid" onPress={() => ask(false)}>
          Stop campaign
        </Button>
        <Button tone="danger" onPress={() => ask(true)}>
          Stop campaign (slow)
        </Button>
      </div>
      <p className={styles.output} data-testid="confirm-outcome">
        {outcome}
      </p>
    </Specimen>
  )
}
