import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda'

const textContentTypes = /^(application\/(json|x-www-form-urlencoded|xml|javascript)|text\/)/i

/**
 * Builds the event API Gateway's HTTP API (payload format 2.0) would hand a Lambda for this request, so
 * handlers run unchanged locally: cookies split into `cookies`, headers lower-cased and joined, repeated
 * query values joined by commas, binary bodies base64-encoded.
 */
export function toLambdaEvent(options: {
  request: IncomingMessage
  url: URL
  body: Buffer
  routeKey: string
  pathParameters: Record<string, string>
}): APIGatewayProxyEventV2 {
  const { request, url, body, routeKey, pathParameters } = options
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'cookie') continue
    headers[name] = Array.isArray(value) ? value.join(',') : value
  }
  // CloudFront appends the viewer's address to X-Forwarded-For; the handlers trust only that last entry.
  const socketAddress = request.socket.remoteAddress ?? '127.0.0.1'
  headers['x-forwarded-for'] = headers['x-forwarded-for']
    ? `${headers['x-forwarded-for']}, ${socketAddress}`
    : socketAddress
  const cookies = (request.headers.cookie ?? '')
    .split(';')
    .map((cookie) => cookie.trim())
    .filter(Boolean)
  const queryStringParameters: Record<string, string> = {}
  for (const name of new Set(url.searchParams.keys())) {
    queryStringParameters[name] = url.searchParams.getAll(name).join(',')
  }
  const contentType = request.headers['content-type'] ?? ''
  const isText = body.length === 0 || textContentTypes.test(contentType)
  const now = new Date()
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    cookies: cookies.length > 0 ? cookies : undefined,
    headers,
    queryStringParameters: Object.keys(queryStringParameters).length > 0 ? queryStringParameters : undefined,
    pathParameters: Object.keys(pathParameters).length > 0 ? pathParameters : undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: request.headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: {
        method: request.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: request.headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length > 0 ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !isText,
  }
}

/** The slice of the Lambda context handlers use, with the deadline a real function would have. */
export function toLambdaContext(functionName: string, timeoutSeconds: number): Context {
  const deadline = Date.now() + timeoutSeconds * 1000
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  }
}
