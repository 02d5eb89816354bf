import { type VersionExportDocument, versionExportFormat } from '@platform/shared/contracts/versions'
import type { VersionKey } from '../../data/version-scope.ts'
import { appInfoFieldsOf, findAppInfo } from './app-info-records.ts'
import { orderedVersionContent, type VersionContentModules } from './project-content-registry.ts'
import { requireProject } from './project-records.ts'
import { requireVersion } from './versions.ts'

/**
 * The version as one JSON document for POST /import: app info and a section per module that can export.
 * Modules holding files (uploads) do not export; their files are uploaded again in the target.
 */
export async function exportVersion(
  key: VersionKey,
  versionContent: VersionContentModules,
): Promise<VersionExportDocument> {
  const [project, version, appInfo] = await Promise.all([requireProject(key), requireVersion(key), findAppInfo(key)])
  const content: Record<string, unknown[]> = {}
  for (const module of orderedVersionContent(versionContent)) {
    if (module.exportVersion) content[module.name] = await module.exportVersion(key)
  }
  return {
    format: versionExportFormat,
    formatVersion: 1,
    exportedAt: new Date().toISOString(),
    source: { projectName: project.name, versionName: version.name },
    appInfo: appInfo ? appInfoFieldsOf(appInfo) : null,
    content,
  }
}
