import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalPlatform, startLocalPlatform } from '../../infra/local/local-platform.ts'
import { createWorkspace, signUp, type Workspace } from './support/workspace.ts'

/*
 * Knowledge pairs chosen in the knowledge table become test cases and leave knowledge
 * (`POST .../testcases/from-knowledge`): moved, already tested, missing, idempotent on a retry, bounded input.
 */

let platform: LocalPlatform
let workspace: Workspace

beforeAll(async () => {
  platform = await startLocalPlatform({ port: 0, log: () => undefined })
  workspace = await createWorkspace(await signUp(platform, `mover-${Date.now()}@example.com`), 'Movers')
})

afterAll(async () => {
  await platform?.stop()
})

type Page<Item> = { items: Item[]; total: number }
type Moved = { moved: string[]; alreadyTested: string[]; missing: string[]; message: string }

async function addPair(prompt: string, completion: string): Promise<string> {
  const answer = await workspace.client.post<{ item: { id: string } }>(`${workspace.versionPath}/knowledge`, {
    prompt,
    completion,
  })
  expect(answer.status).toBe(200)
  return answer.data.item.id
}

describe('moving knowledge to test cases', () => {
  it('turns the chosen pairs into test cases, removes them from knowledge and reports each', async () => {
    const { client, versionPath } = workspace
    const returns = await addPair('How do I return an order?', 'Open Orders, choose the order, then Return.')
    const hours = await addPair('When is support open?', 'Weekdays from 9 to 5.')
    const kept = await addPair('Do you ship abroad?', 'Yes, to 40 countries.')
    // The version already tests the second prompt, written differently.
    const existing = await client.post(`${versionPath}/testcases`, {
      prompt: 'when is support open',
      expectedCompletion: 'From 9 to 5 on weekdays.',
    })
    expect(existing.status).toBe(200)

    const answer = await client.post<Moved>(`${versionPath}/testcases/from-knowledge`, {
      ids: [returns, hours, 'no-such-pair'],
    })
    expect(answer.status).toBe(200)
    expect(answer.data).toEqual({
      moved: [returns],
      alreadyTested: [hours],
      missing: ['no-such-pair'],
      message: 'Moved to test cases: 1 pair. 1 pair already tested left knowledge.',
    })

    const knowledge = await client.get<Page<{ id: string }>>(`${versionPath}/knowledge?limit=100`)
    expect(knowledge.data.items.map((item) => item.id)).toEqual([kept])
    const testCases = await client.get<Page<{ prompt: string; expectedCompletion: string }>>(
      `${versionPath}/testcases?limit=100`,
    )
    expect(testCases.data.total).toBe(2)
    expect(testCases.data.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          prompt: 'How do I return an order?',
          expectedCompletion: 'Open Orders, choose the order, then Return.',
        }),
        // The existing case stays as it was.
        expect.objectContaining({ prompt: 'when is support open', expectedCompletion: 'From 9 to 5 on weekdays.' }),
      ]),
    )

    // A second click (or a retry) finds the pairs gone and changes nothing.
    const again = await client.post<Moved>(`${versionPath}/testcases/from-knowledge`, { ids: [returns] })
    expect(again.data).toMatchObject({ moved: [], alreadyTested: [], missing: [returns] })
    expect((await client.get<Page<unknown>>(`${versionPath}/testcases?limit=100`)).data.total).toBe(2)
  })

  it('refuses an empty choice and more than a page at once with VALIDATION_FAILED', async () => {
    const { client, versionPath } = workspace
    const empty = await client.post(`${versionPath}/testcases/from-knowledge`, { ids: [] })
    expect(empty.status).toBe(400)
    expect(empty.errorCodes).toEqual(['VALIDATION_FAILED'])
    expect(JSON.stringify(empty.body)).toContain('Choose at least one pair.')
    const ids = Array.from({ length: 101 }, (_value, index) => `pair-${index}`)
    const tooMany = await client.post(`${versionPath}/testcases/from-knowledge`, { ids })
    expect(tooMany.status).toBe(400)
    expect(JSON.stringify(tooMany.body)).toContain('Move at most 100 pairs at once.')
  })
})
