import { db } from '@platform/functions/data/database'
import type { VersionKey } from '@platform/functions/data/version-scope'
import { deleteAllKnowledge } from '@platform/functions/domains/knowledge/delete-all-knowledge'
import { deleteKnowledgeOfSource } from '@platform/functions/domains/knowledge/delete-knowledge-of-source'
import { deleteKnowledgeCounter } from '@platform/functions/domains/knowledge/knowledge-counter'
import { listAllKnowledge } from '@platform/functions/domains/knowledge/knowledge-records'
import { type NewKnowledgePair, writeKnowledgePairs } from '@platform/functions/domains/knowledge/write-knowledge-pairs'
import { documentClient } from '@platform/functions/platform/aws-clients/dynamo'
import type { KnowledgeItem, KnowledgePage } from '@platform/shared/contracts/knowledge'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalPlatform, startLocalPlatform } from '../../infra/local/local-platform.ts'
import { countDynamoCalls } from '../support/dynamo-calls.ts'
import { createWorkspace, signUp, type Workspace } from './support/workspace.ts'

/*
 * The list's `total` comes from a counter every writer of knowledge keeps in the same transaction as its pairs, and
 * its filters from keyed queries. Each step below compares `total` with the pairs really stored, so a writer that
 * forgets the counter (or counts a pair twice) fails here; the filters are compared with the same filters applied to
 * the whole list.
 */

let platform: LocalPlatform
let workspace: Workspace

beforeAll(async () => {
  platform = await startLocalPlatform({ port: 0, throttle: false, log: () => undefined })
  workspace = await createWorkspace(await signUp(platform, `counter-${Date.now()}@example.com`), 'Counters')
})

afterAll(async () => {
  await platform?.stop()
})

function keyOf(versionId: string): VersionKey {
  return { organizationId: workspace.organizationId, projectId: workspace.projectId, versionId }
}

function pathOf(key: VersionKey): string {
  return `/organizations/${key.organizationId}/projects/${key.projectId}/versions/${key.versionId}`
}

async function listPage(key: VersionKey, query = '') {
  const answer = await workspace.client.get<KnowledgePage>(`${pathOf(key)}/knowledge?limit=100${query}`)
  expect(answer.status).toBe(200)
  return answer.data
}

/** The list's total equals the pairs stored, and the given number. */
async function expectTotal(key: VersionKey, expected: number) {
  expect((await listAllKnowledge(key)).length).toBe(expected)
  expect((await listPage(key)).total).toBe(expected)
}

function pairs(count: number, source: NewKnowledgePair['source'], sourceKey: string, topic = 'setting') {
  return Array.from({ length: count }, (_unused, index) => ({
    prompt: `How do I change ${topic} ${index} from ${source} ${sourceKey}?`,
    completion: `Open Settings and change ${topic} ${index}.`,
    source,
    sourceKey,
  }))
}

