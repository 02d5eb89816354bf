import { DynamoDBClient } from '@aws-sdk/client-dynamodb'
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { lazyClient } from './lazy-client.ts'

export const dynamoClient = lazyClient(() => new DynamoDBClient({}))
export const documentClient = lazyClient(() =>
  DynamoDBDocumentClient.from(dynamoClient(), { marshallOptions: { removeUndefinedValues: true } }),
)
