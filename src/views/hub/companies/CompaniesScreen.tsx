import { getRouteApi, useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { PageFrame } from '../../frame/PageFrame'
import { PendingList } from '../../lists/PendingList'
import { CompanyList } from './CompanyList'
import { CompanyPage } from './CompanyPage'
import { useCanManageCompanies } from './useCanManageCompanies'

const route = getRouteApi('/_default/_verified/hub/companies/$')

/** /hub/companies/{any...}: the list of companies, or one company's page. */
export function CompaniesScreen() {
  const data = route.useLoaderData()
  const router = useRouter()
  const reload = useCallback(() => void router.invalidate(), [router])
  const { canWrite, role } = useCanManageCompanies()
  return (
    <PageFrame subject={null}>
      {data.view === 'list' ? (
        <CompanyList
          companies={data.companies}
          summary={data.summary}
          canWrite={canWrite}
          teamRole={role}
          onChanged={reload}
        />
      ) : (
        <CompanyPage
          company={data.company}
          balance={data.balance}
          checker={data.checker}
          canWrite={canWrite}
          onChanged={reload}
        />
      )}
    </PageFrame>
  )
}

export function CompaniesPending() {
  return (
    <PageFrame subject={null}>
      <PendingList />
    </PageFrame>
  )
}
