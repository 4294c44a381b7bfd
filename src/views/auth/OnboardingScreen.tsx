import { useNavigate } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { teamFields } from '../../contract/constants'
import type { UserResource } from '../../contract/user'
import { Link } from '../../design/Link'
import { PhoneInput } from '../../design/PhoneInput'
import { Select } from '../../design/Select'
import { TextField } from '../../design/TextField'
import { selectUser } from '../../machines/session'
import { useNotify } from '../../services/NotifyProvider'
import { teamsApi } from '../../services/session'
import { PageFrame } from '../frame/PageFrame'
import { useSession, useSessionSelector } from '../session/useSession'
import { ApiForm } from './ApiForm'
import * as styles from './AuthLinks.css'
import { countryChoices, useCases } from './onboardingChoices'
import { useApiForm } from './useApiForm'

/**
 * /onboarding/profile, after the first sign-up: company, country, phone and what the team will
 * use Switchboard for. Saving stamps the profile complete; it can be skipped and done later.
 */
export function OnboardingScreen() {
  const session = useSession()
  const navigate = useNavigate()
  const notify = useNotify()
  const profile = useSessionSelector(selectUser)?.profile
  const countries = useMemo(() => countryChoices('en'), [])
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
      notify.notify({ type: 'success', message: 'Your profile is saved. Welcome to Switchboard!' })
      void navigate({ to: '/', replace: true })
    },
  })
  return (
    <PageFrame>
      <div className={styles.screen}>
        <ApiForm actor={form} submitLabel="Save and continue" aria-label="Profile">
          <TextField
            name="company"
            label="Company"
            autoComplete="organization"
            defaultValue={profile?.company ?? ''}
            maxLength={teamFields.companyMaxLength}
            isRequired
          />
          <Select
            name="country"
            label="Country"
            autoComplete="country"
            placeholder="Choose a country"
            options={countries}
            defaultSelectedKey={profile?.country ?? undefined}
            isRequired
          />
          <PhoneInput
            label="Phone (optional)"
            countryLabel="Phone country"
            defaultValue={profile?.phone ?? undefined}
            name="phone_number"
            onChange={(value) =>
              setPhone(
                value.valid && value.countryCode
                  ? `+${value.countryCode}${value.nationalNumber}`
                  : '',
              )
            }
          />
          <input type="hidden" name="phone" value={phone} />
          <Select
            name="use_case"
            label="What will you use Switchboard for?"
            placeholder="Choose one"
            options={useCases}
            defaultSelectedKey={profile?.use_case ?? undefined}
          />
        </ApiForm>
        <Link href="/">Skip for now</Link>
      </div>
    </PageFrame>
  )
}
