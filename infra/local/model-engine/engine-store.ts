import { randomBytes } from 'node:crypto'
import { appendFile, mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { RetrievalModelFile } from '@platform/functions/models/local-engine/retrieval-model'
import type { FileObject, FineTuningEventObject, FineTuningJobObject } from './wire-types.ts'

/**
 * Files, fine-tuning jobs, their events and trained models under `dataDir`, so they survive restarts:
 *   files/<id>.json + files/<id>.content, jobs/<id>.json + jobs/<id>.events.jsonl, models/<job id>.json.
 * Metadata is kept in memory too (it is small); contents and models are read when asked for.
 */
export class EngineStore {
  readonly #files = new Map<string, FileObject>()
  readonly #jobs = new Map<string, FineTuningJobObject>()

  private constructor(private readonly dataDir: string) {}

  static async open(dataDir: string): Promise<EngineStore> {
    const store = new EngineStore(dataDir)
    for (const folder of ['files', 'jobs', 'models']) await mkdir(path.join(dataDir, folder), { recursive: true })
    for (const file of await readJsonFiles<FileObject>(path.join(dataDir, 'files'))) store.#files.set(file.id, file)
    for (const job of await readJsonFiles<FineTuningJobObject>(path.join(dataDir, 'jobs'))) store.#jobs.set(job.id, job)
    return store
  }

  async createFile(filename: string, purpose: string, content: Buffer): Promise<FileObject> {
    const file: FileObject = {
      id: newId('file-'),
      object: 'file',
      bytes: content.length,
      created_at: nowInSeconds(),
      filename,
      purpose,
      status: 'processed',
      status_details: null,
    }
    await writeFile(this.#path('files', `${file.id}.content`), content)
    await writeAtomically(this.#path('files', `${file.id}.json`), file)
    this.#files.set(file.id, file)
    return file
  }

  getFile(id: string): FileObject | undefined {
    return this.#files.get(id)
  }

  listFiles(): FileObject[] {
    return [...this.#files.values()].sort((left, right) => right.created_at - left.created_at)
  }

  readFileContent(id: string): Promise<Buffer> {
    return readFile(this.#path('files', `${safeName(id)}.content`))
  }

  async saveJob(job: FineTuningJobObject): Promise<void> {
    this.#jobs.set(job.id, job)
    await writeAtomically(this.#path('jobs', `${job.id}.json`), job)
  }

  getJob(id: string): FineTuningJobObject | undefined {
    return this.#jobs.get(id)
  }

  /** Newest first, as OpenAI lists them. */
  listJobs(): FineTuningJobObject[] {
    return [...this.#jobs.values()].sort(
      (left, right) => right.created_at - left.created_at || (left.id < right.id ? 1 : -1),
    )
  }

  findJobByModel(modelId: string): FineTuningJobObject | undefined {
    return [...this.#jobs.values()].find((job) => job.fine_tuned_model === modelId && job.status === 'succeeded')
  }

  async appendEvent(jobId: string, event: Omit<FineTuningEventObject, 'id' | 'object' | 'created_at'>): Promise<void> {
    const stored: FineTuningEventObject = {
      id: newId('ftevent-'),
      object: 'fine_tuning.job.event',
      created_at: nowInSeconds(),
      ...event,
    }
    await appendFile(this.#path('jobs', `${safeName(jobId)}.events.jsonl`), `${JSON.stringify(stored)}\n`)
  }

  /** Oldest first, in the order they happened. */
  async listEvents(jobId: string): Promise<FineTuningEventObject[]> {
    let content: string
    try {
      content = await readFile(this.#path('jobs', `${safeName(jobId)}.events.jsonl`), 'utf8')
    } catch {
      return []
    }
    return content
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as FineTuningEventObject)
  }

  async saveModel(jobId: string, model: RetrievalModelFile): Promise<void> {
    await writeAtomically(this.#path('models', `${safeName(jobId)}.json`), model)
  }

  async readModel(jobId: string): Promise<unknown> {
    return JSON.parse(await readFile(this.#path('models', `${safeName(jobId)}.json`), 'utf8'))
  }

  #path(folder: string, name: string): string {
    return path.join(this.dataDir, folder, name)
  }
}

export function newId(prefix: string): string {
  return `${prefix}${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`
}

export function nowInSeconds(): number {
  return Math.floor(Date.now() / 1000)
}

/** Ids come from URLs; keep them from naming files outside the store. */
function safeName(id: string): string {
  return id.replace(/[^\w-]/g, '_')
}

async function writeAtomically(filePath: string, value: unknown): Promise<void> {
  const temporary = `${filePath}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
  await writeFile(temporary, JSON.stringify(value))
  await rename(temporary, filePath)
}

async function readJsonFiles<Value>(folder: string): Promise<Value[]> {
  const names = (await readdir(folder)).filter((name) => name.endsWith('.json'))
  const values: Value[] = []
  for (const name of names) values.push(JSON.parse(await readFile(path.join(folder, name), 'utf8')) as Value)
  return values
}
