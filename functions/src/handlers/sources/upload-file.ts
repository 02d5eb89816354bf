import { maximumFileBytes } from '@platform/shared/contracts/sources'
import * as sourceRoutes from '@platform/shared/routes/source-routes'
import { uploadFile } from '../../domains/sources/upload-file.ts'
import { defineHandler } from '../../platform/http-handler.ts'
import { eventBodyBytes, parseMultipartUpload } from '../../platform/parse-multipart-upload.ts'

export const handler = defineHandler(sourceRoutes.uploadFile, async ({ params, event, session }) => {
  const file = await parseMultipartUpload(eventBodyBytes(event), event.headers?.['content-type'], maximumFileBytes)
  return uploadFile(params, file, session.userId)
})
