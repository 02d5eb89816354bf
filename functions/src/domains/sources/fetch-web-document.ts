import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'
import * as z from 'zod'
import { readConfiguration } from '../../platform/environment.ts'
import { DocumentError } from './document-error.ts'

/** How the platform names itself to the sites it reads (robots.txt rules are matched against it). */
export const crawlerUserAgent = 'AssistantPlatformBot/1.0'
export const crawlerProductToken = 'AssistantPlatformBot'

export interface FetchedDocument {
  /** The address after redirects. */
  url: string
  contentType: string
  bytes: Uint8Array
}

export interface FetchOptions {
  timeoutMs?: number
  maximumBytes?: number
  accept?: string
  /** HEAD asks whether the address answers without its body; GET (the default) reads it. */
  method?: 'GET' | 'HEAD'
}

/** Pages and documents larger than this are refused; a documentation page is rarely over 1 MB. */
export const maximumDocumentBytes = 5 * 1024 * 1024
const defaultTimeoutMs = 15_000
const maximumRedirects = 5

const settingsSchema = z.object({
  /**
   * "true" lets sources be fetched from loopback and private networks: for local mode and tests, whose sites run
   * on 127.0.0.1. Off by default, so a link cannot make the cloud fetch internal addresses.
   */
  SOURCE_FETCH_ALLOW_PRIVATE_HOSTS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
})

const privateRanges = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  privateRanges.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['::ffff:0:0', 96],
  // Local-use NAT64 (RFC 8215) translates to networks of the operator's own choosing.
  ['64:ff9b:1::', 48],
] as const)
  privateRanges.addSubnet(network, prefix, 'ipv6')

/** The sixteen-bit groups of an IPv6 address, `::` expanded and a trailing dotted IPv4 part read as two groups. */
function ipv6Groups(address: string): number[] {
  const dotted = address.match(/^(.*:)(\d+\.\d+\.\d+\.\d+)$/)
  const text = dotted
    ? `${dotted[1]}${(dotted[2] as string)
        .split('.')
        .map(Number)
        .reduce<string[]>((groups, byte, index) => {
          if (index % 2 === 0) groups.push('')
          groups[groups.length - 1] += byte.toString(16).padStart(2, '0')
          return groups
        }, [])
        .join(':')}`
    : address
  const [head = '', tail] = text.split('::')
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16)))
  const start = parse(head)
  const end = tail === undefined ? [] : parse(tail)
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end]
}

/**
 * The IPv4 address an IPv6 address carries to a gateway that unwraps it: NAT64 (64:ff9b::/96, in the last 32 bits)
 * and 6to4 (2002::/16, in the 32 bits after the prefix). `64:ff9b::7f00:1` reaches 127.0.0.1 through NAT64.
 */
function embeddedIpv4(address: string): string | undefined {
  const groups = ipv6Groups(address)
  const asIpv4 = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0))
    return asIpv4(groups[6] ?? 0, groups[7] ?? 0)
  if (groups[0] === 0x2002) return asIpv4(groups[1] ?? 0, groups[2] ?? 0)
  return undefined
}

function isPrivateAddress(address: string, family: number): boolean {
  if (family !== 6) return privateRanges.check(address, 'ipv4')
  if (privateRanges.check(address, 'ipv6')) return true
  const carried = embeddedIpv4(address)
  return carried !== undefined && privateRanges.check(carried, 'ipv4')
}

/**
 * Refuses hosts that resolve to loopback, private, link-local (cloud metadata) or multicast addresses, also when
 * an IPv6 address carries one through NAT64 or 6to4.
 */
async function assertPublicHost(url: URL): Promise<void> {
  if (readConfiguration(settingsSchema, 'page fetching').SOURCE_FETCH_ALLOW_PRIVATE_HOSTS) return
  const host = url.hostname.replace(/^\[|\]$/g, '')
  let addresses: { address: string; family: number }[]
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true })
  } catch {
    throw new DocumentError(`The host ${url.hostname} could not be found.`)
  }
  for (const { address, family } of addresses) {
    if (isPrivateAddress(address, family))
      throw new DocumentError(`${url.hostname} is a private network address; only public sites can be added.`)
  }
}

function describeNetworkError(error: unknown, url: URL, timeoutMs: number): string {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause
  const name = (error as { name?: string })?.name
  if (name === 'TimeoutError' || name === 'AbortError')
    return `${url.host} did not answer within ${timeoutMs / 1000} seconds.`
  if (cause?.code === 'ENOTFOUND' || cause?.code === 'EAI_AGAIN') return `The host ${url.hostname} could not be found.`
  if (cause?.code === 'ECONNREFUSED') return `${url.host} refused the connection.`
  if (cause?.code?.startsWith('CERT_') || cause?.code === 'DEPTH_ZERO_SELF_SIGNED_CERT')
    return `${url.host} has an invalid security certificate.`
  const detail = cause?.code ?? cause?.message
  return `${url.host} could not be reached${detail ? ` (${detail})` : ''}.`
}

async function readLimited(response: Response, maximumBytes: number, url: URL): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? '0')
  const tooLarge = () =>
    new DocumentError(`${url.href} is larger than ${Math.round(maximumBytes / 1024 / 1024)} MB; it was not read.`)
  if (declared > maximumBytes) {
    await response.body?.cancel()
    throw tooLarge()
  }
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = response.body?.getReader()
  if (!reader) return new Uint8Array()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maximumBytes) {
      await reader.cancel()
      throw tooLarge()
    }
    chunks.push(value)
  }
  return new Uint8Array(Buffer.concat(chunks))
}

/**
 * Fetches a page or document for a data source: follows up to 5 redirects (checking every hop's host), stops
 * after the timeout, refuses bodies over the size limit, and turns every failure into a DocumentError whose
 * message says what happened ("The site answered 404 Not Found.").
 *
 * Known limit: the host is resolved for the check and again by the request, so a host whose DNS answer changes
 * in between (DNS rebinding) is not caught; the cloud functions have no internal services to reach anyway.
 *
 * @example const { contentType, bytes } = await fetchWebDocument('https://docs.example.com/guide')
 */
export async function fetchWebDocument(address: string, options: FetchOptions = {}): Promise<FetchedDocument> {
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs
  let url = new URL(address)
  for (let hop = 0; hop <= maximumRedirects; hop += 1) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new DocumentError(`Only http and https links can be fetched, not ${url.protocol}`)
    await assertPublicHost(url)
    let response: Response
    try {
      response = await fetch(url, {
        method: options.method ?? 'GET',
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          'user-agent': crawlerUserAgent,
          accept: options.accept ?? 'text/html,application/xhtml+xml,application/pdf,text/plain,*/*;q=0.5',
        },
      })
    } catch (error) {
      throw new DocumentError(describeNetworkError(error, url, timeoutMs), { cause: error })
    }
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel()
      url = new URL(location, url)
      continue
    }
    if (!response.ok) {
      await response.body?.cancel()
      throw new DocumentError(
        `The site answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}.`,
      )
    }
    if (options.method === 'HEAD') {
      await response.body?.cancel()
      return { url: url.toString(), contentType: response.headers.get('content-type') ?? '', bytes: new Uint8Array() }
    }
    try {
      const bytes = await readLimited(response, options.maximumBytes ?? maximumDocumentBytes, url)
      return { url: url.toString(), contentType: response.headers.get('content-type') ?? '', bytes }
    } catch (error) {
      if (error instanceof DocumentError) throw error
      throw new DocumentError(describeNetworkError(error, url, timeoutMs), { cause: error })
    }
  }
  throw new DocumentError(`${address} redirects more than ${maximumRedirects} times.`)
}
