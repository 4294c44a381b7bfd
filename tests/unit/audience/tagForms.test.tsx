import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TagList as TagListData, TagResource } from '../../../src/contract/tag'
import { CreateTagForm } from '../../../src/views/audience/tags/CreateTagForm'
import { TagList } from '../../../src/views/audience/tags/TagList'
import { renderInRouter } from './renderScreen'

const api = vi.hoisted(() => ({ create: vi.fn(), update: vi.fn(), list: vi.fn(), remove: vi.fn() }))
vi.mock('../../../src/views/audience/tags/tagsApi', () => ({ tagsApi: api }))

const vip: TagResource = {
  id: 'tag_1',
  name: 'VIP',
  colour: '#22c55e',
  description: null,
  contact_count: 3,
  created_at: '2026-11-23T10:00:00.000Z',
  updated_at: '2026-11-23T10:00:00.000Z',
}
const list: TagListData = { data: [vip], meta: { total: 1, page: 1, per_page: 15, last_page: 1 } }

describe('the tag forms', () => {
  beforeAll(() => import('../../../src/design/Modal'))
  beforeEach(() => {
    vi.clearAllMocks()
  })

  it('shows a refused name at the name field and keeps what was typed', async () => {
    api.create.mockResolvedValue({
      ok: false,
      status: 422,
      validation: {
        message: 'The team already has a tag with this name.',
        errors: { name: ['The team already has a tag with this name.'] },
      },
    })
    await renderInRouter(() => <CreateTagForm />)
    const name = screen.getByRole('textbox', { name: /^Name/ })
    await userEvent.type(name, 'vip')
    await userEvent.keyboard('{Enter}')
    await screen.findByText('The team already has a tag with this name.')
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(name).toHaveProperty('value', 'vip')
    expect(api.create).toHaveBeenCalledWith(
      { name: 'vip', colour: '#22c55e', description: null },
      expect.any(AbortSignal),
    )
  }, 30_000)

  it('renames a tag in its row, by keyboard, and Escape leaves it as it was', async () => {
    api.update.mockResolvedValue({ ok: true, data: { ...vip, name: 'Gold' } })
    await renderInRouter(() => <TagList result={{ ok: true, data: list }} canWrite />)
    const row = screen.getByRole('row', { name: /VIP/ })
    expect(row.textContent).toContain('Green')
    expect(row.textContent).toContain('3')

    await userEvent.click(within(row).getByRole('button', { name: 'Rename VIP' }))
    const field = screen.getByRole('textbox', { name: 'New name for VIP' })
    expect(document.activeElement).toBe(field)
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('textbox', { name: 'New name for VIP' })).toBeNull()

    await userEvent.click(within(row).getByRole('button', { name: 'Rename VIP' }))
    await userEvent.clear(screen.getByRole('textbox', { name: 'New name for VIP' }))
    await userEvent.keyboard('Gold{Enter}')
    await waitFor(() =>
      expect(api.update).toHaveBeenCalledWith('tag_1', { name: 'Gold' }, expect.any(AbortSignal)),
    )
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'New name for VIP' })).toBeNull(),
    )
  }, 30_000)

  it('deletes a tag only once confirmed, saying what happens to its contacts', async () => {
    api.remove.mockResolvedValue({ ok: true, data: { message: 'Deleted.' } })
    await renderInRouter(() => <TagList result={{ ok: true, data: list }} canWrite />)
    await userEvent.click(screen.getByRole('button', { name: 'Delete VIP' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete VIP?' })
    expect(dialog.textContent).toContain('taken off the 3 contacts that carry it')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(api.remove).not.toHaveBeenCalled()

    await userEvent.click(screen.getByRole('button', { name: 'Delete VIP' }))
    const again = await screen.findByRole('alertdialog', { name: 'Delete VIP?' })
    await userEvent.click(within(again).getByRole('button', { name: 'Delete tag' }))
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith('tag_1', expect.any(AbortSignal)))
  }, 30_000)

  it('lists nothing but says so, and offers no changes to readers', async () => {
    await renderInRouter(() => (
      <TagList
        result={{ ok: true, data: { ...list, data: [], meta: { ...list.meta, total: 0 } } }}
        canWrite={false}
      />
    ))
    expect(screen.getByText(/This team has no tags yet/)).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