describe('the knowledge count', () => {
  it('stays the number of pairs through every writer', async () => {
    const { client, versionPath } = workspace
    const key = keyOf(workspace.versionId)
    await expectTotal(key, 0)

    const created = await client.post<{ item: KnowledgeItem }>(`${versionPath}/knowledge`, {
      prompt: 'How do I void a label?',
      completion: 'Open the shipment and choose Void.',
    })
    expect(created.status).toBe(200)
    const duplicate = await client.post(`${versionPath}/knowledge`, {
      prompt: 'how do I void a label',
      completion: 'Twice.',
    })
    expect(duplicate.status).toBe(400)
    await expectTotal(key, 1)

    // Generation or import, 250 pairs (three transactions), then the same job delivered again: nothing doubles.
    const generated = pairs(250, 'url', 'https://docs.example.com/settings')
    expect((await writeKnowledgePairs(key, generated)).written).toBe(250)
    expect(await writeKnowledgePairs(key, generated)).toMatchObject({ written: 0, alreadyPresent: 250 })
    await expectTotal(key, 251)

    // Ten people adding at once all count.
    const concurrent = await Promise.all(
      Array.from({ length: 10 }, (_unused, index) =>
        client.post(`${versionPath}/knowledge`, { prompt: `Concurrent question ${index}?`, completion: 'Yes.' }),
      ),
    )
    expect(concurrent.map((answer) => answer.status)).toEqual(Array(10).fill(200))
    await expectTotal(key, 261)

    // A new version copies the pairs and counts them.
    const copy = await client.post<{ version: { id: string } }>(`${versionPath}/new`, {})
    expect(copy.status).toBe(200)
    const copyKey = keyOf(copy.data.version.id)
    await expectTotal(copyKey, 261)

    // Each delete path counts only what it removed.
    const deleted = await client.put(`${versionPath}/knowledge/delete`, { id: created.data.item.id })
    expect(deleted.status).toBe(200)
    expect((await client.put(`${versionPath}/knowledge/delete`, { id: created.data.item.id })).status).toBe(404)
    await expectTotal(key, 260)

    const listed = await listPage(key)
    const chosen = listed.items.slice(0, 3).map((item) => item.id)
    const many = await client.put<{ deleted: string[]; missing: string[] }>(`${versionPath}/knowledge/delete-many`, {
      ids: [...chosen, 'no-such-pair'],
    })
    expect(many.data).toMatchObject({ deleted: chosen, missing: ['no-such-pair'] })
    await expectTotal(key, 257)

    const moved = await client.post<{ moved: string[] }>(`${versionPath}/testcases/from-knowledge`, {
      ids: listed.items.slice(3, 5).map((item) => item.id),
    })
    expect(moved.data.moved).toHaveLength(2)
    await expectTotal(key, 255)

    expect(await deleteKnowledgeOfSource(key, 'url', 'https://docs.example.com/settings')).toBe(250)
    expect(await deleteKnowledgeOfSource(key, 'url', 'https://docs.example.com/settings')).toBe(0)
    await expectTotal(key, 5)

    expect(await deleteAllKnowledge(copyKey)).toBe(261)
    await expectTotal(copyKey, 0)
  })

  it('lists a page in three reads: the session, one batch (access and counter), the page query', async () => {
    const key = keyOf(workspace.versionId)
    await listPage(key)
    // The fewest of a few requests, as the chat guard in deployment.test.ts counts: a background read cannot fail it.
    const dynamo = countDynamoCalls()
    const counts: number[] = []
    for (let attempt = 0; attempt < 3; attempt += 1) {
      dynamo.reset()
      await listPage(key, '&page=1')
      counts.push(dynamo.calls)
    }
    expect(Math.min(...counts)).toBe(3)
  })

  it('counts a version once when its counter is missing, then keeps counting', async () => {
    const key = keyOf(workspace.versionId)
    await writeKnowledgePairs(key, pairs(30, 'import', 'job-1'))
    const stored = (await listAllKnowledge(key)).length
    // As a version written before the counter existed: no counter; a writer's change alone is not a total.
    await deleteKnowledgeCounter(key)
    await writeKnowledgePairs(key, pairs(4, 'import', 'job-2'))
    await expectTotal(key, stored + 4)
    await writeKnowledgePairs(key, pairs(2, 'import', 'job-3'))
    await expectTotal(key, stored + 6)
  })

  it('writes long pairs in transactions under the 4 MB DynamoDB allows, counted', async () => {
    const key = keyOf(workspace.versionId)
    const before = (await listAllKnowledge(key)).length
    // 99 of these (texts stored twice, 3 bytes a character) would be over 4 MB in one transaction.
    const long = Array.from({ length: 120 }, (_unused, index) => ({
      prompt: `Long answer ${index}?`,
      completion: '€'.repeat(7_990),
      source: 'import' as const,
      sourceKey: 'job-long',
    }))
    expect((await writeKnowledgePairs(key, long)).written).toBe(120)
    await expectTotal(key, before + 120)
    expect(await deleteKnowledgeOfSource(key, 'import', 'job-long')).toBe(120)
    await expectTotal(key, before)
  })

  it('filters a version holding pairs written before searchText and the source-kind index, whole', async () => {
    const key = keyOf(workspace.versionId)
    // A pair as stored before this change: no searchText, no gsi3 keys.
    const { Item, TableName } = db()
      .entities.knowledge.create({
        ...key,
        knowledgeId: 'written-before-the-index',
        prompt: 'Can I print a label twice?',
        completion: 'Yes, from the shipment.',
        source: 'url',
        sourceKey: 'https://docs.example.com/old',
        listedAt: new Date().toISOString(),
      })
      .params() as { Item: Record<string, unknown>; TableName: string }
    const { searchText: _searchText, gsi3pk: _partition, gsi3sk: _sort, ...oldItem } = Item
    await documentClient().put({ TableName, Item: oldItem })
    await deleteKnowledgeCounter(key)
    const whole = (await listPage(key)).items
    const urlPairs = whole.filter((item) => item.source === 'url')
    expect(urlPairs.map((item) => item.id)).toEqual(['written-before-the-index'])
    expect(await listPage(key, '&source=url')).toMatchObject({ items: urlPairs, total: 1 })
    expect(await listPage(key, '&search=twice')).toMatchObject({ items: urlPairs, total: 1 })
  })
})

