import type { OrganizationRole } from '@platform/shared/contracts/access'
import { inviteUsersRequestSchema } from '@platform/shared/contracts/organizations'
import { type FieldErrors, validateWith } from '../../lib/forms/field-errors.ts'

/** One person to invite; `key` identifies the row while rows are added and removed. */
export interface InviteRow {
  key: string
  email: string
  role: OrganizationRole
}

export interface RowErrors {
  email?: string
  role?: string
}

export type InviteBody = { users: { email: string; role: OrganizationRole }[] }

export type InviteValidation =
  | { success: true; body: InviteBody; sentKeys: string[] }
  | { success: false; rowErrors: Record<string, RowErrors>; formError?: string }

/** New rows invite as editor: able to build, unable to manage the organization, the usual case. */
export const defaultInviteRole: OrganizationRole = 'editor'

export function newInviteRow(key: string): InviteRow {
  return { key, email: '', role: defaultInviteRole }
}

/** Removes a row, keeping one empty row so the form never disappears. */
export function removeInviteRow(rows: readonly InviteRow[], key: string, newKey: string): InviteRow[] {
  const remaining = rows.filter((row) => row.key !== key)
  return remaining.length > 0 ? remaining : [newInviteRow(newKey)]
}

const normalizedEmail = (email: string) => email.trim().toLowerCase()

/**
 * Maps field errors named by request path (`users.1.email`, from the shared schema or the API) to the rows
 * that were sent, in order.
 */
export function rowErrorsFrom(fieldErrors: FieldErrors, sentKeys: readonly string[]): Record<string, RowErrors> {
  const rowErrors: Record<string, RowErrors> = {}
  for (const [path, message] of Object.entries(fieldErrors)) {
    const match = /^users\.(\d+)\.(email|role)$/.exec(path)
    const key = match ? sentKeys[Number(match[1])] : undefined
    if (!match || key === undefined) continue
    const field = match[2] as keyof RowErrors
    rowErrors[key] = { ...rowErrors[key], [field]: message }
  }
  return rowErrors
}

/**
 * Checks the rows before sending them: rows left blank are skipped while another row is filled in, each
 * remaining row must pass the shared invite schema, and an email may appear only once.
 *
 * @example
 * validateInviteRows([{ key: 'a', email: 'ada@example.com', role: 'admin' }, { key: 'b', email: '', role: 'editor' }])
 * // { success: true, body: { users: [{ email: 'ada@example.com', role: 'admin' }] }, sentKeys: ['a'] }
 */
export function validateInviteRows(rows: readonly InviteRow[]): InviteValidation {
  const filled = rows.filter((row) => row.email.trim() !== '')
  const sent = filled.length > 0 ? filled : rows.slice(0, 1)
  const sentKeys = sent.map((row) => row.key)

  const rowErrors: Record<string, RowErrors> = {}
  const seen = new Set<string>()
  for (const row of sent) {
    const email = normalizedEmail(row.email)
    if (email && seen.has(email)) rowErrors[row.key] = { email: 'This email is already in the list.' }
    seen.add(email)
  }

  const validation = validateWith(inviteUsersRequestSchema, {
    users: sent.map(({ email, role }) => ({ email, role })),
  })
  if (!validation.success) {
    for (const [key, errors] of Object.entries(rowErrorsFrom(validation.fieldErrors, sentKeys))) {
      rowErrors[key] = { ...errors, ...rowErrors[key] }
    }
    // Errors about the list as a whole, such as too many people at once.
    const formError = validation.fieldErrors.users ?? validation.fieldErrors['']
    return { success: false, rowErrors, formError }
  }
  if (Object.keys(rowErrors).length > 0) return { success: false, rowErrors }
  return { success: true, body: validation.data, sentKeys }
}
