import { useState } from 'react'
import { Button } from '../../design/Button'
import { useConfirm } from '../../design/ConfirmDialog'
import messages from '../../messages/gallery/catalogue'
import { useMessages } from '../../messages/useMessages'
import * as styles from './Gallery.css'
import { Specimen } from './Specimen'

const slowWorkMs = 1000

type Outcome = 'confirm.noAnswer' | 'confirm.confirmed' | 'confirm.cancelled'

export function ConfirmSection() {
  const t = useMessages(messages)
  const confirm = useConfirm()
  const [outcome, setOutcome] = useState<Outcome>('confirm.noAnswer')

  const ask = async (slow: boolean) => {
    const confirmed = await confirm({
      title: t('confirm.title'),
      message: t('confirm.message'),
      confirmLabel: t('confirm.stop'),
      ...(slow ? { action: () => new Promise((resolve) => setTimeout(resolve, slowWorkMs)) } : {}),
    })
    setOutcome(confirmed ? 'confirm.confirmed' : 'confirm.cancelled')
  }

  return (
    <Specimen title={t('confirm.specimen')}>
      <div className={styles.row}>
        <Button tone="danger" variant="solid" onPress={() => ask(false)}>
          {t('confirm.stop')}
        </Button>
        <Button tone="danger" onPress={() => ask(true)}>
          {t('confirm.stopSlow')}
        </Button>
      </div>
      <p className={styles.output} data-testid="confirm-outcome">
        {t(outcome)}
      </p>
    </Specimen>
  )
}
