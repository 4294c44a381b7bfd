import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { CustomFieldResource } from '../../../src/contract/custom-field'
import { HttpError } from '../../../src/services/http/errors'
import { CreateCustomFieldForm } from '../../../src/views/settings/customFields/CustomFieldForm'
import { renderInRouter } from './renderScreen'

const api = vi.hoisted(() => ({ create: vi.fn(), update: vi.fn(), list: vi.fn(), remove: vi.fn() }))
vi.mock('../../../src/views/settings/customFields/customFieldsApi', () => ({
  customFieldsApi: api,
}))

const created: CustomFieldResource = {
  id: 'cf_1',
  key: 'plan',
  label: 'Plan',
  type: 'select',
  options: ['Gold', 'Silver'],
  created_at: '2026-11-23T10:00:00.000Z',
  updated_at: '2026-11-23T10:00:00.000Z',
}

const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) })

async function chooseType(name: string) {
  await userEvent.click(screen.getByRole('button', { name: /Type/ }))
  await userEvent.click(await screen.findByRole('option', { name }))
}

describe('the custom field form', () => {
  beforeEach(() => {
    vi.clearAllMocks()
  })

  it('checks the key as the contract does before sending, at the key field', async () => {
    await renderInRouter(() => <CreateCustomFieldForm onDone={() => {}} />)
    await userEvent.type(textbox('Label'), 'Plan')
    await userEvent.type(textbox('Key'), 'Plan level')
    await userEvent.click(screen.getByRole('button', { name: 'Create field' }))
    expect(await screen.findByText(/must start with a letter and hold only a-z/)).toBeTruthy()
    expect(textbox('Key').getAttribute('aria-invalid')).toBe('true')
    expect(api.create).not.toHaveBeenCalled()

    await userEvent.clear(textbox('Key'))
    await userEvent.type(textbox('Key'), 'phone')
    await userEvent.click(screen.getByRole('button', { name: 'Create field' }))
    expect(await screen.findByText(/names a field every contact already has/)).toBeTruthy()
    expect(api.create).not.toHaveBeenCalled()
  }, 30_000)

  it('sends a select with its options, edited in place, and reports success', async () => {
    const onDone = vi.fn()
    api.create.mockResolvedValue({ ok: true, data: created })
    await renderInRouter(() => <CreateCustomFieldForm onDone={onDone} />)
    await userEvent.type(textbox('Label'), 'Plan')
    await userEvent.type(textbox('Key'), 'plan')
    await chooseType('Choice from a list')
    await userEvent.type(textbox('Option 1'), 'Gold')
    await userEvent.click(screen.getByRole('button', { name: 'Add option' }))
    await userEvent.type(textbox('Option 2'), 'Bronze')
    await userEvent.click(screen.getByRole('button', { name: 'Add option' }))
    await userEvent.type(textbox('Option 3'), 'Silver')
    await userEvent.click(screen.getByRole('button', { name: 'Remove option 2' }))
    expect(textbox('Option 2')).toHaveProperty('value', 'Silver')
    await userEvent.click(screen.getByRole('button', { name: 'Create field' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(api.create).toHaveBeenCalledWith(
      { key: 'plan', label: 'Plan', type: 'select', options: ['Gold', 'Silver'] },
      expect.any(AbortSignal),
    )
  }, 30_000)

  it('says duplicate options at the options, and a taken key (the server’s 422) at the key', async () => {
    await renderInRouter(() => <CreateCustomFieldForm onDone={() => {}} />)
    await userEvent.type(textbox('Label'), 'Plan')
    await userEvent.type(textbox('Key'), 'plan')
    await chooseType('Choice from a list')
    await userEvent.type(textbox('Option 1'), 'Gold')
    await userEvent.click(screen.getByRole('button', { name: 'Add option' }))
    await userEvent.type(textbox('Option 2'), 'Gold')
    await userEvent.click(screen.getByRole('button', { name: 'Create field' }))
    const group = screen.getByRole('group', { name: 'Options' })
    expect((await screen.findByRole('alert')).textContent).toContain('has duplicates')
    expect(group.textContent).toContain('has duplicates')
    expect(api.create).not.toHaveBeenCalled()

    api.create.mockResolvedValue({
      ok: false,
      status: 422,
      validation: {
        message: 'The key has already been taken by another custom field.',
        errors: { key: ['The key has already been taken by another custom field.'] },
      },
    })
    await userEvent.clear(textbox('Option 2'))
    await userEvent.type(textbox('Option 2'), 'Silver')
    await userEvent.click(screen.getByRole('button', { name: 'Create field' }))
    await screen.findByText('The key has already been taken by another custom field.')
    expect(textbox('Key').getAttribute('aria-invalid')).toBe('true')
    // What was typed stays.
    expect(textbox('Label')).toHaveProperty('value', 'Plan')
    expect(textbox('Option 2')).toHaveProperty('value', 'Silver')
  }, 30_000)

  it('offers to send the same values again when the request fails', async () => {
    api.create.mockResolvedValueOnce({
      ok: false,
      status: 500,
      error: new HttpError(500, '/custom-fields', null, 'The server failed.'),
      aborted: false,
    })
    api.create.mockResolvedValueOnce({
      ok: true,
      data: { ...created, type: 'number', options: [] },
    })
    const onDone = vi.fn()
    await renderInRouter(() => <CreateCustomFieldForm onDone={onDone} />)
    await userEvent.type(textbox('Label'), 'Score')
    await userEvent.type(textbox('Key'), 'score')
    await chooseType('Number')
    await userEvent.click(screen.getByRole('button', { name: 'Create field' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(api.create).toHaveBeenLastCalledWith(
      { key: 'score', label: 'Score', type: 'number', options: [] },
      expect.any(AbortSignal),
    )
  }, 30_000)
})
