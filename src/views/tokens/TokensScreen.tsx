import { useLoaderData, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { apiTokenMachine, createApiTokenActors } from '../../machines/apiToken'
import messages from '../../messages/tokens/catalogue'
import { useMessages } from '../../messages/useMessages'
import { useJournaledActorRef } from '../../services/journal/useJournaledActorRef'
import { apiTokensApi } from '../../services/teamApis'
import { PageFrame } from '../frame/PageFrame'
import * as listStyles from '../lists/lists.css'
import { PendingList } from '../lists/PendingList'
import { useTeamNames } from '../teams/roleNames'
import { useTeamOffers } from '../teams/useTeamOffers'
import { CreateTokenForm } from './CreateTokenForm'
import { SecretDialog } from './SecretDialog'
import { TokenList } from './TokenList'

const actors = createApiTokenActors({
  create: (request, signal) => apiTokensApi.create(request, signal),
  writeClipboard: (text) => navigator.clipboard.writeText(text),
})

/**
 * /settings/tokens: the caller's API tokens in the current team. Creating one shows its secret
 * once; each can be revoked. Roles that may not create tokens are not offered the form.
 */
export function TokensScreen() {
  const t = useMessages(messages)
  const names = useTeamNames()
  const result = useLoaderData({ from: '/_default/_verified/settings/tokens' })
  const router = useRouter()
  const current = useTeamOffers()
  // A fresh form for the next token once a secret is dismissed.
  const [generation, setGeneration] = useState(0)
  const token = useJournaledActorRef(
    apiTokenMachine.provide({
      actors,
      actions: {
        reportCreated: () => void router.invalidate(),
        resetForm: () => setGeneration((value) => value + 1),
      },
    }),
  )
  return (
    <PageFrame>
      <div className={listStyles.section}>
        {current?.offers.createToken ? (
          <CreateTokenForm key={generation} token={token} />
        ) : (
          <p className={listStyles.muted}>
            {current
              ? t('tokens.cannotCreate', {
                  team: current.team.name,
                  role: names.role(current.team.role),
                })
              : t('tokens.cannotCreateNoTeam')}
          </p>
        )}
        <TokenList result={result} teamName={current?.team.name ?? null} />
      </div>
      <SecretDialog token={token} />
    </PageFrame>
  )
}

export function TokensPending() {
  return (
    <PageFrame>
      <PendingList />
    </PageFrame>
  )
}
