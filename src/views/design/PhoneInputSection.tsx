import { useState } from 'react'
import { PhoneInput } from '../../design/PhoneInput'
import type { PhoneValue } from '../../machines/phoneInput/phoneRules'
import messages from '../../messages/gallery/catalogue'
import { useMessages } from '../../messages/useMessages'
import * as styles from './Gallery.css'
import { Specimen } from './Specimen'

function Output({ id, value }: { id: string; value: PhoneValue | null }) {
  const t = useMessages(messages)
  return (
    <pre className={styles.output} data-testid={id}>
      {value ? JSON.stringify(value, null, 1) : t('gallery.none')}
    </pre>
  )
}

export function PhoneInputSection() {
  const t = useMessages(messages)
  const [mobile, setMobile] = useState<PhoneValue | null>(null)
  const [detected, setDetected] = useState<PhoneValue | null>(null)
  const [restricted, setRestricted] = useState<PhoneValue | null>(null)

  return (
    <>
      <Specimen title={t('phone.preferredSpecimen')}>
        <div className={styles.stack}>
          <PhoneInput
            label={t('phone.mobile')}
            defaultCountry="GB"
            preferredCountries={['GB', 'US', 'FR']}
            displayMode="international"
            onChange={setMobile}
          />
          <Output id="phone-input-output" value={mobile} />
        </div>
      </Specimen>
      <Specimen title={t('phone.detectedSpecimen')}>
        <div className={styles.stack}>
          <PhoneInput
            label={t('phone.office')}
            countryLabel={t('phone.officeCountry')}
            autoDetect
            preferredCountries={['US']}
            displayMode="E.164"
            onChange={setDetected}
          />
          <Output id="phone-input-detected-output" value={detected} />
        </div>
      </Specimen>
      <Specimen title={t('phone.restrictedSpecimen')}>
        <div className={styles.stack}>
          <PhoneInput
            label={t('phone.support')}
            countryLabel={t('phone.supportCountry')}
            defaultCountry="+49"
            allowedCountries={['DE', 'FR', 'GB']}
            excludedCountries={['FR']}
            displayMode="national"
            pattern="[0-9 ()+-]{6,}"
            isRequired
            onChange={setRestricted}
          />
          <Output id="phone-input-restricted-output" value={restricted} />
        </div>
      </Specimen>
    </>
  )
}
