import { maximumFileBytes } from '@platform/shared/contracts/sources'
import { describe, expect, it } from 'vitest'
import {
  choosableLink,
  fileProblem,
  formatBytes,
  inRequestSizedGroups,
  lastReadAt,
  linksNotYetAdded,
} from './source-display.ts'

describe('formatBytes', () => {
  it('uses the unit that reads best', () => {
    expect(formatBytes(512)).toBe('512 B')
    expect(formatBytes(820 * 1024)).toBe('820 KB')
    expect(formatBytes(1_572_864)).toBe('1.5 MB')
    expect(formatBytes(4 * 1024 * 1024)).toBe('4 MB')
  })
})

describe('fileProblem', () => {
  it('lets accepted kinds within the limit through', () => {
    expect(fileProblem({ name: 'Guide.PDF', size: 2048 })).toBeNull()
    expect(fileProblem({ name: 'notes.md', size: 10 })).toBeNull()
    expect(fileProblem({ name: 'page.htm', size: 10 })).toBeNull()
  })

  it('refuses empty, oversized and unknown files, naming them', () => {
    expect(fileProblem({ name: 'empty.txt', size: 0 })).toBe('empty.txt is empty.')
    expect(fileProblem({ name: 'big.pdf', size: maximumFileBytes + 1 })).toContain('at most 4 MB')
    expect(fileProblem({ name: 'photo.png', size: 10 })).toContain('photo.png is not')
  })
})

describe('linksNotYetAdded', () => {
  it('leaves out links the version already has, spelt as the server stores them', () => {
    expect(
      linksNotYetAdded(
        ['https://docs.example.com/', 'https://docs.example.com/start', 'https://docs.example.com/billing#plans'],
        ['https://docs.example.com', 'HTTPS://DOCS.example.com:443/billing'],
      ),
    ).toEqual(['https://docs.example.com/start'])
  })
})

describe('inRequestSizedGroups', () => {
  it('splits at the API limit', () => {
    const urls = Array.from({ length: 250 }, (_unused, index) => `https://example.com/${index}`)
    expect(inRequestSizedGroups(urls).map((group) => group.length)).toEqual([100, 100, 50])
    expect(inRequestSizedGroups([])).toEqual([])
  })
})

describe('links (issue 43, item 17)', () => {
  it('gives a freshly read link the time it was read, before any re-sync', () => {
    const read = { status: 'ready' as const, lastSyncedAt: null, updatedAt: '2026-11-28T09:00:00Z' }
    expect(lastReadAt(read)).toBe('2026-11-28T09:00:00Z')
    expect(lastReadAt({ ...read, lastSyncedAt: '2026-11-29T09:00:00Z' })).toBe('2026-11-29T09:00:00Z')
    expect(lastReadAt({ ...read, status: 'pending' })).toBeNull()
    expect(lastReadAt({ ...read, status: 'failed' })).toBeNull()
  })

  it('does not let a link that failed its check be chosen', () => {
    expect(choosableLink({ linkStatus: 'failed' })).toBe(false)
    expect(choosableLink({ linkStatus: 'reachable' })).toBe(true)
    expect(choosableLink({ linkStatus: 'unchecked' })).toBe(true)
  })
})
