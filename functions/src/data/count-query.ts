import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb'
import { documentClient } from '../platform/aws-clients/dynamo.ts'

/**
 * How many items a keyed query matches, counted by DynamoDB (`Select: 'COUNT'`): no item data comes back, only a
 * number per 1 MB page, so a count over thousands of items is one or a few small round trips instead of reading them
 * all. DynamoDB still reads the matched items to count them (capacity grows with the count); the gain is transfer
 * and parsing. Takes the parameters an electrodb query builds (`.params()`), so keys and entity filters stay its own.
 *
 * @example await countQueryItems(db().entities.knowledge.query.byListing(key).params())
 */
export async function countQueryItems(params: object): Promise<number> {
  const {
    ProjectionExpression: _projection,
    Limit: _limit,
    ExpressionAttributeNames,
    ...query
  } = params as QueryCommandInput
  // A COUNT query may not name a projection; drop the names only the projection used.
  const names = Object.fromEntries(
    Object.entries(ExpressionAttributeNames ?? {}).filter(([placeholder]) =>
      [query.KeyConditionExpression, query.FilterExpression].some((expression) => expression?.includes(placeholder)),
    ),
  )
  let count = 0
  let exclusiveStartKey: QueryCommandInput['ExclusiveStartKey']
  do {
    const response = await documentClient().query({
      ...query,
      ...(Object.keys(names).length > 0 ? { ExpressionAttributeNames: names } : {}),
      Select: 'COUNT',
      ExclusiveStartKey: exclusiveStartKey,
    })
    count += response.Count ?? 0
    exclusiveStartKey = response.LastEvaluatedKey
  } while (exclusiveStartKey)
  return count
}
