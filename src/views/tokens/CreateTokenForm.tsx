import { useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { Form } from 'react-aria-components'
import type { ApiTokenAbility } from '../../contract/api-tokens'
import { teamFields } from '../../contract/constants'
import { Button } from '../../design/Button'
import { CheckboxGroup } from '../../design/CheckboxGroup'
import { Notice } from '../../design/Notice'
import { Select } from '../../design/Select'
import { TextField } from '../../design/TextField'
import {
  type ApiTokenRef,
  selectIsCreating,
  selectTokenAlert,
  selectTokenFieldErrors,
} from '../../machines/apiToken'
import messages from '../../messages/tokens/catalogue'
import { useMessages } from '../../messages/useMessages'
import * as listStyles from '../lists/lists.css'
import { abilityOptions, defaultLifetime, expiryOf, lifetimeOptions } from './tokenChoices'

/**
 * The form of a new API token: a name, what it may do, when it expires. A 422 shows each
 * field's messages; another failure says why and sends the same values again on request. What
 * was typed stays either way.
 */
export function CreateTokenForm({ token }: { token: ApiTokenRef }) {
  const t = useMessages(messages)
  const formRef = useRef<HTMLFormElement>(null)
  const fieldErrors = useSelector(token, selectTokenFieldErrors)
  const alert = useSelector(token, selectTokenAlert)
  const isCreating = useSelector(token, selectIsCreating)
  const [abilities, setAbilities] = useState<string[]>(['read'])
  const isRejected = alert?.kind === 'rejected'

  useEffect(() => {
    if (isRejected) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [isRejected])

  return (
    <section aria-labelledby="create-token-title" className={listStyles.section}>
      <h2 id="create-token-title" className={listStyles.sectionTitle}>
        {t('createToken.title')}
      </h2>
      <Form
        ref={formRef}
        aria-label={t('createToken.title')}
        className={listStyles.section}
        validationErrors={fieldErrors}
        onSubmit={(event) => {
          event.preventDefault()
          const values = new FormData(event.currentTarget)
          token.send({
            type: 'token.submit',
            request: {
              name: String(values.get('name') ?? ''),
              abilities: abilities as ApiTokenAbility[],
              expires_at: expiryOf(String(values.get('expires_at') ?? defaultLifetime)),
            },
          })
        }}
      >
        {alert?.kind === 'failed' && (
          <Notice
            tone="danger"
            role="alert"
            title={t('createToken.failedTitle')}
            actions={
              <Button onPress={() => formRef.current?.requestSubmit()} isDisabled={isCreating}>
                {t('createToken.retry')}
              </Button>
            }
          >
            {alert.message}
          </Notice>
        )}
        <TextField
          onChange={() => token.send({ type: 'token.edit' })}
          name="name"
          label={t('createToken.name')}
          description={t('createToken.nameHint')}
          autoComplete="off"
          maxLength={teamFields.tokenNameMaxLength}
          isRequired
        />
        <CheckboxGroup
          name="abilities"
          label={t('createToken.abilities')}
          options={abilityOptions(t)}
          value={abilities}
          onChange={(chosen) => {
            setAbilities(chosen)
            token.send({ type: 'token.edit' })
          }}
          description={t('createToken.abilitiesHint')}
        />
        <Select
          name="expires_at"
          label={t('createToken.expires')}
          options={lifetimeOptions(t)}
          defaultSelectedKey={defaultLifetime}
        />
        <div>
          <Button type="submit" tone="primary" variant="solid" isBusy={isCreating}>
            {t('createToken.submit')}
          </Button>
        </div>
      </Form>
    </section>
  )
}
