import type { IncomingMessage } from 'node:http'
import { EngineError } from './engine-error.ts'
import type { EngineStore } from './engine-store.ts'
import { readBody } from './http-io.ts'
import type { FileObject } from './wire-types.ts'

/**
 * `POST /v1/files`: multipart form with `file` and `purpose`. The multipart body is parsed by the Fetch API's
 * `Request.formData()` (built into Node), which spares the engine a multipart parser of its own.
 */
export async function uploadFile(request: IncomingMessage, store: EngineStore): Promise<FileObject> {
  const contentType = request.headers['content-type'] ?? ''
  if (!contentType.startsWith('multipart/form-data')) {
    throw new EngineError(400, 'Uploads must be multipart/form-data with the fields file and purpose.')
  }
  const body = await readBody(request)
  let form: FormData
  try {
    form = await new Request('http://engine.local/v1/files', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    }).formData()
  } catch {
    throw new EngineError(400, 'The multipart body could not be parsed.')
  }
  const file = form.get('file')
  const purpose = form.get('purpose')
  if (!(file instanceof Blob)) throw new EngineError(400, "Missing required parameter: 'file'.", null, 'file')
  if (purpose !== 'fine-tune') {
    throw new EngineError(400, "The local engine accepts files with purpose 'fine-tune' only.", null, 'purpose')
  }
  const filename = file instanceof File && file.name ? file.name : 'upload.jsonl'
  return store.createFile(filename, purpose, Buffer.from(await file.arrayBuffer()))
}
