import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { ContactResource } from '../../../src/contract/contact'
import {
  type BulkOutcome,
  contactSelectionMachine,
  createContactSelectionActors,
  selectCountIsLowerBound,
  selectSelectedCount,
} from '../../../src/machines/contactSelection'
import messages from '../../../src/messages/audience-contacts/catalogue'
import { translator } from '../../../src/messages/translate'
import { ContactTable } from '../../../src/views/audience/contacts/ContactTable'
import { standardColumns } from '../../../src/views/audience/contacts/columns'
import { contactCount } from '../../../src/views/audience/contacts/contactWords'
import { DeleteDialog } from '../../../src/views/audience/contacts/DeleteDialog'
import { SelectionBar, selectionSentence } from '../../../src/views/audience/contacts/SelectionBar'
import { TagDialog } from '../../../src/views/audience/contacts/TagDialog'

const contact = (id: string, last: string): ContactResource => ({
  id,
  phone: `+1415200${id.slice(1).padStart(4, '0')}`,
  country: 'US',
  network: null,
  first_name: 'Ann',
  last_name: last,
  email: null,
  tags: ['vip'],
  custom_fields: {},
  status: 'active',
  source: 'manual',
  last_contacted_at: null,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
})

const t = translator(messages, 'en')

const rows = [contact('c1', 'One'), contact('c2', 'Two')]
const page = {
  key: 'status=active',
  filter: { status: 'active' },
  pageIds: ['c1', 'c2'],
  total: 12_345,
}

function renderBulk(deps: Partial<Parameters<typeof createContactSelectionActors>[0]> = {}) {
  const done = vi.fn()
  const selection = createActor(
    contactSelectionMachine.provide({
      actors: createContactSelectionActors({
        applyTags: async () => ({ ok: true, data: { message: 'Tagged.' } }),
        deleteSelection: async () => ({ ok: true, data: { message: 'Deleted.' } }),
        exportSelection: async () => ({ ok: true, data: { message: 'Exported.' } }),
        ...deps,
      }),
      actions: { reportDone: (_, { outcome }) => done(outcome) },
    }),
    { input: { page } },
  ).start()
  const columns = standardColumns.filter((column) =>
    ['phone', 'last_name', 'status'].includes(column.id),
  )
  render(
    <>
      <SelectionBar selection={selection} total={page.total} filtered canWrite />
      <ContactTable
        contacts={rows}
        columns={columns}
        sort="-created_at"
        selection={selection}
        onSort={() => {}}
        hrefOf={(row) => `/audience/contacts?contact=${row.id}`}
      />
      <TagDialog selection={selection} knownTags={['vip']} />
      <DeleteDialog selection={selection} />
    </>,
  )
  return { selection, done }
}

