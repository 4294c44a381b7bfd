import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Subject } from 'rxjs'
import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { DataFileList, DataFileResource } from '../../../src/contract/data-file'
import {
  createDataImportActors,
  type DataImportActorDeps,
  dataImportMachine,
} from '../../../src/machines/dataImport'
import type { ApiResult } from '../../../src/services/http/client'
import { HttpError } from '../../../src/services/http/errors'
import { NotifyProvider } from '../../../src/services/NotifyProvider'
import { createNotifier } from '../../../src/services/notify'
import { ChooseStep } from '../../../src/views/audience/uploads/ChooseStep'
import { ImportStep } from '../../../src/views/audience/uploads/ImportStep'
import { MappingStep } from '../../../src/views/audience/uploads/MappingStep'
import { SummaryStep } from '../../../src/views/audience/uploads/SummaryStep'
import { DataFileTable } from '../../../src/views/audience/uploads/UploadsScreen'
import { modelDataFile, modelRejection, modelSample } from '../../machines/models/dataImport.model'
import { renderInRouter } from '../audience/renderScreen'

function startFlow(overrides: Partial<DataImportActorDeps> = {}) {
  const stream = new Subject<DataFileResource>()
  const deps: DataImportActorDeps = {
    upload: vi.fn(async () => ({ ok: true as const, data: modelDataFile('uploaded') })),
    loadDataFile: vi.fn(async () => ({
      ok: true as const,
      data: {
        ...modelDataFile('uploaded'),
        warnings: [
          '1 row has a different number of values than the header (first on line 3); the import reports it as invalid.',
        ],
      },
    })),
    loadSample: vi.fn(async () => ({ ok: true as const, data: modelSample })),
    startImport: vi.fn(async () => ({ ok: true as const, data: modelDataFile('mapped') })),
    watchImport: vi.fn(() => stream.asObservable()),
    ...overrides,
  }
  const flow = createActor(
    dataImportMachine.provide({ actors: createDataImportActors(deps) }),
  ).start()
  return { flow, deps, stream }
}

async function openMapping(overrides: Partial<DataImportActorDeps> = {}) {
  const started = startFlow(overrides)
  act(() => started.flow.send({ type: 'dataFile.open', id: 'file-1' }))
  await vi.waitFor(() => expect(started.flow.getSnapshot().matches('mapping')).toBe(true))
  return started
}

describe('choosing a file', () => {
  it('uploads the chosen File as it is, and says why an empty one is refused', async () => {
    const { flow, deps } = startFlow()
    render(<ChooseStep flow={flow} />)
    const input = document.querySelector('input[type="file"]') as HTMLInputElement
    await userEvent.upload(input, new File([], 'empty.csv'))
    expect(screen.getByRole('alert').textContent).toContain('The file is empty')
    expect(deps.upload).not.toHaveBeenCalled()

    const file = new File(['Phone\n+447911123456\n'], 'contacts.csv', { type: 'text/csv' })
    await userEvent.upload(input, file)
    expect(deps.upload).toHaveBeenCalledWith(file, expect.anything())
  })

  it("shows the server's reason when it refuses the file", async () => {
    const { flow } = startFlow({
      upload: async () => ({
        ok: false,
        status: 422,
        validation: {
          message: 'The given data was invalid.',
          errors: { file: ['The file is not UTF-8 text. Save it as "CSV UTF-8".'] },
        },
      }),
    })
    render(<ChooseStep flow={flow} />)
    act(() => flow.send({ type: 'file.choose', file: new File(['x'], 'latin1.csv') }))
    await vi.waitFor(() => expect(flow.getSnapshot().matches('choosing')).toBe(true))
    expect((await screen.findByRole('alert')).textContent).toContain('The file is not UTF-8 text')
  })
})

