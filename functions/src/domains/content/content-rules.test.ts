import { describe, expect, it } from 'vitest'
import { compareNewestFirst, matchesSearch, normalizedName, pageOf, planMerge } from './content-rules.ts'

describe('matchesSearch', () => {
  it('matches any text, ignoring case and surrounding spaces; a blank search matches all', () => {
    expect(matchesSearch('  BILL ', ['/settings/billing', 'Settings'])).toBe(true)
    expect(matchesSearch('invoice', ['/settings/billing', 'Settings'])).toBe(false)
    expect(matchesSearch(undefined, [])).toBe(true)
    expect(matchesSearch('   ', ['x'])).toBe(true)
  })
})

describe('compareNewestFirst', () => {
  it('puts newer items first and breaks ties by id', () => {
    const items = [
      { id: 'b', createdAt: '2025-01-01T00:00:00.000Z' },
      { id: 'c', createdAt: '2025-02-01T00:00:00.000Z' },
      { id: 'a', createdAt: '2025-01-01T00:00:00.000Z' },
    ]
    expect(items.sort(compareNewestFirst).map((item) => item.id)).toEqual(['c', 'a', 'b'])
  })
})

describe('pageOf', () => {
  const items = Array.from({ length: 23 }, (_unused, index) => index)

  it('slices the requested page and reports the total', () => {
    expect(pageOf(items, { page: 1, limit: 10 })).toEqual({ items: items.slice(0, 10), total: 23, page: 1, limit: 10 })
    expect(pageOf(items, { page: 3, limit: 10 }).items).toEqual([20, 21, 22])
    expect(pageOf(items, { page: 4, limit: 10 }).items).toEqual([])
  })

  it('answers everything on one page for allList', () => {
    expect(pageOf(items, { page: 2, limit: 10, allList: true })).toEqual({ items, total: 23, page: 1, limit: 23 })
  })
})

describe('planMerge', () => {
  it('counts only ids new to the target', () => {
    expect(planMerge([{ id: 'a' }, { id: 'b' }], [{ id: 'b' }, { id: 'c' }])).toEqual({ newIds: ['c'] })
  })

  it('refuses an id given twice', () => {
    expect(planMerge([], [{ id: 'a' }, { id: 'a' }]).conflict).toEqual({ kind: 'repeatedId', id: 'a' })
  })

  it('lets a replacement keep its own name but not take another item’s', () => {
    expect(planMerge([{ id: 'a', name: 'get_weather' }], [{ id: 'a', name: 'Get_Weather' }]).conflict).toBeUndefined()
    expect(planMerge([{ id: 'a', name: 'get_weather' }], [{ id: 'b', name: 'GET_WEATHER' }]).conflict).toEqual({
      kind: 'nameTaken',
      id: 'b',
      name: 'get_weather',
    })
    expect(
      planMerge(
        [],
        [
          { id: 'a', name: 'x' },
          { id: 'b', name: 'X' },
        ],
      ).conflict,
    ).toEqual({ kind: 'repeatedName', id: 'b', name: 'X' })
  })

  it('allows swapping names between replaced items', () => {
    const existing = [
      { id: 'a', name: 'one' },
      { id: 'b', name: 'two' },
    ]
    const incoming = [
      { id: 'a', name: 'two' },
      { id: 'b', name: 'one' },
    ]
    expect(planMerge(existing, incoming)).toEqual({ newIds: [] })
  })
})

describe('normalizedName', () => {
  it('ignores case and repeated spaces', () => {
    expect(normalizedName('  Welcome   Prompt ')).toBe('welcome prompt')
  })
})
