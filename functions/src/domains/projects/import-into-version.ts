import type { VersionExportDocument } from '@platform/shared/contracts/versions'
import type { VersionKey } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'
import { copyAppInfo, writeAppInfo } from './app-info-records.ts'
import { describeContentCounts } from './content-counts.ts'
import {
  orderedVersionContent,
  type VersionContentModule,
  type VersionContentModules,
} from './project-content-registry.ts'
import { recordTimelineEvent, timelineEventTypes } from './record-timeline-event.ts'
import { assertVersionEditable, requireVersion } from './versions.ts'

export interface ImportInput {
  fromVersionId?: string
  document?: VersionExportDocument
  appInfo?: boolean
}

/** Every section must belong to a module that can import it; checked before anything is written. */
function importersFor(document: VersionExportDocument, versionContent: VersionContentModules) {
  const modules = new Map<string, VersionContentModule>(
    orderedVersionContent(versionContent).map((module) => [module.name, module]),
  )
  return Object.entries(document.content).map(([name, section]) => {
    const importVersion = modules.get(name)?.importVersion
    if (!importVersion) {
      throw new AppError('VALIDATION_FAILED', {
        message: `document.content.${name}: This kind of content cannot be imported.`,
      })
    }
    return { name, section, importVersion }
  })
}

/**
 * Merges content into an editable version, from another version of the same project or from an export
 * document. Modules upsert by item id, so importing twice changes nothing the second time. Each module checks
 * its section before writing it; when a later section is refused, earlier ones stay imported, and running the
 * corrected import again is safe for the same reason.
 */
export async function importIntoVersion(
  target: VersionKey,
  input: ImportInput,
  actorId: string,
  versionContent: VersionContentModules,
) {
  await assertVersionEditable(target)
  const imported: Record<string, number> = {}
  let appInfoImported = false
  let origin: string
  if (input.fromVersionId !== undefined) {
    if (input.fromVersionId === target.versionId) {
      throw new AppError('VALIDATION_FAILED', { message: 'fromVersionId: Choose another version to import from.' })
    }
    const source: VersionKey = { ...target, versionId: input.fromVersionId }
    const sourceVersion = await requireVersion(source)
    origin = `version ${sourceVersion.name}`
    for (const module of orderedVersionContent(versionContent))
      imported[module.name] = await module.copyVersion(source, target, { actorId })
    if (input.appInfo) appInfoImported = await copyAppInfo(source, target, actorId)
  } else if (input.document) {
    const { document } = input
    origin = `an export of ${document.source.projectName} ${document.source.versionName}`
    for (const { name, section, importVersion } of importersFor(document, versionContent))
      imported[name] = await importVersion(target, section, { actorId })
    if (input.appInfo && document.appInfo) {
      await writeAppInfo(target, document.appInfo, actorId)
      appInfoImported = true
    }
  } else {
    throw new AppError('VALIDATION_FAILED', { message: 'fromVersionId: Give either fromVersionId or document.' })
  }
  await recordTimelineEvent(target, {
    type: timelineEventTypes.versionImported,
    summary: `Imported from ${origin} (${describeContentCounts(imported)}${appInfoImported ? ', app info' : ''})`,
    details: { fromVersionId: input.fromVersionId ?? null, imported, appInfoImported },
    actorId,
  })
  return { imported, appInfoImported }
}