describe('filtered pages', () => {
  it('match the same filters applied to the whole list, with the whole list positions', async () => {
    const { client } = workspace
    const project = await client.post<{ id: string; versions: Array<{ id: string }> }>(
      `/organizations/${workspace.organizationId}/projects`,
      { name: 'Filters' },
    )
    const key = { ...keyOf(project.data.versions[0]?.id ?? ''), projectId: project.data.id }
    await writeKnowledgePairs(key, pairs(12, 'url', 'https://docs.example.com/a', 'label'))
    await writeKnowledgePairs(key, pairs(7, 'url', 'https://docs.example.com/a/b', 'invoice'))
    await writeKnowledgePairs(key, pairs(9, 'file', 'file-1', 'label'))
    await writeKnowledgePairs(key, pairs(5, 'import', 'file-1', 'refund'))
    await client.post(`${pathOf(key)}/knowledge`, { prompt: 'Where is my LABEL printer?', completion: 'Settings.' })
    const whole = (await listPage(key)).items
    expect(whole).toHaveLength(34)

    const cases: Array<{ query: string; matches: (item: KnowledgeItem) => boolean }> = [
      { query: '&search=LABEL', matches: (item) => /label/i.test(`${item.prompt}\n${item.completion}`) },
      {
        query: '&search=label%20settings',
        matches: (item) => /label/i.test(item.prompt) && /settings/i.test(item.completion),
      },
      { query: '&source=url', matches: (item) => item.source === 'url' },
      { query: '&source=manual', matches: (item) => item.source === 'manual' },
      {
        query: '&sourceKey=https://docs.example.com/a',
        matches: (item) => item.sourceKey === 'https://docs.example.com/a',
      },
      { query: '&sourceKey=file-1', matches: (item) => item.sourceKey === 'file-1' },
      { query: '&sourceKey=file-1&source=import', matches: (item) => item.source === 'import' },
      {
        query: '&source=url&search=invoice%203',
        matches: (item) => item.source === 'url' && /invoice 3/.test(item.prompt),
      },
      { query: '&search=nothing-like-this', matches: () => false },
    ]
    for (const { query, matches } of cases) {
      const expected = whole.filter(matches)
      expect(await listPage(key, query), query).toMatchObject({ items: expected, total: expected.length })
      // The second page of three holds the fourth to sixth match.
      const second = await client.get<KnowledgePage>(`${pathOf(key)}/knowledge?page=2&limit=3${query}`)
      expect(second.data, query).toMatchObject({ items: expected.slice(3, 6), total: expected.length })
    }
  })
})
