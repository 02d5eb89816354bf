import { onDynamoCall } from '../../functions/src/platform/aws-clients/dynamo.ts'

/** Operations that only read; everything else the table is sent (puts, updates, deletes, transactions) writes. */
const readOperation = /^(GetItem|BatchGetItem|Query|Scan|TransactGetItems)$/

const counts = { calls: 0, reads: 0, roundTrips: 0 }
let inFlight = 0
let counting = false

/**
 * DynamoDB calls made by this process since `reset()`: local mode runs the route handlers in the process that
 * starts it, so a benchmark or a test counts what a request costs. Counted by the platform's DynamoDB client
 * (`onDynamoCall`), once per call sent (not per retry), whether it succeeds or not; `reads` are the GetItem,
 * BatchGetItem and Query calls among them. `roundTrips` counts the calls made one after another: a call sent while
 * none is in flight starts one, calls sent while one is in flight share it. Measured on requests sent one at a time
 * (a concurrent request's calls would overlap), it is what a request waits for the database in sequence.
 */
export function countDynamoCalls() {
  if (!counting) {
    counting = true
    onDynamoCall((operation) => {
      counts.calls += 1
      if (readOperation.test(operation)) counts.reads += 1
      if (inFlight === 0) counts.roundTrips += 1
      inFlight += 1
      return () => {
        inFlight -= 1
      }
    })
  }
  return {
    get calls() {
      return counts.calls
    },
    get reads() {
      return counts.reads
    },
    get roundTrips() {
      return counts.roundTrips
    },
    reset: () => {
      counts.calls = 0
      counts.reads = 0
      counts.roundTrips = 0
    },
  }
}
