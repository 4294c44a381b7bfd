import { automationPaths } from '../../../contract/automation/automation'
import type { TestRunRequest, TestRunResponse } from '../../../contract/automation/testRun'
import type { ContactList } from '../../../contract/contact'
import { resourcePaths } from '../../../contract/routes'
import { fillPath } from '../../../services/api/paths'
import { api } from '../../../services/http'

/** The test run's calls: find a contact to walk, and walk it (nothing is sent or stored). */
export const testRunApi = {
  findContacts: (search: string, signal?: AbortSignal) =>
    api.v1.get<ContactList>(resourcePaths.contacts, {
      query: { search, per_page: 10, sort: 'first_name' },
      signal,
    }),
  run: (id: string, body: TestRunRequest, signal?: AbortSignal) =>
    api.v1.post<TestRunResponse>(fillPath(automationPaths.testRun, { id }), body, { signal }),
}
