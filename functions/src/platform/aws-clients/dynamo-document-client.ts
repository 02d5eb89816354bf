import type {
  BatchGetCommandInput,
  BatchGetCommandOutput,
  BatchWriteCommandInput,
  BatchWriteCommandOutput,
  DeleteCommandInput,
  DeleteCommandOutput,
  GetCommandInput,
  GetCommandOutput,
  PutCommandInput,
  PutCommandOutput,
  QueryCommandInput,
  QueryCommandOutput,
  ScanCommandInput,
  ScanCommandOutput,
  TransactGetCommandInput,
  TransactGetCommandOutput,
  TransactWriteCommandInput,
  TransactWriteCommandOutput,
  UpdateCommandInput,
  UpdateCommandOutput,
} from '@aws-sdk/lib-dynamodb'
import { marshall, type NativeAttributeValue, unmarshall } from '@aws-sdk/util-dynamodb'
import type { DynamoHttpClient } from './dynamo-http-client.ts'
import type { CallOptions } from './signed-http-transport.ts'

/** An item or a key as the code sees it (`{ pk: 'user#1', count: 3 }`). */
export type NativeItem = Record<string, NativeAttributeValue>
/** The same in DynamoDB's wire form (`{ pk: { S: 'user#1' }, count: { N: '3' } }`). */
type WireItem = Record<string, unknown>

/** What a call answers, without the SDK's `$metadata`, which this client does not make up. */
type Answer<Output> = Omit<Output, '$metadata'>

// As the platform configured the SDK's document client: an attribute set to undefined is left out, not an error.
const marshallOptions = { removeUndefinedValues: true }

const toWire = (item: NativeItem | undefined): WireItem | undefined =>
  item === undefined ? undefined : (marshall(item, marshallOptions) as WireItem)
const fromWire = (item: WireItem | undefined): NativeItem | undefined =>
  item === undefined ? undefined : unmarshall(item as Parameters<typeof unmarshall>[0])
const itemsFromWire = (items: WireItem[] | undefined) => items?.map((item) => fromWire(item) as NativeItem)
const withValues = <Input extends { ExpressionAttributeValues?: NativeItem }>(input: Input) =>
  input.ExpressionAttributeValues
    ? { ...input, ExpressionAttributeValues: toWire(input.ExpressionAttributeValues) }
    : input

/** The output with some fields converted; a field the output lacks stays absent, as the SDK leaves it. */
function converted<Output extends object>(output: Output, fields: Record<string, unknown>): Output {
  const result = { ...output } as Record<string, unknown>
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) result[name] = value
  return result as Output
}

const mapValues = <From, To>(record: Record<string, From> | undefined, map: (value: From) => To) =>
  record === undefined
    ? undefined
    : Object.fromEntries(Object.entries(record).map(([name, value]) => [name, map(value)] as const))

type WriteRequest = NonNullable<BatchWriteCommandInput['RequestItems']>[string][number]

function writeRequestToWire(request: WriteRequest) {
  if (request.PutRequest) return { PutRequest: { Item: toWire(request.PutRequest.Item) } }
  if (request.DeleteRequest) return { DeleteRequest: { Key: toWire(request.DeleteRequest.Key) } }
  return request
}

function writeRequestFromWire(request: { PutRequest?: { Item: WireItem }; DeleteRequest?: { Key: WireItem } }) {
  if (request.PutRequest) return { PutRequest: { Item: fromWire(request.PutRequest.Item) } }
  if (request.DeleteRequest) return { DeleteRequest: { Key: fromWire(request.DeleteRequest.Key) } }
  return request
}

type TransactWriteItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number]

function transactWriteItemToWire(item: TransactWriteItem) {
  const wire: Record<string, unknown> = {}
  if (item.Put) wire.Put = { ...withValues(item.Put), Item: toWire(item.Put.Item) }
  if (item.Update) wire.Update = { ...withValues(item.Update), Key: toWire(item.Update.Key) }
  if (item.Delete) wire.Delete = { ...withValues(item.Delete), Key: toWire(item.Delete.Key) }
  if (item.ConditionCheck)
    wire.ConditionCheck = { ...withValues(item.ConditionCheck), Key: toWire(item.ConditionCheck.Key) }
  return wire
}

/**
 * DynamoDB with items as plain objects, like `@aws-sdk/lib-dynamodb`'s document client (same inputs and outputs,
 * marshalled with the same `@aws-sdk/util-dynamodb`, undefined attributes removed), over our own HTTP client
 * (`dynamo-http-client.ts`). The operations the platform uses, by expression only: the legacy parameters
 * (`Expected`, `KeyConditions`, `AttributeUpdates`, ...) are passed through unmarshalled.
 *
 * @example const { Item } = await documentClient().get({ TableName, Key: { pk, sk } })
 */
export class DynamoDocumentClient {
  constructor(private readonly http: DynamoHttpClient) {}

  /** Any operation in DynamoDB's wire form, for the ones without items (`DescribeTable`). */
  call<Output>(operation: string, input: object, options?: CallOptions): Promise<Output> {
    return this.http.call<Output>(operation, input, options)
  }

