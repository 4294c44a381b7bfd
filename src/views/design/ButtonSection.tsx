import { useState } from 'react'
import { buttonSizes } from '../../contract/constants'
import { Button } from '../../design/Button'
import { buttonTones, buttonVariants } from '../../design/buttonPalette'
import messages from '../../messages/gallery/catalogue'
import { useMessages } from '../../messages/useMessages'
import * as styles from './Gallery.css'
import { Specimen } from './Specimen'

const slowWorkMs = 1500

export function ButtonSection() {
  const t = useMessages(messages)
  const [presses, setPresses] = useState(0)
  const [held, setHeld] = useState(false)
  const [disabled, setDisabled] = useState(false)

  const work = async () => {
    setPresses((count) => count + 1)
    await new Promise((resolve) => setTimeout(resolve, slowWorkMs))
  }

  return (
    <>
      <Specimen title={t('button.sizes')}>
        <div className={styles.row}>
          {buttonSizes.map((size) => (
            <Button key={size} size={size}>
              {t('button.size', { size })}
            </Button>
          ))}
        </div>
      </Specimen>
      <Specimen
        title={t('button.themes', {
          tones: buttonTones.length,
          variants: buttonVariants.length,
        })}
      >
        {buttonVariants.map((variant) => (
          <div key={variant} className={styles.row}>
            {buttonTones.map((tone) => (
              <Button key={tone} tone={tone} variant={variant}>
                {t('button.toneVariant', {
                  tone: t(`tone.${tone}`),
                  variant: t(`variant.${variant}`),
                })}
              </Button>
            ))}
          </div>
        ))}
      </Specimen>
      <Specimen title={t('button.states')}>
        {buttonVariants.map((variant) => (
          <div key={variant} className={styles.row}>
            <Button tone="primary" variant={variant}>
              {t('button.active', { variant: t(`variant.${variant}`) })}
            </Button>
            <Button tone="primary" variant={variant} isDisabled>
              {t('button.disabled', { variant: t(`variant.${variant}`) })}
            </Button>
            <Button tone="primary" variant={variant} isBusy>
              {t('button.busy', { variant: t(`variant.${variant}`) })}
            </Button>
          </div>
        ))}
      </Specimen>
      <Specimen title={t('button.playground')}>
        <div className={styles.row}>
          <Button
            tone="primary"
            variant="solid"
            isDisabled={disabled}
            isBusy={held}
            onPress={work}
            data-testid="push-button-target"
          >
            {t('button.saveSlowly')}
          </Button>
          <Button variant="soft" onPress={() => setDisabled((value) => !value)}>
            {disabled ? t('button.enable') : t('button.disable')}
          </Button>
          <Button variant="soft" onPress={() => setHeld((value) => !value)}>
            {held ? t('button.release') : t('button.hold')}
          </Button>
        </div>
        <p className={styles.output} data-testid="push-button-presses">
          {t('button.presses', { count: presses })}
        </p>
      </Specimen>
    </>
  )
}
