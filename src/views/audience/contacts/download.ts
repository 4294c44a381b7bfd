/** Offers text to the browser as a CSV file download. */
export function downloadCsv(fileName: string, csv: string) {
  const blob = new Blob([csv], { type: 'text/csv;charset=utf-8' })
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

/** `contacts-2025-01-31T10-20-00.csv`: sortable, and valid on every file system. */
export const exportFileName = (now: Date) =>
  `contacts-${now.toISOString().slice(0, 19).replaceAll(':', '-')}.csv`
