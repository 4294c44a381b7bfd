import { BehaviorSubject } from 'rxjs'

/** The page (href) on which an API call answered 404, until the user leaves it. */
export const fatalNotFound$ = new BehaviorSubject<string | null>(null)

export function showFatalNotFound(href: string) {
  fatalNotFound$.next(href)
}
