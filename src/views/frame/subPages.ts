import type { SubPage } from './pages'

/**
 * The tabs of the splat pages, apart from the page table: their routes check the splat against
 * them while matching, so they load with the route tree, which the table does not.
 */
export const accountSubPages: readonly SubPage[] = [
  { path: '', title: 'Profile' },
  { path: 'password', title: 'Password' },
  { path: 'preferences', title: 'Preferences' },
  // Its own route (/my-account/journal), listed here to be one of the account's tabs.
  { path: 'journal', title: 'Event journal' },
]

export const teamSettingsSubPages: readonly SubPage[] = [
  { path: '', title: 'Team' },
  { path: 'members', title: 'Members' },
  { path: 'invitations', title: 'Invitations', permission: 'invitations.view' },
]

/** The sub-page a splat opens ('password/' is 'password'), if there is one. */
export function findSubPageIn(
  subPages: readonly SubPage[] | undefined,
  splat: string,
): SubPage | undefined {
  const path = splat.replace(/\/+$/, '')
  return subPages?.find((subPage) => subPage.path === path)
}
