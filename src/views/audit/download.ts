/** Offers a value to the browser as a JSON file download. */
export function downloadJson(fileName: string, value: unknown) {
  const blob = new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // The click has handed the file to the browser; the URL may go once it has read it.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** `switchboard-journal-2025-01-31T10-20-00.json`: sortable, and valid on every file system. */
export const journalFileName = (now: Date) =>
  `switchboard-journal-${now.toISOString().slice(0, 19).replaceAll(':', '-')}.json`
