import type { SQSEvent } from 'aws-lambda'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const jobService = vi.hoisted(() => ({
  getJob: vi.fn(),
  redeliverJobLater: vi.fn(),
  finishJob: vi.fn(),
  markJobRunning: vi.fn(),
}))
vi.mock('./job-service.ts', async (original) => ({ ...(await original<object>()), ...jobService }))

const { createJobMessageConsumer, dependencyRetryDelaysSeconds } = await import('./consume-job-messages.ts')

const databaseDown = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' })

function delivery(body: object, receiveCount: number): SQSEvent {
  return {
    Records: [
      {
        messageId: 'message-1',
        body: JSON.stringify(body),
        attributes: { ApproximateReceiveCount: String(receiveCount) },
      } as SQSEvent['Records'][number],
    ],
  }
}

describe('the jobs queue consumer during an outage', () => {
  const consume = createJobMessageConsumer({} as never)

  beforeEach(() => {
    for (const mock of Object.values(jobService)) mock.mockReset()
  })

  it('puts a job back with a delay instead of using up its deliveries when the database is down', async () => {
    jobService.getJob.mockRejectedValue(databaseDown())
    const answer = await consume(delivery({ jobId: 'job-1' }, 5))
    expect(answer.batchItemFailures).toEqual([])
    expect(jobService.redeliverJobLater).toHaveBeenCalledWith(
      { jobId: 'job-1', dependencyRetries: 1 },
      dependencyRetryDelaysSeconds[0],
    )
    expect(jobService.finishJob).not.toHaveBeenCalled()
  })

  it('counts deliveries as usual once the waits are used up, and for failures of the job itself', async () => {
    jobService.getJob.mockRejectedValue(databaseDown())
    const exhausted = await consume(
      delivery({ jobId: 'job-1', dependencyRetries: dependencyRetryDelaysSeconds.length }, 1),
    )
    expect(exhausted.batchItemFailures).toEqual([{ itemIdentifier: 'message-1' }])
    jobService.getJob.mockRejectedValue(new Error('a bug'))
    const bug = await consume(delivery({ jobId: 'job-2' }, 1))
    expect(bug.batchItemFailures).toEqual([{ itemIdentifier: 'message-1' }])
    expect(jobService.redeliverJobLater).not.toHaveBeenCalled()
  })
})
