import { describe, expect, it } from 'vitest'
import { itemRange, pageAfterChange, pageCount } from './pagination.ts'

describe('pageCount', () => {
  it('rounds up and never answers zero pages', () => {
    expect(pageCount(0, 5)).toBe(1)
    expect(pageCount(5, 5)).toBe(1)
    expect(pageCount(6, 5)).toBe(2)
    expect(pageCount(23, 10)).toBe(3)
  })

  it('treats a nonsensical limit as one page', () => {
    expect(pageCount(10, 0)).toBe(1)
  })
})

describe('pageAfterChange', () => {
  it('keeps a page that still exists', () => {
    expect(pageAfterChange(2, 11, 5)).toBe(2)
  })

  it('moves back when the page emptied', () => {
    expect(pageAfterChange(3, 10, 5)).toBe(2)
    expect(pageAfterChange(4, 0, 5)).toBe(1)
  })

  it('never goes below the first page', () => {
    expect(pageAfterChange(0, 10, 5)).toBe(1)
  })
})

describe('itemRange', () => {
  it('names the items on the page', () => {
    expect(itemRange(1, 5, 5, 12)).toBe('1–5 of 12')
    expect(itemRange(3, 5, 2, 12)).toBe('11–12 of 12')
  })

  it('says nothing is shown when the list is empty', () => {
    expect(itemRange(1, 5, 0, 0)).toBe('0 of 0')
  })
})