  async get(input: GetCommandInput, options?: CallOptions): Promise<Answer<GetCommandOutput>> {
    const output = await this.http.call<{ Item?: WireItem }>('GetItem', { ...input, Key: toWire(input.Key) }, options)
    return converted(output, { Item: fromWire(output.Item) })
  }

  async put(input: PutCommandInput, options?: CallOptions): Promise<Answer<PutCommandOutput>> {
    const wire = { ...withValues(input), Item: toWire(input.Item) }
    const output = await this.http.call<{ Attributes?: WireItem }>('PutItem', wire, options)
    return converted(output, { Attributes: fromWire(output.Attributes) })
  }

  async update(input: UpdateCommandInput, options?: CallOptions): Promise<Answer<UpdateCommandOutput>> {
    const wire = { ...withValues(input), Key: toWire(input.Key) }
    const output = await this.http.call<{ Attributes?: WireItem }>('UpdateItem', wire, options)
    return converted(output, { Attributes: fromWire(output.Attributes) })
  }

  async delete(input: DeleteCommandInput, options?: CallOptions): Promise<Answer<DeleteCommandOutput>> {
    const wire = { ...withValues(input), Key: toWire(input.Key) }
    const output = await this.http.call<{ Attributes?: WireItem }>('DeleteItem', wire, options)
    return converted(output, { Attributes: fromWire(output.Attributes) })
  }

  query(input: QueryCommandInput, options?: CallOptions): Promise<Answer<QueryCommandOutput>> {
    return this.readPage('Query', input, options)
  }

  /** For tests and tools only: the platform's own reads are keyed (no scans, docs/decisions/0008). */
  scan(input: ScanCommandInput, options?: CallOptions): Promise<Answer<ScanCommandOutput>> {
    return this.readPage('Scan', input, options)
  }

  async batchGet(input: BatchGetCommandInput, options?: CallOptions): Promise<Answer<BatchGetCommandOutput>> {
    const RequestItems = mapValues(input.RequestItems, (request) => ({
      ...request,
      Keys: request.Keys?.map((key) => toWire(key)),
    }))
    const output = await this.http.call<{
      Responses?: Record<string, WireItem[]>
      UnprocessedKeys?: Record<string, { Keys?: WireItem[] }>
    }>('BatchGetItem', { ...input, RequestItems }, options)
    return converted(output, {
      Responses: mapValues(output.Responses, itemsFromWire),
      UnprocessedKeys: mapValues(output.UnprocessedKeys, (request) =>
        converted(request, { Keys: itemsFromWire(request.Keys) }),
      ),
    }) as Answer<BatchGetCommandOutput>
  }

  async batchWrite(input: BatchWriteCommandInput, options?: CallOptions): Promise<Answer<BatchWriteCommandOutput>> {
    const RequestItems = mapValues(input.RequestItems, (requests) => requests.map(writeRequestToWire))
    const output = await this.http.call<{
      UnprocessedItems?: Record<string, Parameters<typeof writeRequestFromWire>[0][]>
    }>('BatchWriteItem', { ...input, RequestItems }, options)
    return converted(output, {
      UnprocessedItems: mapValues(output.UnprocessedItems, (requests) => requests.map(writeRequestFromWire)),
    }) as Answer<BatchWriteCommandOutput>
  }

  /**
   * A cancelled transaction rejects with `TransactionCanceledException`, its `CancellationReasons` in wire form
   * (as the SDK leaves them; electrodb unmarshalls a reason's `Item` itself).
   */
  async transactWrite(
    input: TransactWriteCommandInput,
    options?: CallOptions,
  ): Promise<Answer<TransactWriteCommandOutput>> {
    const wire = { ...input, TransactItems: input.TransactItems?.map(transactWriteItemToWire) }
    return this.http.call('TransactWriteItems', wire, options)
  }

  async transactGet(input: TransactGetCommandInput, options?: CallOptions): Promise<Answer<TransactGetCommandOutput>> {
    const TransactItems = input.TransactItems?.map((item) =>
      item.Get ? { ...item, Get: { ...item.Get, Key: toWire(item.Get.Key) } } : item,
    )
    const output = await this.http.call<{ Responses?: Array<{ Item?: WireItem }> }>(
      'TransactGetItems',
      { ...input, TransactItems },
      options,
    )
    return converted(output, {
      Responses: output.Responses?.map((response) => converted(response, { Item: fromWire(response.Item) })),
    }) as Answer<TransactGetCommandOutput>
  }

  private async readPage(
    operation: 'Query' | 'Scan',
    input: QueryCommandInput | ScanCommandInput,
    options?: CallOptions,
  ): Promise<Answer<QueryCommandOutput>> {
    const wire = { ...withValues(input), ExclusiveStartKey: toWire(input.ExclusiveStartKey) }
    const output = await this.http.call<{ Items?: WireItem[]; LastEvaluatedKey?: WireItem }>(operation, wire, options)
    return converted(output, {
      Items: itemsFromWire(output.Items),
      LastEvaluatedKey: fromWire(output.LastEvaluatedKey),
    })
  }
}
