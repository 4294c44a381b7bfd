import { useState } from 'react'
import { PhoneInput } from '../../design/PhoneInput'
import type { PhoneValue } from '../../machines/phoneInput/phoneRules'
import * as styles from './Gallery.css'
import { Specimen } from './Specimen'

function Output({ id, value }: { id: string; value: PhoneValue | null }) {
  return (
    <pre className={styles.output} data-testid={id}>
      {value ? JSON.stringify(value, null, 1) : 'none'}
    </pre>
  )
}

export function PhoneInputSection() {
  const [mobile, setMobile] = useState<PhoneValue | null>(null)
  const [detected, setDetected] = useState<PhoneValue | null>(null)
  const [restricted, setRestricted] = useState<PhoneValue | null>(null)

  return (
    <>
      <Specimen title="Preferred countries first, international display">
        <div className={styles.stack}>
          <PhoneInput
            label="Mobile number"
            defaultCountry="GB"
            preferredCountries={['GB', 'US', 'FR']}
            displayMode="international"
            onChange={setMobile}
          />
          <Output id="phone-input-output" value={mobile} />
        </div>
      </Specimen>
      <Specimen title="Country detected from the network, E.164">
        <div className={styles.stack}>
          <PhoneInput
            label="Office number"
            countryLabel="Office country"
            autoDetect
            preferredCountries={['US']}
            displayMode="E.164"
            onChange={setDetected}
          />
          <Output id="phone-input-detected-output" value={detected} />
        </div>
      </Specimen>
      <Specimen title="Allowed countries, national display, a required pattern">
        <div className={styles.stack}>
          <PhoneInput
            label="Support line"
            countryLabel="Support country"
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
