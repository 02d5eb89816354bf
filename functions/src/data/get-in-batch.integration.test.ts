import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalPlatform, startLocalPlatform } from '../../../infra/local/local-platform.ts'
import { countDynamoCalls } from '../../../tests/support/dynamo-calls.ts'
import { db } from './database.ts'
import { getInBatch } from './get-in-batch.ts'

let platform: LocalPlatform

beforeAll(async () => {
  platform = await startLocalPlatform({ port: 0, log: () => undefined })
  const { entities } = db()
  await Promise.all([
    entities.organization.create({ organizationId: 'org-batch', name: 'Batch', createdBy: 'u' }).go(),
    entities.creditBalance.create({ organizationId: 'org-batch', balanceMicros: 5, freeCreditsMicros: 5 }).go(),
    entities.organization
      .put(
        Array.from({ length: 120 }, (_unused, index) => ({
          organizationId: `org-many-${index}`,
          name: `Many ${index}`,
          createdBy: 'u',
        })),
      )
      .go(),
  ])
})

afterAll(async () => {
  await platform?.stop()
})

describe('getInBatch', () => {
  it('joins the reads started in the same turn, of any entity, into one BatchGetItem', async () => {
    const dynamo = countDynamoCalls()
    const { entities } = db()
    dynamo.reset()
    const afterAWait = async () => {
      await Promise.resolve()
      return getInBatch(entities.creditBalance, { organizationId: 'org-batch' })
    }
    const [organization, balance, missing, again] = await Promise.all([
      getInBatch(entities.organization, { organizationId: 'org-batch' }),
      afterAWait(),
      getInBatch(entities.organization, { organizationId: 'org-none' }),
      getInBatch(entities.organization, { organizationId: 'org-batch' }),
    ])
    expect(dynamo.reads).toBe(1)
    expect(organization?.name).toBe('Batch')
    expect(again).toEqual(organization)
    expect(balance?.balanceMicros).toBe(5)
    expect(missing).toBeNull()
  })

  it('reads past 100 keys in batches of 100, and consistent reads apart', async () => {
    const dynamo = countDynamoCalls()
    const { entities } = db()
    dynamo.reset()
    const [many, consistent] = await Promise.all([
      Promise.all(
        Array.from({ length: 120 }, (_unused, index) =>
          getInBatch(entities.organization, { organizationId: `org-many-${index}` }),
        ),
      ),
      getInBatch(entities.organization, { organizationId: 'org-batch' }, { consistent: true }),
    ])
    expect(dynamo.reads).toBe(3)
    expect(many.map((record) => record?.name)).toEqual(Array.from({ length: 120 }, (_unused, index) => `Many ${index}`))
    expect(consistent?.name).toBe('Batch')
  })

  it('a read started after the batch left goes in the next one', async () => {
    const dynamo = countDynamoCalls()
    const { entities } = db()
    dynamo.reset()
    await getInBatch(entities.organization, { organizationId: 'org-batch' })
    await getInBatch(entities.creditBalance, { organizationId: 'org-batch' })
    expect(dynamo.reads).toBe(2)
  })
})
