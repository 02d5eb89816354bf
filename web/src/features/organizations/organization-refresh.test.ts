import { errorCatalogue } from '@platform/shared/errors'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api-client.ts'
import {
  createOrganizationRefreshThrottle,
  isSelectionMissing,
  organizationRefreshIntervalMilliseconds,
  refreshOutcome,
} from './organization-refresh.ts'

function clock(start = 1_000_000) {
  let time = start
  return {
    now: () => time,
    advance(milliseconds: number) {
      time += milliseconds
    },
  }
}

const fulfilled = <Value>(value: Value): PromiseFulfilledResult<Value> => ({ status: 'fulfilled', value })
const rejected = (reason: unknown): PromiseRejectedResult => ({ status: 'rejected', reason })
const refusal = (code: 'NOT_FOUND' | 'NOT_ENOUGH_PERMISSIONS') =>
  new ApiError(errorCatalogue[code].status, { [code]: errorCatalogue[code].message }, code)

describe('createOrganizationRefreshThrottle', () => {
  it('refreshes an organization at most once per 10 seconds', () => {
    const time = clock()
    const throttle = createOrganizationRefreshThrottle(time.now)
    expect(organizationRefreshIntervalMilliseconds).toBe(10_000)
    expect(throttle.shouldRefresh('org-1')).toBe(true)
    time.advance(9_999)
    expect(throttle.shouldRefresh('org-1')).toBe(false)
    time.advance(1)
    expect(throttle.shouldRefresh('org-1')).toBe(true)
  })

  it('refreshes at once when the organization changes', () => {
    const time = clock()
    const throttle = createOrganizationRefreshThrottle(time.now)
    expect(throttle.shouldRefresh('org-1')).toBe(true)
    time.advance(500)
    expect(throttle.shouldRefresh('org-2')).toBe(true)
    time.advance(500)
    expect(throttle.shouldRefresh('org-1')).toBe(true)
  })

  it('counts the interval from the last refresh let through, not from every attempt', () => {
    const time = clock()
    const throttle = createOrganizationRefreshThrottle(time.now)
    throttle.shouldRefresh('org-1')
    time.advance(6_000)
    expect(throttle.shouldRefresh('org-1')).toBe(false)
    time.advance(4_000)
    expect(throttle.shouldRefresh('org-1')).toBe(true)
  })

  it('lets a forced refresh through and counts the interval from it', () => {
    const time = clock()
    const throttle = createOrganizationRefreshThrottle(time.now)
    throttle.shouldRefresh('org-1')
    time.advance(2_000)
    expect(throttle.shouldRefresh('org-1', true)).toBe(true)
    time.advance(9_000)
    expect(throttle.shouldRefresh('org-1')).toBe(false)
  })

  it('lets the next refresh through once forgotten', () => {
    const throttle = createOrganizationRefreshThrottle(clock().now)
    throttle.shouldRefresh('org-1')
    throttle.forget()
    expect(throttle.shouldRefresh('org-1')).toBe(true)
  })
})

describe('refreshOutcome', () => {
  const organization = { id: 'org-1', name: 'Acme' }
  const role = { organizationId: 'org-1', roleName: 'admin' }

  it('updates the selection when both calls answer', () => {
    expect(refreshOutcome(fulfilled(organization), fulfilled(role))).toEqual({ kind: 'update', organization, role })
  })

  it('clears the selection when the organization refuses the user or is gone', () => {
    expect(refreshOutcome(rejected(refusal('NOT_FOUND')), fulfilled(role))).toEqual({ kind: 'clear' })
    expect(refreshOutcome(fulfilled(organization), rejected(refusal('NOT_ENOUGH_PERMISSIONS')))).toEqual({
      kind: 'clear',
    })
  })

  it('keeps the selection after server errors, network failures and other refusals', () => {
    expect(refreshOutcome(fulfilled(null), fulfilled(role))).toEqual({ kind: 'keep' })
    expect(refreshOutcome(rejected(new Error('offline')), fulfilled(role))).toEqual({ kind: 'keep' })
    const expired = new ApiError(401, { UNAUTHORIZED: errorCatalogue.UNAUTHORIZED.message }, 'expired', true)
    expect(refreshOutcome(rejected(expired), rejected(expired))).toEqual({ kind: 'keep' })
  })
})

describe('isSelectionMissing', () => {
  const organizations = [{ id: 'org-1' }, { id: 'org-2' }]

  it('is true only when a loaded list lacks the chosen organization', () => {
    expect(isSelectionMissing('org-3', organizations)).toBe(true)
    expect(isSelectionMissing('org-2', organizations)).toBe(false)
    expect(isSelectionMissing('org-3', [])).toBe(true)
  })

  it('is false while nothing is chosen or the list is not loaded', () => {
    expect(isSelectionMissing(null, organizations)).toBe(false)
    expect(isSelectionMissing('org-1', undefined)).toBe(false)
    expect(isSelectionMissing('org-1', null)).toBe(false)
  })
})
