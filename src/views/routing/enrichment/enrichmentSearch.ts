import { type PageSearch, validatePageSearch } from '../../lists/pageSearch'

/** /sms/routing/routes/mnp: `?page=` of the cached answers and `?ported=yes|no`. */
export interface MnpSearch extends PageSearch {
  ported?: 'yes' | 'no'
}

/** /sms/routing/routes/hlr: `?page=` of the log and `?status=ok|failed`. */
export interface HlrSearch extends PageSearch {
  status?: 'ok' | 'failed'
}

export function validateMnpSearch(search: Record<string, unknown>): MnpSearch {
  const { ported } = search
  return {
    ...validatePageSearch(search),
    ...(ported === 'yes' || ported === 'no' ? { ported } : {}),
  }
}

export function validateHlrSearch(search: Record<string, unknown>): HlrSearch {
  const { status } = search
  return {
    ...validatePageSearch(search),
    ...(status === 'ok' || status === 'failed' ? { status } : {}),
  }
}
