import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Records the request pipeline has already read for this invocation (the version of a version route, read with the
 * access check), so the handler does not read them again. A record is handed out once: a second read of the same
 * key, which may follow a write in the same request, goes to the table.
 */
const recordsOfRequest = new AsyncLocalStorage<Map<string, unknown>>()

/** Runs one invocation with its own records; outside it (jobs, tests) nothing is kept and every read is real. */
export function withRequestRecords<Result>(run: () => Promise<Result>): Promise<Result> {
  return recordsOfRequest.run(new Map(), run)
}

function recordName(entity: string, key: object): string {
  return `${entity}:${JSON.stringify(Object.entries(key).sort(([left], [right]) => left.localeCompare(right)))}`
}

/** Keeps a record, or the promise of one still being read (later reads of it then wait instead of reading). */
export function keepRequestRecord(entity: string, key: object, record: unknown): void {
  recordsOfRequest.getStore()?.set(recordName(entity, key), record)
}

/** The record kept for this key (and forgets it), or reads it. */
export async function takeRequestRecord<Record>(entity: string, key: object, read: () => Promise<Record>) {
  const records = recordsOfRequest.getStore()
  const name = recordName(entity, key)
  if (records?.has(name)) {
    const record = records.get(name) as Record
    records.delete(name)
    return record
  }
  return read()
}
