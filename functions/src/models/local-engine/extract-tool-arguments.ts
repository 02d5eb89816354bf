import { splitWords, stem } from '../../retrieval/text-tokens.ts'

/**
 * Fills a function's arguments from the user's message where its JSON-schema parameters allow a plain reading:
 * enum values named in the message, numbers, e-mail addresses, URLs, dates, identifiers (tokens with digits)
 * and proper names after "to", "in", "for"… Anything it cannot read is left out rather than guessed, so the
 * caller's own validation sees a missing field, never a wrong one.
 *
 * @example
 * extractToolArguments('Track parcel 1Z999AA10123456784', {
 *   type: 'object', properties: { tracking_number: { type: 'string' } },
 * }) // { tracking_number: '1Z999AA10123456784' }
 */
export function extractToolArguments(message: string, parameters: unknown): Record<string, unknown> {
  const properties = propertiesOf(parameters)
  const extracted: Record<string, unknown> = {}
  const used = new Set<string>()
  const take = (name: string, value: string | number | undefined, key = String(value)) => {
    if (value === undefined || used.has(key)) return
    extracted[name] = value
    used.add(key)
  }

  // Most specific readings first, so a generic string property cannot take an e-mail or an identifier first.
  const ordered = [...properties].sort((left, right) => specificity(right) - specificity(left))
  for (const property of ordered) {
    const { name, schema } = property
    const hints = nameWords(`${name} ${typeof schema.description === 'string' ? schema.description : ''}`)
    if (Array.isArray(schema.enum)) {
      take(name, findEnumValue(message, schema.enum))
    } else if (schema.type === 'number' || schema.type === 'integer') {
      const number = findNumber(message, nameWords(name), used)
      take(name, schema.type === 'integer' && number !== undefined ? Math.round(number) : number, `number:${number}`)
    } else if (schema.type === 'string') {
      take(name, findString(message, hints, used))
    }
  }
  return extracted
}

interface PropertySchema {
  type?: unknown
  enum?: unknown
  description?: unknown
  format?: unknown
}

function propertiesOf(parameters: unknown): { name: string; schema: PropertySchema }[] {
  if (typeof parameters !== 'object' || parameters === null) return []
  const properties = (parameters as { properties?: unknown }).properties
  if (typeof properties !== 'object' || properties === null) return []
  return Object.entries(properties as Record<string, unknown>)
    .filter(([, schema]) => typeof schema === 'object' && schema !== null)
    .map(([name, schema]) => ({ name, schema: schema as PropertySchema }))
}

function specificity({ schema }: { schema: PropertySchema }): number {
  if (Array.isArray(schema.enum)) return 3
  if (schema.type === 'number' || schema.type === 'integer') return 2
  return 1
}

/** "tracking_number" and "trackingNumber" both give ["track", "number"]. */
function nameWords(name: string): Set<string> {
  return new Set(splitWords(name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ')).map(stem))
}

function findEnumValue(message: string, values: readonly unknown[]): string | number | undefined {
  const messageWords = new Set(splitWords(message).map(stem))
  for (const value of values) {
    if (typeof value !== 'string' && typeof value !== 'number') continue
    const words = [...nameWords(String(value))]
    if (words.length > 0 && words.every((word) => messageWords.has(word))) return value
  }
  return undefined
}

const numberPattern = /(?<![\p{L}\d.])-?\d+(?:[.,]\d+)?(?![\p{L}\d])/gu

/** A number standing alone (not part of an identifier); the one next to a word of the property's name wins. */
function findNumber(message: string, hints: Set<string>, used: Set<string>): number | undefined {
  const found: { value: number; near: boolean }[] = []
  for (const match of message.matchAll(numberPattern)) {
    const value = Number(match[0].replace(',', '.'))
    if (!Number.isFinite(value) || used.has(`number:${value}`)) continue
    const start = match.index ?? 0
    const around = splitWords(message.slice(Math.max(0, start - 24), start + match[0].length + 16)).map(stem)
    found.push({ value, near: around.some((word) => hints.has(word)) })
  }
  return (found.find((candidate) => candidate.near) ?? found[0])?.value
}

const emailPattern = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/
const urlPattern = /https?:\/\/[^\s"'<>]+/
const datePattern = /\b\d{4}-\d{2}-\d{2}\b/
const quotedPattern = /["“']([^"”']{2,})["”']/
const identifierPattern = /#?\b(?=[\w-]*\d)[A-Za-z0-9][\w-]{3,}\b/g
const properNamePattern = /\b(?:to|in|for|from|at|named|called)\s+((?:\p{Lu}[\p{L}'-]+)(?:\s+\p{Lu}[\p{L}'-]+)*)/u

function findString(message: string, hints: Set<string>, used: Set<string>): string | undefined {
  const has = (...words: string[]) => words.some((word) => hints.has(word))
  const unused = (value: string | undefined) => (value !== undefined && !used.has(value) ? value : undefined)
  if (has('email', 'mail')) return unused(message.match(emailPattern)?.[0])
  if (has('url', 'link', 'websit', 'webhook', 'endpoint')) return unused(message.match(urlPattern)?.[0])
  if (has('dat', 'day')) return unused(message.match(datePattern)?.[0])
  if (has('id', 'identifier', 'number', 'cod', 'track', 'referenc', 'order', 'sku')) {
    for (const match of message.matchAll(identifierPattern)) {
      const value = match[0].replace(/^#/, '')
      if (!used.has(value) && !/^\d{4}-\d{2}-\d{2}$/.test(value)) return value
    }
  }
  if (has('country', 'city', 'location', 'destination', 'plac', 'nam', 'address', 'region', 'stat', 'carrier')) {
    const name = unused(message.match(properNamePattern)?.[1])
    if (name) return name
  }
  return unused(message.match(quotedPattern)?.[1])
}