// React Aria widgets in jsdom are slow on a busy machine: each test gets room.
describe('selecting contacts', { timeout: 20_000 }, () => {
  it('states the selection plainly, with the count', () => {
    expect(selectionSentence(t, 'ids', 1, true)).toBe('1 contact selected.')
    expect(selectionSentence(t, 'matching', 12_345, true)).toBe(
      'All 12,345 contacts matching these filters are selected.',
    )
    expect(selectionSentence(t, 'matching', 40, false)).toBe(
      'All 40 contacts of the team are selected.',
    )
  })

  it("says the count in the reader's language and digits, one sentence per plural form", () => {
    expect(selectionSentence(translator(messages, 'fa'), 'ids', 12, true)).toBe(
      '۱۲ مخاطب انتخاب شدند.',
    )
    expect(selectionSentence(translator(messages, 'ar'), 'ids', 2, true)).toBe('حُدِّدت جهتا اتصال.')
  })

  it('says "more than" when the list stopped counting at its cap', () => {
    expect(selectionSentence(t, 'matching', 1_000, true, true)).toBe(
      'All contacts matching these filters are selected: more than 1,000 contacts.',
    )
    expect(contactCount(t, 1_000, true)).toBe('more than 1,000 contacts')
    const machine = createActor(contactSelectionMachine, {
      input: {
        page: {
          key: 'q',
          filter: { tag: 'vip' },
          pageIds: ['a'],
          total: 1_000,
          totalIsLowerBound: true,
        },
      },
    }).start()
    machine.send({ type: 'selection.togglePage' })
    machine.send({ type: 'selection.selectMatching' })
    expect(selectCountIsLowerBound(machine.getSnapshot())).toBe(true)
    expect(selectSelectedCount(machine.getSnapshot())).toBe(1_000)
  })

  it('selects the page, then everything matching the filters', async () => {
    const user = userEvent.setup()
    renderBulk()
    expect(screen.queryByRole('region', { name: 'Selection' })).toBeNull()
    await user.click(screen.getByRole('checkbox', { name: 'Select every contact on this page' }))
    expect(screen.getByText('2 contacts selected.')).toBeTruthy()
    await user.click(
      screen.getByRole('button', { name: 'Select all 12,345 contacts matching these filters' }),
    )
    expect(
      screen.getByText('All 12,345 contacts matching these filters are selected.'),
    ).toBeTruthy()
    // Unchoosing a row goes back to the rows of the page.
    await user.click(screen.getByRole('checkbox', { name: 'Select Ann One' }))
    expect(screen.getByText('1 contact selected.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Clear selection' }))
    expect(screen.queryByText(/selected/)).toBeNull()
  })

  it('sorts by a column with its header button and says the order', async () => {
    const onSort = vi.fn()
    const selection = createActor(contactSelectionMachine, { input: { page } }).start()
    render(
      <ContactTable
        contacts={rows}
        columns={standardColumns}
        sort="last_name"
        selection={selection}
        onSort={onSort}
        hrefOf={() => '/'}
      />,
    )
    const header = screen.getByRole('columnheader', { name: /Last name/ })
    expect(header.getAttribute('aria-sort')).toBe('ascending')
    await userEvent.click(within(header).getByRole('button'))
    expect(onSort).toHaveBeenCalledWith('-last_name')
    await userEvent.click(screen.getByRole('button', { name: /Added/ }))
    expect(onSort).toHaveBeenLastCalledWith('-created_at')
    expect(screen.getByRole('link', { name: '+14152000001' }).getAttribute('href')).toBe('/')
  })

  it('asks before deleting, with the count, and sends the filter of everything matching', async () => {
    const user = userEvent.setup()
    const deleteSelection = vi.fn(
      async (): Promise<BulkOutcome> => ({ ok: true, data: { message: 'Deleted.' } }),
    )
    const { done } = renderBulk({ deleteSelection })
    await user.click(screen.getByRole('checkbox', { name: 'Select every contact on this page' }))
    await user.click(screen.getByRole('button', { name: /Select all 12,345/ }))
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 12,345 contacts?' })
    expect(dialog.textContent).toContain('Every contact matching the current filters')
    await user.click(within(dialog).getByRole('button', { name: 'Delete 12,345 contacts' }))
    await waitFor(() => expect(done).toHaveBeenCalled())
    expect(deleteSelection).toHaveBeenCalledWith(
      { mode: 'filter', filter: { status: 'active' } },
      expect.any(AbortSignal),
    )
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  })

  it('shows a refused tag at the field and keeps what was typed', async () => {
    const user = userEvent.setup()
    const applyTags = vi.fn(
      async (): Promise<BulkOutcome> => ({
        ok: false,
        status: 422,
        validation: {
          message: 'The tags.0 field must not be greater than 64 characters.',
          errors: { 'tags.0': ['The tags.0 field must not be greater than 64 characters.'] },
        },
      }),
    )
    renderBulk({ applyTags })
    await user.click(screen.getByRole('checkbox', { name: 'Select Ann Two' }))
    await user.click(screen.getByRole('button', { name: 'Tag' }))
    const dialog = await screen.findByRole('dialog', { name: 'Tag 1 contact' })
    const field = within(dialog).getByRole('textbox', { name: 'Tags to add' })
    await user.click(field)
    await user.paste('x'.repeat(65))
    await user.click(within(dialog).getByRole('button', { name: 'Tag 1 contact' }))
    expect(
      await within(dialog).findByText('The tags.0 field must not be greater than 64 characters.'),
    ).toBeTruthy()
    expect((field as HTMLInputElement).value).toBe('x'.repeat(65))
    expect(applyTags).toHaveBeenCalledWith(
      { action: 'tag', tags: ['x'.repeat(65)], selection: { mode: 'ids', ids: ['c2'] } },
      expect.any(AbortSignal),
    )
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    act(() => {})
    expect(screen.getByText('1 contact selected.')).toBeTruthy()
  })
})
