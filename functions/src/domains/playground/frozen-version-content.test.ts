import { beforeEach, describe, expect, it, vi } from 'vitest'

const readChatContent = vi.fn()
vi.mock('../training/index.ts', () => ({ readChatContent }))
const { chatContentOf } = await import('./frozen-version-content.ts')

const content = (name: string) => ({ functions: [{ id: name }], pages: [], actions: [], workflows: [] })
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
let version = 0

describe('chatContentOf', () => {
  let key = { organizationId: 'org', projectId: 'project', versionId: 'v0' }
  beforeEach(() => {
    version += 1
    key = { ...key, versionId: `v${version}` }
    readChatContent.mockReset()
    readChatContent.mockImplementation(async () => content(`read ${readChatContent.mock.calls.length}`))
  })

  it('reads an editable version every time', async () => {
    const editable = Promise.resolve({ frozen: false })
    await chatContentOf(key, editable, { suggestions: false })
    await chatContentOf(key, editable, { suggestions: false })
    expect(readChatContent).toHaveBeenCalledTimes(2)
  })

  it('keeps a version frozen over a minute ago until its freeze changes', async () => {
    const frozenAt = minutesAgo(2)
    const frozen = Promise.resolve({ frozen: true, frozenAt })
    expect(await chatContentOf(key, frozen, { suggestions: true })).toEqual(content('read 1'))
    expect(await chatContentOf(key, frozen, { suggestions: true })).toEqual(content('read 1'))
    expect(readChatContent).toHaveBeenCalledTimes(1)
    // Without suggestions it is another read (fewer types), kept apart.
    await chatContentOf(key, frozen, { suggestions: false })
    expect(readChatContent).toHaveBeenCalledTimes(2)
    // Unfrozen (and edited): read again; frozen anew: read again, then kept under the new time.
    expect(await chatContentOf(key, Promise.resolve({ frozen: false }), { suggestions: true })).toEqual(
      content('read 3'),
    )
    const refrozen = Promise.resolve({ frozen: true, frozenAt: minutesAgo(1.5) })
    expect(await chatContentOf(key, refrozen, { suggestions: true })).toEqual(content('read 4'))
    expect(await chatContentOf(key, refrozen, { suggestions: true })).toEqual(content('read 4'))
    expect(readChatContent).toHaveBeenCalledTimes(4)
  })

  it('does not keep a version frozen a moment ago (a write that passed the check may still land)', async () => {
    const justFrozen = Promise.resolve({ frozen: true, frozenAt: minutesAgo(0.1) })
    await chatContentOf(key, justFrozen, { suggestions: false })
    await chatContentOf(key, justFrozen, { suggestions: false })
    expect(readChatContent).toHaveBeenCalledTimes(2)
  })

  it('reads beside the version, not after it, when nothing is kept', async () => {
    let release: (value: { frozen: boolean }) => void = () => undefined
    const pending = new Promise<{ frozen: boolean }>((resolve) => {
      release = resolve
    })
    const reading = chatContentOf(key, pending, { suggestions: false })
    await Promise.resolve()
    expect(readChatContent).toHaveBeenCalledTimes(1)
    release({ frozen: false })
    await reading
  })
})
