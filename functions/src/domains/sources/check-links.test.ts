import type { FoundUrl } from '@platform/shared/contracts/sources'
import { describe, expect, it } from 'vitest'
import { checkLinks } from './check-links.ts'

const link = (url: string, linkStatus: FoundUrl['linkStatus'] = 'unchecked'): FoundUrl => ({
  url,
  title: null,
  kind: 'document',
  depth: 1,
  linkStatus,
  problem: null,
})

describe('checkLinks', () => {
  it('checks the chosen links a few at a time and keeps their order', async () => {
    let running = 0
    let most = 0
    const check = async (url: string) => {
      running += 1
      most = Math.max(most, running)
      await new Promise((resolve) => setTimeout(resolve, 5))
      running -= 1
      return url.endsWith('missing.md')
        ? { linkStatus: 'failed' as const, problem: 'The site answered 404 Not Found.' }
        : { linkStatus: 'reachable' as const, problem: null }
    }
    const links = [
      link('https://docs.example.com/', 'reachable'),
      ...Array.from({ length: 9 }, (_unused, index) => link(`https://docs.example.com/${index}.md`)),
      link('https://docs.example.com/missing.md'),
    ]
    const checked = await checkLinks(links, (found) => found.linkStatus === 'unchecked', { check, concurrency: 3 })
    expect(most).toBe(3)
    expect(checked.map((found) => found.url)).toEqual(links.map((found) => found.url))
    expect(checked.at(-1)).toMatchObject({ linkStatus: 'failed', problem: 'The site answered 404 Not Found.' })
    expect(checked.filter((found) => found.linkStatus === 'reachable')).toHaveLength(10)
  })
})
