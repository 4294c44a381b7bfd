import type { IconifyJSON } from '@iconify/types'
import { iconsPath } from '../contract/routes'

/** An icon's name as Iconify writes it: `<collection>:<icon>`, such as `lucide:bell`. */
export type IconName = `${string}:${string}`

const loaded = new Map<IconName, Promise<string | null>>()

/**
 * The icon as a CSS `url(data:image/svg+xml…)`, from the server's icon endpoint (spec §7), or
 * null when it has no such icon. Drawn as an image, an icon's markup can run no script, whatever
 * the icon service sent. Each icon is asked for once per page; the browser caches the answer.
 * The code that draws an icon from its data loads beside the request: no first paint waits for it.
 */
export function iconUrl(name: IconName, fetchJson = globalThis.fetch): Promise<string | null> {
  let icon = loaded.get(name)
  if (!icon) {
    const [collection, iconName] = name.split(':') as [string, string]
    const data = fetchJson(`${iconsPath}/${collection}.json?icons=${iconName}`).then((response) =>
      response.ok ? (response.json() as Promise<IconifyJSON>) : null,
    )
    icon = Promise.all([data, import('./iconSvg')])
      .then(([found, { iconDataUrl }]) => found && iconDataUrl(found, iconName))
      .catch(() => {
        // Not kept: the next screen that shows it asks again.
        loaded.delete(name)
        return null
      })
    loaded.set(name, icon)
  }
  return icon
}
