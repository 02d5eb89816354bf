/**
 * Answer quality from documentation pages alone, not a test (issue 13's end-to-end line, which
 * `npm run bench:quality` also prints):
 *   npm run bench:quality-pages -- ../shared/eval/dev-quality-set.json [--readme=<README.md> | --site=<folder>]
 *
 * See `measureFromPages`. Prints the figures of that line and how many pairs were generated.
 */
import { startLocalPlatform } from '../infra/local/local-platform.ts'
import { formatFiguresTable, readQualitySet } from '../tests/support/quality-set.ts'
import { documentationBeside } from './quality-documentation.ts'
import { describePagesLine, measureFromPages, readmeDocumentation, siteFolderDocumentation } from './quality-pages.ts'
import { signUp, startEngineProcess } from './quality-platform.ts'

const setPath = process.argv.slice(2).find((argument) => !argument.startsWith('--'))
if (!setPath) {
  console.error('Usage: npm run bench:quality-pages -- <set.json> [--readme=<README.md> | --site=<folder>]')
  process.exit(2)
}
const set = readQualitySet(setPath)
const siteFolder = process.argv.find((argument) => argument.startsWith('--site='))?.slice('--site='.length)
const readmePath =
  process.argv.find((argument) => argument.startsWith('--readme='))?.slice('--readme='.length) ??
  documentationBeside(setPath)[0]
if (!readmePath && !siteFolder) {
  console.error(`No README beside ${setPath}: name one with --readme=<README.md> or a site with --site=<folder>`)
  process.exit(2)
}
const documentation = siteFolder ? siteFolderDocumentation(siteFolder) : readmeDocumentation(readmePath as string)

process.env.TRAINING_POLL_SECONDS = '1'
process.env.SOURCE_FETCH_ALLOW_PRIVATE_HOSTS = 'true'
const engineProcess = await startEngineProcess()
const platform = await startLocalPlatform({ port: 0, throttle: false, log: () => undefined }).catch(
  (error: unknown) => {
    // Not left running when the stand-ins do not start (DynamoDB Local on a loaded machine).
    engineProcess.kill('SIGTERM')
    throw error
  },
)
try {
  const client = await signUp(platform, 'quality-pages-bench@example.com')
  const organizationId = (await client.post<{ id: string }>('/organizations', { name: 'Quality pages bench' })).data.id
  const line = await measureFromPages(client, organizationId, set, documentation)
  console.log(describePagesLine(line, set, documentation.source))
  console.log(formatFiguresTable([line.figures]))
} finally {
  await platform.stop()
  engineProcess.kill('SIGTERM')
}
process.exit(0)