// React Aria's selects (one per column, and the country list) take a while to render in jsdom.
describe('mapping the columns', { timeout: 20_000 }, () => {
  it("starts from the server's suggestion, custom fields included, with the file's warnings", async () => {
    const { flow } = await openMapping()
    render(<MappingStep flow={flow} />)
    expect(screen.getByRole('heading', { name: /Map the columns of contacts\.csv/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: /Phone Mobile$/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: /Plan \(custom field\) Plan$/ })).toBeTruthy()
    expect(screen.getByText(/different number of values than the header/)).toBeTruthy()
    expect(screen.getByRole('cell', { name: '+447911123456' })).toBeTruthy()
  })

  it('refuses to import without a phone column, and says so', async () => {
    const { flow, deps } = await openMapping()
    render(<MappingStep flow={flow} />)
    await userEvent.click(screen.getByRole('button', { name: /Phone Mobile$/ }))
    await userEvent.click(await screen.findByRole('option', { name: "Don't import" }))
    expect(screen.getByText(/No column is mapped to Phone yet/)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Import contacts' }))
    expect(screen.getByRole('alert').textContent).toBe(
      'Map one column to Phone: every contact needs a number.',
    )
    expect(deps.startImport).not.toHaveBeenCalled()
  })

  it('shows a refused mapping at its column and keeps the choices', async () => {
    const { flow } = await openMapping({ startImport: async () => modelRejection as never })
    render(<MappingStep flow={flow} />)
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Tags for every contact' }),
      'march, vip',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Import contacts' }))
    await vi.waitFor(() => expect(flow.getSnapshot().matches('mapping')).toBe(true))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('There is no custom field with the key "plan".')
    const plan = screen.getByRole('button', { name: /Plan \(custom field\) Plan$/ })
    expect(plan.closest('[data-invalid]')).not.toBeNull()
    expect(flow.getSnapshot().context.options.tags).toEqual(['march', 'vip'])
  })
})

describe('the import', () => {
  it('shows live progress, then the counts and the error report', async () => {
    const { flow, stream } = await openMapping()
    act(() => flow.send({ type: 'import.start' }))
    await vi.waitFor(() => expect(flow.getSnapshot().matches('importing')).toBe(true))
    const { rerender } = render(<ImportStep flow={flow} />)
    act(() => stream.next(modelDataFile('importing', 20)))
    const bar = screen.getByRole('progressbar', { name: 'Import' })
    expect(bar.getAttribute('aria-valuenow')).toBe('50')
    expect(bar.getAttribute('aria-valuetext')).toBe('20 of 40 rows (50%)')

    act(() =>
      stream.next({
        ...modelDataFile('done', 40),
        counts: { processed: 40, imported: 35, updated: 1, skipped: 2, invalid: 2 },
        has_error_report: true,
      }),
    )
    expect(flow.getSnapshot().matches('done')).toBe(true)
    rerender(
      <NotifyProvider notifier={createNotifier({})}>
        <SummaryStep flow={flow} />
      </NotifyProvider>,
    )
    expect(screen.getByRole('heading', { name: /The import is done/ })).toBeTruthy()
    const counts = within(screen.getByLabelText('Import counts'))
    expect(counts.getByText('35')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toContain('4 rows were not imported')
    expect(
      screen.getByRole('button', { name: 'Download the error report of contacts.csv' }),
    ).toBeTruthy()
  })

  it('says a single row in the singular (issue 14: "1 rows")', async () => {
    const { flow, stream } = await openMapping()
    act(() => flow.send({ type: 'import.start' }))
    await vi.waitFor(() => expect(flow.getSnapshot().matches('importing')).toBe(true))
    act(() =>
      stream.next({
        ...modelDataFile('done', 40),
        counts: { processed: 40, imported: 39, updated: 0, skipped: 1, invalid: 0 },
      }),
    )
    render(
      <NotifyProvider notifier={createNotifier({})}>
        <SummaryStep flow={flow} />
      </NotifyProvider>,
    )
    const summary = screen.getByRole('status').textContent
    expect(summary).toContain('1 row was not imported (1 skipped, 0 invalid)')
    expect(summary).not.toContain('1 rows')
  })
})

const listOf = (files: DataFileResource[]): ApiResult<DataFileList> => ({
  ok: true,
  data: { data: files, meta: { total: files.length, page: 1, per_page: 15, last_page: 1 } },
})

describe('the list of uploads', () => {
  it('says when there is none yet', async () => {
    await renderInRouter(() => <DataFileTable result={listOf([])} />)
    expect(await screen.findByText(/No file has been uploaded in this team yet/)).toBeTruthy()
  })

  it('says why it could not load, with a retry', async () => {
    const failed: ApiResult<DataFileList> = {
      ok: false,
      status: 500,
      error: new HttpError(500, '/data-files', { message: 'Server Error' }),
      aborted: false,
    }
    await renderInRouter(() => <DataFileTable result={failed} />)
    expect((await screen.findByRole('alert')).textContent).toContain('Server Error')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('shows each file with its status, counts and next step', async () => {
    const files = [
      { ...modelDataFile('uploaded'), id: 'a', filename: 'new.csv' },
      { ...modelDataFile('importing', 20), id: 'b', filename: 'running.csv' },
      {
        ...modelDataFile('done', 40),
        id: 'c',
        filename: 'finished.csv',
        has_error_report: true,
        counts: { processed: 40, imported: 38, updated: 0, skipped: 1, invalid: 1 },
      },
    ]
    await renderInRouter(() => <DataFileTable result={listOf(files)} />)
    const row = (name: RegExp) => within(screen.getByRole('row', { name }))
    await screen.findByRole('row', { name: /new\.csv/ })
    expect(row(/new\.csv/).getByText('Uploaded, not imported')).toBeTruthy()
    expect(
      row(/new\.csv/)
        .getByRole('link', { name: 'Map the columns of new.csv' })
        .getAttribute('href'),
    ).toBe('/audience/upload/Create?file=a')
    expect(row(/running\.csv/).getByText('Importing (50%)')).toBeTruthy()
    expect(
      row(/running\.csv/).getByRole('link', { name: 'Follow the import of running.csv' }),
    ).toBeTruthy()
    expect(row(/finished\.csv/).getByText('38')).toBeTruthy()
    expect(
      row(/finished\.csv/).getByRole('button', {
        name: 'Download the error report of finished.csv',
      }),
    ).toBeTruthy()
  })
})
