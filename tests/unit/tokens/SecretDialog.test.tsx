import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { CreateApiTokenRequest } from '../../../src/contract/api-tokens'
import {
  apiTokenMachine,
  createApiTokenActors,
  type TokenOutcome,
} from '../../../src/machines/apiToken'
import { SecretDialog } from '../../../src/views/tokens/SecretDialog'
import { apiTokenCreated, apiTokenRequest } from '../../machines/models/apiToken.model'

describe('the secret of a new API token', () => {
  beforeAll(() => import('../../../src/design/Modal'))

  it('is shown in a dialog with a copy button, then gone once dismissed', async () => {
    const writeClipboard = vi.fn(async () => {})
    const token = createActor(
      apiTokenMachine.provide({
        actors: createApiTokenActors({
          create: async () => apiTokenCreated as TokenOutcome,
          writeClipboard,
        }),
      }),
    ).start()
    render(<SecretDialog token={token} />)
    expect(screen.queryByRole('dialog')).toBeNull()

    act(() => {
      token.send({ type: 'token.submit', request: apiTokenRequest as CreateApiTokenRequest })
    })
    const dialog = await screen.findByRole('dialog', { name: 'Copy your new API token' })
    expect(screen.getByRole('textbox', { name: 'Secret' })).toHaveProperty('value', 'sbt_secret')
    expect(dialog.textContent).toContain('CRM sync')

    await userEvent.click(screen.getByRole('button', { name: 'Copy' }))
    await screen.findByText('Copied to the clipboard.')
    expect(writeClipboard).toHaveBeenCalledWith('sbt_secret')

    await userEvent.click(screen.getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(token.getSnapshot().matches('editing')).toBe(true)
    expect(token.getSnapshot().context.secret).toBeNull()
  })

  it('says how to copy by hand when the browser refuses the clipboard', async () => {
    const token = createActor(
      apiTokenMachine.provide({
        actors: createApiTokenActors({
          create: async () => apiTokenCreated as TokenOutcome,
          writeClipboard: async () => {
            throw new DOMException('Denied', 'NotAllowedError')
          },
        }),
      }),
    ).start()
    render(<SecretDialog token={token} />)
    act(() => {
      token.send({ type: 'token.submit', request: apiTokenRequest as CreateApiTokenRequest })
    })
    await screen.findByRole('dialog')
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }))
    await screen.findByText(/select the secret and copy it yourself/)
  })
})
