import { useNavigate } from '@tanstack/react-router'
import { useMemo, useRef, useState } from 'react'
import { useLocale } from 'react-aria-components'
import { teamFields } from '../../contract/constants'
import { countryChoices } from '../../contract/country-names'
import type { UserResource } from '../../contract/user'
import { Link } from '../../design/Link'
import { PhoneInput } from '../../design/PhoneInput'
import { Select } from '../../design/Select'
import { TextField } from '../../design/TextField'
import { selectUser } from '../../machines/session'
import messages from '../../messages/auth-pages/catalogue'
import { useMessages } from '../../messages/useMessages'
import { useNotify } from '../../services/NotifyProvider'
import { teamsApi } from '../../services/session'
import { PageFrame } from '../frame/PageFrame'
import { useSession, useSessionSelector } from '../session/useSession'
import { ApiForm } from './ApiForm'
import * as styles from './AuthLinks.css'
import { purposeChoices } from './onboardingChoices'
import { useApiForm } from './useApiForm'

/**
 * /onboarding/profile, after the first sign-up: company, country, phone and what the team will
 * use Switchboard for. Saving stamps the profile complete; it can be skipped and done later.
 */
export function OnboardingScreen() {
  const t = useMessages(messages)
  const { locale } = useLocale()
  const session = useSession()
  const navigate = useNavigate()
  const notify = useNotify()
  const profile = useSessionSelector(selectUser)?.profile
  const countries = useMemo(() => countryChoices(locale), [locale])
  const purposes = useMemo(() => purposeChoices(t, profile?.use_case), [t, profile?.use_case])
  const [country, setCountry] = useState(profile?.country ?? null)
  // The phone's country starts as the company's (or, with none yet, the one the address suggests)
  // and follows the company's until the phone is typed in or its country picked.
  const [phoneCountry, setPhoneCountry] = useState(country)
  const phoneTouched = useRef(!!profile?.phone)
  const [phone, setPhone] = useState(profile?.phone ?? '')
  const form = useApiForm<UserResource>({
    submit: (values, signal) =>
      teamsApi.saveOnboarding(
        {
          company: values.company ?? '',
          country: values.country ?? '',
          phone: values.phone || null,
          use_case: values.use_case || null,
        },
        signal,
      ),
    onSuccess: (user) => {
      session.send({ type: 'session.userChanged', user })
      notify.notify({ type: 'success', message: t('onboarding.saved') })
      void navigate({ to: '/', replace: true })
    },
  })
  return (
    <PageFrame>
      <div className={styles.screen}>
        <ApiForm
          actor={form}
          submitLabel={t('onboarding.submit')}
          aria-label={t('onboarding.title')}
        >
          <TextField
            name="company"
            label={t('onboarding.company')}
            autoComplete="organization"
            defaultValue={profile?.company ?? ''}
            maxLength={teamFields.companyMaxLength}
            isRequired
          />
          <Select
            name="country"
            label={t('onboarding.country')}
            autoComplete="country"
            placeholder={t('onboarding.countryPlaceholder')}
            options={countries}
            selectedKey={country}
            onSelectionChange={(key) => {
              const chosen = typeof key === 'string' ? key : null
              setCountry(chosen)
              if (!phoneTouched.current) setPhoneCountry(chosen)
            }}
            isRequired
          />
          <PhoneInput
            key={phoneCountry ?? ''}
            label={t('onboarding.phone')}
            countryLabel={t('onboarding.phoneCountry')}
            defaultValue={profile?.phone ?? undefined}
            defaultCountry={phoneCountry ?? undefined}
            autoDetect
            name="phone_number"
            onCountryPick={() => {
              phoneTouched.current = true
            }}
            onChange={(value) => {
              if (value.formatted) phoneTouched.current = true
              setPhone(
                value.valid && value.countryCode
                  ? `+${value.countryCode}${value.nationalNumber}`
                  : '',
              )
            }}
          />
          <input type="hidden" name="phone" value={phone} />
          <Select
            name="use_case"
            label={t('onboarding.useCase')}
            placeholder={t('onboarding.useCasePlaceholder')}
            options={purposes}
            defaultSelectedKey={profile?.use_case ?? undefined}
          />
        </ApiForm>
        <Link href="/">{t('onboarding.skip')}</Link>
      </div>
    </PageFrame>
  )
}
