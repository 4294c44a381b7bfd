import type { IconifyJSON } from '@iconify/types'
import { getIconData } from '@iconify/utils/lib/icon-set/get-icon'
import { iconToSVG } from '@iconify/utils/lib/svg/build'
import { iconToHTML } from '@iconify/utils/lib/svg/html'
import { svgToURL } from '@iconify/utils/lib/svg/url'
import { iconsPath } from '../contract/routes'

/** An icon's name as Iconify writes it: `<collection>:<icon>`, such as `lucide:bell`. */
export type IconName = `${string}:${string}`

const loaded = new Map<IconName, Promise<string | null>>()

/**
 * The icon as a CSS `url(data:image/svg+xml…)`, from the server's icon endpoint (spec §7), or
 * null when it has no such icon. Drawn as an image, an icon's markup can run no script, whatever
 * the icon service sent. Each icon is asked for once per page; the browser caches the answer.
 */
export function iconUrl(name: IconName, fetchJson = globalThis.fetch): Promise<string | null> {
  let icon = loaded.get(name)
  if (!icon) {
    const [collection, iconName] = name.split(':') as [string, string]
    icon = fetchJson(`${iconsPath}/${collection}.json?icons=${iconName}`)
      .then((response) => (response.ok ? (response.json() as Promise<IconifyJSON>) : null))
      .then((data) => {
        const found = data && getIconData(data, iconName)
        if (!found) return null
        const { attributes, body } = iconToSVG(found, { height: '1em' })
        return svgToURL(iconToHTML(body, attributes))
      })
      .catch(() => {
        // Not kept: the next screen that shows it asks again.
        loaded.delete(name)
        return null
      })
    loaded.set(name, icon)
  }
  return icon
}
