import type { IconifyJSON } from '@iconify/types'
import { getIconData } from '@iconify/utils/lib/icon-set/get-icon'
import { iconToSVG } from '@iconify/utils/lib/svg/build'
import { iconToHTML } from '@iconify/utils/lib/svg/html'
import { svgToURL } from '@iconify/utils/lib/svg/url'

/** One icon of an Iconify set as a CSS `url(data:image/svg+xml…)`, 1em high; null if absent. */
export function iconDataUrl(data: IconifyJSON, iconName: string): string | null {
  const found = getIconData(data, iconName)
  if (!found) return null
  const { attributes, body } = iconToSVG(found, { height: '1em' })
  return svgToURL(iconToHTML(body, attributes))
}
