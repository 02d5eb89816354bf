import { webUrlSchema } from '@platform/shared/contracts/sources'
import * as z from 'zod'
import { db } from '../../data/database.ts'
import { AppError } from '../../platform/app-error.ts'
import { versionContentModule } from '../projects/index.ts'
import { addUrls } from './add-urls.ts'
import { copyFileSources } from './copy-file-sources.ts'
import { copyUrlSources } from './copy-url-sources.ts'
import { deleteAllFileSources } from './delete-all-file-sources.ts'
import { deleteAllUrlSources } from './delete-all-url-sources.ts'

const urlSectionSchema = z.array(z.object({ url: webUrlSchema })).max(5000)

/**
 * Links and files join every whole-version operation: project deletion, new versions and imports. Links export as
 * their addresses (an import fetches them again); files are not exported, since export documents carry no bytes.
 */
export const urlVersionContent = versionContentModule({
  name: 'urls',
  deleteAllForVersion: deleteAllUrlSources,
  copyVersion: (from, to) => copyUrlSources(from, to),
  exportVersion: async (key) => {
    const { data } = await db().entities.urlSource.query.byVersion(key).go({ pages: 'all' })
    return data.map((record) => ({ url: record.url }))
  },
  importVersion: async (key, section, { actorId }) => {
    const entries = urlSectionSchema.safeParse(section)
    if (!entries.success)
      throw new AppError('VALIDATION_FAILED', {
        message: `document.content.urls: ${entries.error.issues[0]?.message ?? 'must be a list of links.'}`,
      })
    let added = 0
    for (let start = 0; start < entries.data.length; start += 100) {
      const urls = entries.data.slice(start, start + 100).map((entry) => entry.url)
      added += (await addUrls(key, urls, { actorId })).added.length
    }
    return added
  },
})

export const fileVersionContent = versionContentModule({
  name: 'files',
  deleteAllForVersion: deleteAllFileSources,
  copyVersion: (from, to) => copyFileSources(from, to),
})
