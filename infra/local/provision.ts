import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider'
import {
  type AttributeDefinition,
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb'
import { CreateStateMachineCommand, SFNClient } from '@aws-sdk/client-sfn'
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs'
import { tableDesign } from '@platform/functions/data/table-design'
import { deadLetterQueueName, queueDefinitions } from '@platform/functions/platform/jobs/queue-definitions'
import { physicalName } from '@platform/functions/platform/resource-names'
import { jobStepFunctionPlaceholder, jobWorkflowDefinition } from '@platform/functions/workflows/job-workflow'

/**
 * Creates the single table as CDK defines it, or adds GSIs and the stream a newer design introduced to an existing
 * table. Answers the table's stream ARN.
 */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<string> {
  const keyNames = [
    tableDesign.partitionKey,
    tableDesign.sortKey,
    ...tableDesign.globalIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
  ]
  const attributeDefinitions: AttributeDefinition[] = keyNames.map((name) => ({
    AttributeName: name,
    AttributeType: 'S',
  }))
  const indexSpecification = (index: (typeof tableDesign.globalIndexes)[number]) => ({
    IndexName: index.name,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
    ],
    Projection: { ProjectionType: 'ALL' as const },
  })
  const existing = await client
    .send(new DescribeTableCommand({ TableName: tableName }))
    .catch((error: { name?: string }) => {
      if (error.name === 'ResourceNotFoundException') return undefined
      throw error
    })
  const streamSpecification = { StreamEnabled: true, StreamViewType: tableDesign.streamView }
  if (!existing) {
    const created = await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: attributeDefinitions,
        KeySchema: [
          { AttributeName: tableDesign.partitionKey, KeyType: 'HASH' },
          { AttributeName: tableDesign.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: tableDesign.globalIndexes.map(indexSpecification),
        StreamSpecification: streamSpecification,
      }),
    )
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: tableDesign.timeToLiveAttribute, Enabled: true },
      }),
    )
    return created.TableDescription?.LatestStreamArn ?? ''
  }
  const present = new Set((existing.Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName))
  for (const index of tableDesign.globalIndexes.filter((candidate) => !present.has(candidate.name))) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: attributeDefinitions,
        GlobalSecondaryIndexUpdates: [{ Create: indexSpecification(index) }],
      }),
    )
  }
  if (existing.Table?.StreamSpecification?.StreamEnabled && existing.Table.LatestStreamArn) {
    return existing.Table.LatestStreamArn
  }
  const updated = await client.send(
    new UpdateTableCommand({ TableName: tableName, StreamSpecification: streamSpecification }),
  )
  return updated.TableDescription?.LatestStreamArn ?? ''
}

/** Every queue of the queue table with its dead-letter queue and redrive policy, as CDK creates them. */
export async function ensureQueues(client: SQSClient, stage: string): Promise<Record<string, string>> {
  const urls: Record<string, string> = {}
  for (const queue of queueDefinitions) {
    const deadLetter = await client.send(
      new CreateQueueCommand({ QueueName: physicalName(stage, deadLetterQueueName(queue.name)) }),
    )
    const deadLetterAttributes = await client.send(
      new GetQueueAttributesCommand({ QueueUrl: deadLetter.QueueUrl, AttributeNames: ['QueueArn'] }),
    )
    const created = await client.send(
      new CreateQueueCommand({
        QueueName: physicalName(stage, queue.name),
        Attributes: {
          VisibilityTimeout: String(queue.visibilityTimeoutSeconds),
          RedrivePolicy: JSON.stringify({
            deadLetterTargetArn: deadLetterAttributes.Attributes?.QueueArn,
            maxReceiveCount: String(queue.maxReceiveCount),
          }),
        },
      }),
    )
    urls[queue.name] = created.QueueUrl ?? ''
    urls[deadLetterQueueName(queue.name)] = deadLetter.QueueUrl ?? ''
  }
  return urls
}

/** The user pool and app client; their ids are kept in local state so users survive restarts. */
export async function ensureUserPool(
  client: CognitoIdentityProviderClient,
  stage: string,
  known: { userPoolId?: string; userPoolClientId?: string },
): Promise<{ userPoolId: string; userPoolClientId: string }> {
  if (known.userPoolId && known.userPoolClientId) {
    const exists = await client
      .send(new DescribeUserPoolCommand({ UserPoolId: known.userPoolId }))
      .then(() => true)
      .catch(() => false)
    if (exists) return { userPoolId: known.userPoolId, userPoolClientId: known.userPoolClientId }
  }
  const pool = await client.send(
    new CreateUserPoolCommand({
      PoolName: physicalName(stage, 'users'),
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      MfaConfiguration: 'OPTIONAL',
      Policies: {
        PasswordPolicy: {
          MinimumLength: 8,
          RequireLowercase: true,
          RequireNumbers: true,
          RequireUppercase: false,
          RequireSymbols: false,
        },
      },
    }),
  )
  const userPoolId = pool.UserPool?.Id ?? ''
  const poolClient = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: physicalName(stage, 'console'),
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      GenerateSecret: false,
    }),
  )
  return { userPoolId, userPoolClientId: poolClient.UserPoolClient?.ClientId ?? '' }
}

/** Local ARN standing for the job step Lambda; the local Step Functions endpoint maps it to the handler. */
export function localFunctionArn(name: string): string {
  return `arn:aws:lambda:us-east-1:000000000000:function:${name}`
}

/** Registers the job state machine with the same definition CDK deploys, its Lambda ARN substituted. */
export async function ensureJobStateMachine(
  client: SFNClient,
  stage: string,
): Promise<{ arn: string; stepFunctionArn: string }> {
  const stepFunctionArn = localFunctionArn(physicalName(stage, 'run-job-step'))
  const definition = JSON.stringify(jobWorkflowDefinition).replaceAll(
    `\${${jobStepFunctionPlaceholder}}`,
    stepFunctionArn,
  )
  const created = await client.send(
    new CreateStateMachineCommand({
      name: physicalName(stage, 'jobs'),
      definition,
      roleArn: 'arn:aws:iam::000000000000:role/local',
    }),
  )
  return { arn: created.stateMachineArn ?? '', stepFunctionArn }
}

export const localClients = {
  dynamo: () => new DynamoDBClient({}),
  sqs: () => new SQSClient({ useQueueUrlAsEndpoint: false }),
  cognito: () => new CognitoIdentityProviderClient({}),
  stepFunctions: () => new SFNClient({}),
}
