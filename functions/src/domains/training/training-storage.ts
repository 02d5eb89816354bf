import type { VersionKey } from '../../data/version-scope.ts'
import { s3Client } from '../../platform/aws-clients/s3.ts'
import { environment } from '../../platform/environment.ts'
import { versionStoragePrefix } from '../projects/index.ts'

/**
 * Where a training's files live in the artifacts bucket: `org/project/version/training/<trainingId>/`, under the
 * version's prefix, so deleting the project sweeps them too.
 */
export function trainingStorageKeys(key: VersionKey, trainingId: string) {
  const folder = `${versionStoragePrefix(key)}training/${trainingId}/`
  return {
    snapshot: `${folder}snapshot.json`,
    trainingFile: `${folder}training.jsonl`,
    validationFile: `${folder}validation.jsonl`,
    ragIndex: `${folder}rag-index.json`,
  }
}

export async function putArtifact(objectKey: string, body: string, contentType: string): Promise<void> {
  await s3Client().putObject(environment().ARTIFACTS_BUCKET, objectKey, body, contentType)
}

export async function readArtifact(objectKey: string): Promise<string> {
  return new TextDecoder().decode(await s3Client().getObject(environment().ARTIFACTS_BUCKET, objectKey))
}
