import type { EmailTemplateList } from '../../contract/email-template'
import { resourcePaths } from '../../contract/routes'
import type { HttpClient } from '../http/client'
import type { PageQuery } from './teamSettings'

/** The team's email templates (spec §7: email templates), as pickers read them. */
export function createEmailTemplatesApi(api: HttpClient) {
  const { v1 } = api
  return {
    list: (query: PageQuery & { sort?: string }, signal?: AbortSignal) =>
      v1.get<EmailTemplateList>(resourcePaths.emailTemplates, { query: { ...query }, signal }),
  }
}
