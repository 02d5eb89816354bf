/**
 * Saves text the API answered (an export) as a file in the user's downloads, without a second request: the
 * answer arrives inside the JSON envelope, so the browser never sees a download response of its own.
 */
export function saveTextFile(fileName: string, content: string, contentType: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: `${contentType};charset=utf-8` }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
