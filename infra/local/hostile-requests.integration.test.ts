import { mkdtemp, rm } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startGateway } from './gateway.ts'
import { googleUserInfoStandInPath, serveGoogleUserInfo } from './google-stand-in.ts'
import { startModelEngine } from './model-engine/server.ts'
import { localPaymentPath, paymentGatewayStandIns } from './payment-gateway-stand-in.ts'
import { findFreePort } from './processes.ts'
import { startMailbox } from './stand-ins.ts'
import { startStepFunctionsServer } from './step-functions-server.ts'

/**
 * Issue 38, finding 3: `POST /local/payment-gateway/pay` with the body `{` threw inside the request's end handler
 * and ended local mode. Every local server gets the bodies an attacker sends, then must still serve.
 */
const hostileBodies = ['{', 'null', '[]', '"text"', '\u0000', '[[[[[[[[[[', '{"order_id":', '{"a":1']

async function post(url: string, body: string, headers: Record<string, string> = {}): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
  })
  await response.arrayBuffer()
  return response.status
}

/** A raw request line `fetch` would refuse to send (an absolute-form target that is not a URL). */
function sendRaw(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text))
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')))
    socket.on('error', reject)
  })
}

describe('local stand-ins under hostile requests', () => {
  let dataDir: string
  const stops: (() => Promise<void>)[] = []
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'hostile-requests-'))
  })
  afterAll(async () => {
    for (const stop of stops.reverse()) await stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('the gateway and its payment and Google stand-ins answer every bad request and keep serving', async () => {
    const gateway = await startGateway({
      port: 0,
      host: '127.0.0.1',
      throttle: false,
      loadHandler: async () => async () => ({ statusCode: 200, body: '{}' }),
      standIns: { [googleUserInfoStandInPath]: serveGoogleUserInfo, ...paymentGatewayStandIns },
    })
    stops.push(gateway.stop)
    const statuses: number[] = []
    for (const body of hostileBodies) statuses.push(await post(`${gateway.url}${localPaymentPath}`, body))
    statuses.push(await post(`${gateway.url}${googleUserInfoStandInPath}`, '{', { authorization: 'Bearer stand-in.{' }))
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 401])
    const port = Number(new URL(gateway.url).port)
    const answer = await sendRaw(port, 'GET http://[ HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n')
    expect(answer).toMatch(/^HTTP\/1\.1 4\d\d/)
    const checkout = await fetch(`${gateway.url}/local/payment-gateway/checkout?order_id=order_1`)
    expect(checkout.status).toBe(200)
  })

  it('the checkout page returns only to paths of its own origin (issue 38 finding 9)', async () => {
    const gateway = await startGateway({
      port: 0,
      host: '127.0.0.1',
      loadHandler: async () => async () => ({ statusCode: 200, body: '{}' }),
      standIns: paymentGatewayStandIns,
    })
    stops.push(gateway.stop)
    // Browsers read a backslash as a slash: `/\evil.com` is `//evil.com`, another site.
    for (const returnTo of [
      '/\\evil.com',
      '/\\/evil.com',
      '//evil.com',
      '/\t/evil.com',
      'https://evil.com',
      '/%5Cevil.com',
    ]) {
      const page = await (
        await fetch(
          `${gateway.url}/local/payment-gateway/checkout?order_id=o&return_to=${encodeURIComponent(returnTo)}`,
        )
      ).text()
      const cancel = page.match(/<a href="([^"]*)">Cancel payment<\/a>/)?.[1] ?? ''
      expect(new URL(cancel.replaceAll('&amp;', '&'), gateway.url).origin, returnTo).toBe(gateway.url)
    }
    const page = await (
      await fetch(`${gateway.url}/local/payment-gateway/checkout?order_id=o&return_to=%2Fbilling%3Ftab%3Dadd-ons`)
    ).text()
    expect(page).toContain('<a href="/billing?tab=add-ons">Cancel payment</a>')
  })

  it('the Step Functions endpoint answers bad bodies with its error and keeps serving', async () => {
    const server = await startStepFunctionsServer()
    stops.push(server.stop)
    const target = { 'x-amz-target': 'AWSStepFunctions.ListExecutions' }
    const statuses: number[] = []
    for (const body of hostileBodies) statuses.push(await post(server.url, body, target))
    // Step Functions answers a body that is not an object of fields with its own error type; the count is what matters.
    expect(statuses).toHaveLength(hostileBodies.length)
    expect(await post(server.url, '{"stateMachineArn":"none"}', target)).toBe(200)
  })

  it('the model engine answers bad bodies in OpenAI form and keeps serving', async () => {
    const engine = await startModelEngine({ port: 0, dataDir })
    stops.push(engine.stop)
    for (const route of ['chat/completions', 'embeddings', 'fine_tuning/jobs']) {
      for (const body of hostileBodies) expect(await post(`${engine.url}/${route}`, body)).toBe(400)
    }
    expect((await fetch(`${engine.url}/models`)).status).toBe(200)
  })

  it('the mailbox answers bad bodies and keeps serving', async () => {
    const mailbox = await startMailbox({ port: await findFreePort() })
    stops.push(mailbox.stop)
    for (const route of ['/v2/email/outbound-emails', '/', '/emails']) {
      for (const body of hostileBodies) expect(await post(`${mailbox.url}${route}`, body)).toBeLessThan(600)
    }
    expect((await fetch(`${mailbox.url}/store`)).status).toBe(200)
  })
})
