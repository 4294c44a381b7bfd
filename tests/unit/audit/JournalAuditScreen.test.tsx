import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { paginationMachine } from '../../../src/machines/pagination'
import { createJournal, readJournal } from '../../../src/services/journal/journal'
import { JournalAuditScreen } from '../../../src/views/audit/JournalAuditScreen'

// The drawing itself needs a real browser (tests/e2e/audit.e2e.ts); its label says what it shows.
vi.mock('../../../src/views/audit/LazyStateChartFlow', () => ({
  LazyStateChartFlow: ({ label }: { label: string }) => <figure aria-label={label} />,
}))

/** A journal of a pagination walked page by page: 1 init + 14 moves. */
async function paginationJournal() {
  const journal = createJournal({ run: 'run-1' })
  const actor = createActor(paginationMachine, {
    input: { totalItems: 100, currentPage: 1 },
    inspect: journal.inspect,
  }).start()
  for (let move = 0; move < 14; move += 1) {
    actor.send({ type: move < 9 ? 'pagination.next' : 'pagination.previous' })
  }
  return journal.all()
}

/** The first render waits for every machine module to load: slow on a busy machine. */
const slow = { timeout: 10_000 }

const stateAfter = () => screen.getByTestId('state-after').textContent

describe('the journal audit screen', () => {
  it('pages the table, and steps through the events with the chart following', async () => {
    const entries = await paginationJournal()
    render(<JournalAuditScreen own={readJournal(entries)} />)
    await screen.findByText('Your journal: 15 events.', undefined, slow)
    const table = await screen.findByRole('grid', { name: 'Journal events' }, slow)
    expect(within(table).getAllByRole('row')).toHaveLength(11)
    // Its actor is named for people, not by its session id (issue 14, item 11).
    expect(
      within(table).getAllByRole('gridcell', { name: 'Pagination of 100 items' }),
    ).toHaveLength(10)
    expect(within(table).queryByRole('gridcell', { name: /^x:\d/ })).toBeNull()

    await userEvent.click(within(table).getAllByRole('row')[1] as HTMLElement)
    expect(await screen.findByRole('heading', { name: /Event 1 of 15: xstate\.init/ })).toBeTruthy()
    expect(stateAfter()).toBe('firstPage')
    expect(screen.getByRole('figure').getAttribute('aria-label')).toBe(
      'State chart of pagination: — before, firstPage after xstate.init',
    )

    await userEvent.click(screen.getByRole('button', { name: 'Last' }))
    expect(await screen.findByRole('heading', { name: /Event 15 of 15/ })).toBeTruthy()
    // The table followed to the chosen event's page.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
        'page',
      ),
    )
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true)
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }))
    expect(await screen.findByRole('heading', { name: /Event 14 of 15/ })).toBeTruthy()
  }, 30_000)

  it('keeps the chosen event when the filters keep it, in its new place', async () => {
    const entries = await paginationJournal()
    render(<JournalAuditScreen own={readJournal(entries)} />)
    const table = await screen.findByRole('grid', { name: 'Journal events' }, slow)
    await userEvent.click(within(table).getAllByRole('row')[3] as HTMLElement)
    expect(await screen.findByRole('heading', { name: /Event 3 of 15/ })).toBeTruthy()
    await userEvent.type(screen.getByRole('textbox', { name: 'Event type contains' }), 'next')
    expect(
      await screen.findByRole('heading', { name: /Event 2 of 9: pagination\.next/ }),
    ).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(await screen.findByRole('heading', { name: /Event 3 of 15/ })).toBeTruthy()
  }, 30_000)

  it('filters by machine in a chip that names it, and clears it there', async () => {
    const user = userEvent.setup()
    const entries = await paginationJournal()
    render(<JournalAuditScreen own={readJournal(entries)} />)
    await screen.findByRole('grid', { name: 'Journal events' }, slow)
    // jsdom gives <search> no role yet; browsers do.
    const bar = document.querySelector<HTMLElement>(
      'search[aria-label="Filter the journal"]',
    ) as HTMLElement
    expect(within(bar).queryByRole('button', { name: 'Clear filters' })).toBeNull()
    await user.click(within(bar).getByRole('button', { name: 'Machine' }))
    const popover = await screen.findByRole('dialog', { name: 'Machine' })
    const select = within(popover).getByRole('button', { name: /Machine$/ })
    await user.click(select)
    await user.click(await screen.findByRole('option', { name: 'pagination' }))
    // Focus stays in the chip's popover: on the select, or on the dialog when jsdom on a busy
    // machine runs the popover's focus containment before the list's restore.
    await waitFor(() => expect(popover.contains(document.activeElement)).toBe(true))
    await user.keyboard('{Escape}')
    const chip = await within(bar).findByRole('button', { name: 'Machine: pagination' })
    await waitFor(() => expect(document.activeElement).toBe(chip))
    await user.click(within(bar).getByRole('button', { name: 'Clear Machine' }))
    expect(within(bar).getByRole('button', { name: 'Machine' })).toBeTruthy()
    expect(within(bar).queryByRole('button', { name: 'Clear filters' })).toBeNull()
  }, 30_000)

  it('tells staff to import a file, and why a file was refused', async () => {
    render(<JournalAuditScreen own={null} />)
    expect(screen.getByText('No journal yet: import the file a user exported.')).toBeTruthy()
    const input = document.querySelector('input[type="file"]') as HTMLInputElement
    await userEvent.upload(input, new File(['{"format":"switchboard.journal"}'], 'journal.json'))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('journal.json is not a journal export of Switchboard')
    expect(alert.textContent).toContain('version:')
    expect(screen.getByRole('button', { name: 'Export as JSON' }).hasAttribute('disabled')).toBe(
      true,
    )
  })
})
