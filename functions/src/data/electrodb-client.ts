import type { DynamoDocumentClient } from '../platform/aws-clients/dynamo-document-client.ts'
import type { CallOptions } from '../platform/aws-clients/signed-http-transport.ts'

type Call = (options: CallOptions) => Promise<unknown>
type ErrorListener = (response: { httpResponse: { body: string } }) => void

/** A request as the v2 SDK's document client returned it: sent by `promise()`, cancelled by `abort()`. */
class ElectroDbRequest {
  private readonly controller = new AbortController()
  private readonly errorListeners: ErrorListener[] = []

  constructor(private readonly call: Call) {}

  promise(): Promise<unknown> {
    return this.call({ abortSignal: this.controller.signal }).catch((error: unknown) => {
      // electrodb reads a cancelled transaction's reasons from the v2 SDK's `extractError` event, from the body.
      const reasons = (error as { CancellationReasons?: unknown }).CancellationReasons
      if (Array.isArray(reasons)) {
        const body = JSON.stringify({ CancellationReasons: reasons })
        for (const listener of this.errorListeners) listener({ httpResponse: { body } })
      }
      throw error
    })
  }

  abort(): void {
    this.controller.abort()
  }

  on(event: string, listener: ErrorListener): this {
    if (event === 'extractError') this.errorListeners.push(listener)
    return this
  }
}

/**
 * Our document client in the shape electrodb accepts without `@aws-sdk/lib-dynamodb`: the v2 SDK's DocumentClient
 * (`get(params).promise()`, ...). Given a v3 client, electrodb builds lib-dynamodb's command classes, which load
 * the SDK's DynamoDB client, the cost this client exists to avoid (docs/decisions/0018); its v2 path uses none of
 * it. electrodb still `require`s lib-dynamodb at load, so the bundles alias it to an empty module
 * (`infra/cdk/function-bundling.ts`). A cancelled transaction resolves as `{ canceled }` as on the v3 path.
 */
export function electroDbClient(client: DynamoDocumentClient) {
  type Params<Method extends keyof DynamoDocumentClient> = Parameters<DynamoDocumentClient[Method]>[0]
  const request = (call: Call) => new ElectroDbRequest(call)
  return {
    get: (params: Params<'get'>) => request((options) => client.get(params, options)),
    put: (params: Params<'put'>) => request((options) => client.put(params, options)),
    update: (params: Params<'update'>) => request((options) => client.update(params, options)),
    delete: (params: Params<'delete'>) => request((options) => client.delete(params, options)),
    batchWrite: (params: Params<'batchWrite'>) => request((options) => client.batchWrite(params, options)),
    batchGet: (params: Params<'batchGet'>) => request((options) => client.batchGet(params, options)),
    scan: (params: Params<'scan'>) => request((options) => client.scan(params, options)),
    query: (params: Params<'query'>) => request((options) => client.query(params, options)),
    transactWrite: (params: Params<'transactWrite'>) => request((options) => client.transactWrite(params, options)),
    transactGet: (params: Params<'transactGet'>) => request((options) => client.transactGet(params, options)),
    // electrodb's set attributes: a JavaScript Set, which the marshalling writes as a string or number set.
    createSet: (values: unknown[]) => new Set(values),
  }
}
