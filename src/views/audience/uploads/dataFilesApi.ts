import { http as httpConstants, pagination } from '../../../contract/constants'
import type { StreamTicketResponse } from '../../../contract/events'
import { eventPaths } from '../../../contract/routes'
import type { DataImportActorDeps, SampleData } from '../../../machines/dataImport'
import { createCustomFieldsApi } from '../../../services/api/customFields'
import { dataFileEvents, watchDataFile } from '../../../services/api/dataFileProgress'
import { createDataFilesApi } from '../../../services/api/dataFiles'
import { api, events, refresher, tokens } from '../../../services/http'
import type { ApiResult } from '../../../services/http/client'
import { createUploader } from '../../../services/http/upload'

/** The data file calls on the app's client; uploads go through XMLHttpRequest for progress. */
export const dataFilesApi = createDataFilesApi(api, createUploader({ tokens, refresher, events }))
const customFieldsApi = createCustomFieldsApi(api)

/** The sample with the server's suggestion, and the team's custom fields a column may fill. */
async function loadSample(id: string, signal: AbortSignal): Promise<ApiResult<SampleData>> {
  const [sample, fields] = await Promise.all([
    dataFilesApi.sample(id, signal),
    customFieldsApi.list({ per_page: pagination.maxItemsPerPage }, signal),
  ])
  if (!sample.ok) return sample
  if (!fields.ok) return fields
  return {
    ok: true,
    data: {
      sample: sample.data,
      fields: fields.data.data.map(({ key, label }) => ({ key, label })),
    },
  }
}

const progressEvents = () =>
  dataFileEvents({
    ticket: () => api.v1.post<StreamTicketResponse>(eventPaths.ticket),
    streamUrl: `${httpConstants.apiBase}${httpConstants.apiVersion}/${eventPaths.stream}`,
  })

/** What the import machine's actors call in the app. */
export const dataImportDeps: DataImportActorDeps = {
  upload: (file, options) => dataFilesApi.upload(file as File, options),
  loadDataFile: (id, signal) => dataFilesApi.show(id, signal),
  loadSample,
  startImport: (id, request, signal) => dataFilesApi.startImport(id, request, signal),
  watchImport: (id) => watchDataFile({ show: dataFilesApi.show, events: progressEvents }, id),
}
