import { normalizePathname } from '../session/index.ts'

/** The widget builder previews its own widget, so a second assistant button there would be confusing. */
const pagesWithoutAssistant = new Set(['/widget/builder/'])

/** Spec section 2: the floating assistant button shows on public pages except the widget builder. */
export function showsAssistantButton(pathname: string): boolean {
  return !pagesWithoutAssistant.has(normalizePathname(pathname))
}
