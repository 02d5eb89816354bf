import { describe, expect, it } from 'vitest'
import { type InviteRow, newInviteRow, removeInviteRow, rowErrorsFrom, validateInviteRows } from './invite-rows.ts'

const row = (key: string, email: string, role: InviteRow['role'] = 'editor'): InviteRow => ({ key, email, role })

describe('validateInviteRows', () => {
  it('sends filled rows with normalized emails and skips blank ones', () => {
    expect(
      validateInviteRows([row('a', ' Ada@Example.com ', 'admin'), row('b', ''), row('c', 'bo@example.com')]),
    ).toEqual({
      success: true,
      body: {
        users: [
          { email: 'ada@example.com', role: 'admin' },
          { email: 'bo@example.com', role: 'editor' },
        ],
      },
      sentKeys: ['a', 'c'],
    })
  })

  it('asks for an email when every row is blank', () => {
    expect(validateInviteRows([row('a', ''), row('b', '')])).toEqual({
      success: false,
      rowErrors: { a: { email: 'Enter a valid email address.' } },
      formError: undefined,
    })
  })

  it('points at the row with an invalid email', () => {
    const result = validateInviteRows([row('a', 'ada@example.com'), row('b', 'not-an-email')])
    expect(result).toMatchObject({ success: false, rowErrors: { b: { email: 'Enter a valid email address.' } } })
  })

  it('flags an email listed twice on its second row, ignoring case', () => {
    const result = validateInviteRows([row('a', 'ada@example.com'), row('b', 'ADA@example.com ')])
    expect(result).toEqual({ success: false, rowErrors: { b: { email: 'This email is already in the list.' } } })
  })

  it('refuses more people than the API takes at once', () => {
    const rows = Array.from({ length: 51 }, (_, index) => row(`k${index}`, `person${index}@example.com`))
    expect(validateInviteRows(rows)).toMatchObject({ success: false, formError: 'Invite at most 50 people at once.' })
  })
})

describe('rowErrorsFrom', () => {
  it('maps request paths to the rows that were sent', () => {
    expect(
      rowErrorsFrom({ 'users.1.email': 'Taken.', 'users.0.role': 'Pick a role.', name: 'ignored' }, ['a', 'c']),
    ).toEqual({ c: { email: 'Taken.' }, a: { role: 'Pick a role.' } })
  })

  it('ignores paths beyond the rows sent', () => {
    expect(rowErrorsFrom({ 'users.5.email': 'Taken.' }, ['a'])).toEqual({})
  })
})

describe('removeInviteRow', () => {
  it('removes the row and keeps one empty row when none is left', () => {
    expect(removeInviteRow([row('a', 'x'), row('b', 'y')], 'a', 'n')).toEqual([row('b', 'y')])
    expect(removeInviteRow([row('a', 'x')], 'a', 'n')).toEqual([newInviteRow('n')])
  })
})
