/**
 * True when the text typed in the deletion dialog names the project. Spaces around it are forgiven (a pasted
 * name often carries them); letter case is not, so the user reads the name rather than guessing at it.
 */
export function confirmsProjectName(typed: string, projectName: string): boolean {
  return typed.trim() !== '' && typed.trim() === projectName.trim()
}
