import { dynamoClient } from '../../functions/src/platform/aws-clients/dynamo.ts'

/** Commands that only read; everything else the table is sent (puts, updates, deletes, transactions) writes. */
const readCommand = /^(Get|BatchGet|Query|Scan|TransactGet)(Item)?Command$/

const counts = { calls: 0, reads: 0 }
let counting = false

/**
 * DynamoDB calls made by this process since `reset()`: local mode runs the route handlers in the process that
 * starts it, so a benchmark or a test counts what a request costs. Counted by a middleware on the DynamoDB client
 * (the document client sends through it), once per command sent, whether it succeeds or not; `reads` are the
 * GetItem, BatchGetItem and Query calls among them.
 */
export function countDynamoCalls() {
  if (!counting) {
    counting = true
    dynamoClient().middlewareStack.add(
      (next, context) => async (args) => {
        counts.calls += 1
        if (readCommand.test(context.commandName ?? '')) counts.reads += 1
        return next(args)
      },
      { step: 'initialize', name: 'countDynamoCalls' },
    )
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
