import { useState } from 'react'
import { buttonSizes } from '../../contract/constants'
import { Button } from '../../design/Button'
import { buttonTones, buttonVariants } from '../../design/buttonPalette'
import * as styles from './Gallery.css'
import { Specimen } from './Specimen'

const slowWorkMs = 1500

export function ButtonSection() {
  const [presses, setPresses] = useState(0)
  const [held, setHeld] = useState(false)
  const [disabled, setDisabled] = useState(false)

  const work = async () => {
    setPresses((count) => count + 1)
    await new Promise((resolve) => setTimeout(resolve, slowWorkMs))
  }

  return (
    <>
      <Specimen title="Sizes">
        <div className={styles.row}>
          {buttonSizes.map((size) => (
            <Button key={size} size={size}>
              Size {size}
            </Button>
          ))}
        </div>
      </Specimen>
      <Specimen
        title={`Colour themes: ${buttonTones.length} tones × ${buttonVariants.length} variants`}
      >
        {buttonVariants.map((variant) => (
          <div key={variant} className={styles.row}>
            {buttonTones.map((tone) => (
              <Button key={tone} tone={tone} variant={variant}>
                {tone} {variant}
              </Button>
            ))}
          </div>
        ))}
      </Specimen>
      <Specimen title="States: active, disabled and busy">
        {buttonVariants.map((variant) => (
          <div key={variant} className={styles.row}>
            <Button tone="primary" variant={variant}>
              Active {variant}
            </Button>
            <Button tone="primary" variant={variant} isDisabled>
              Disabled {variant}
            </Button>
            <Button tone="primary" variant={variant} isBusy>
              Busy {variant}
            </Button>
          </div>
        ))}
      </Specimen>
      <Specimen title="Playground: every state of one button">
        <div className={styles.row}>
          <Button
            tone="primary"
            variant="solid"
            isDisabled={disabled}
            isBusy={held}
            onPress={work}
            data-testid="push-button-target"
          >
            Save slowly
          </Button>
          <Button variant="soft" onPress={() => setDisabled((value) => !value)}>
            {disabled ? 'Enable it' : 'Disable it'}
          </Button>
          <Button variant="soft" onPress={() => setHeld((value) => !value)}>
            {held ? 'Release it' : 'Hold it'}
          </Button>
        </div>
        <p className={styles.output} data-testid="push-button-presses">
          Presses run: {presses}
        </p>
      </Specimen>
    </>
  )
}
