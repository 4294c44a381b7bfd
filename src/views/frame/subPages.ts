import type { SubPage } from './pages'

/**
 * The tabs of the splat pages, apart from the page table: their routes check the splat against
 * them while matching, so they load with the route tree, which the table does not.
 */
export const accountSubPages: readonly SubPage[] = [
  { path: '', titleKey: 'subPage.profile' },
  { path: 'password', titleKey: 'subPage.password' },
  { path: 'preferences', titleKey: 'subPage.preferences' },
  // Its own route (/my-account/journal), listed here to be one of the account's tabs.
  { path: 'journal', titleKey: 'subPage.journal' },
]

export const teamSettingsSubPages: readonly SubPage[] = [
  { path: '', titleKey: 'subPage.team' },
  { path: 'members', titleKey: 'subPage.members' },
  { path: 'invitations', titleKey: 'subPage.invitations', permission: 'invitations.view' },
]

/** The sub-page a splat opens ('password/' is 'password'), if there is one. */
export function findSubPageIn(
  subPages: readonly SubPage[] | undefined,
  splat: string,
): SubPage | undefined {
  const path = splat.replace(/\/+$/, '')
  return subPages?.find((subPage) => subPage.path === path)
}
