import { onDynamoCall } from '../../functions/src/platform/aws-clients/dynamo.ts'

/** Operations that only read; everything else the table is sent (puts, updates, deletes, transactions) writes. */
const readOperation = /^(GetItem|BatchGetItem|Query|Scan|TransactGetItems)$/

const counts = { calls: 0, reads: 0 }
let counting = false

/**
 * DynamoDB calls made by this process since `reset()`: local mode runs the route handlers in the process that
 * starts it, so a benchmark or a test counts what a request costs. Counted by the platform's DynamoDB client
 * (`onDynamoCall`), once per call sent (not per retry), whether it succeeds or not; `reads` are the GetItem,
 * BatchGetItem and Query calls among them.
 */
export function countDynamoCalls() {
  if (!counting) {
    counting = true
    onDynamoCall((operation) => {
      counts.calls += 1
      if (readOperation.test(operation)) counts.reads += 1
    })
  }
  return {
    get calls() {
      return counts.calls
    },
    get reads() {
      return counts.reads
    },
    reset: () => {
      counts.calls = 0
      counts.reads = 0
    },
  }
}
