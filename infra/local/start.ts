import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { localLogFile } from './local-log-file.ts'
import { repositoryRoot, startLocalPlatform } from './local-platform.ts'

/**
 * `npm start`: the whole product on one machine, no AWS account. Data lives in `.local/` (or LOCAL_DATA_DIR)
 * and survives restarts; Ctrl-C stops every process it started.
 */
async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3000)
  const dataDir = process.env.LOCAL_DATA_DIR ?? join(repositoryRoot, '.local', 'data')
  if (!existsSync(join(repositoryRoot, 'web', 'dist', 'index.html'))) {
    console.warn('The console is not built yet; run `npm run build` (npm start does it for you).')
  }
  // On one's own machine, documentation served on localhost or the local network is a normal source to add.
  process.env.SOURCE_FETCH_ALLOW_PRIVATE_HOSTS ??= 'true'
  // Log and metric lines: readable in this terminal, kept as JSON lines for `jq` and `npm run metrics`.
  process.env.LOG_FILE ??= localLogFile(dataDir)
  console.log('Starting local mode…')
  const started = Date.now()
  const platform = await startLocalPlatform({
    port,
    dataDir,
    mailboxPort: Number(process.env.MAILBOX_PORT ?? port + 1),
    modelEngine: process.env.MODEL_ENGINE !== 'off',
    modelEnginePort: Number(process.env.MODEL_ENGINE_PORT ?? port + 2),
    siteGuide: process.env.SITE_GUIDE !== 'off',
    onFatal: (reason) => {
      console.error(`Local mode stopped: ${reason}.`)
      process.exit(1)
    },
  })
  console.log(
    [
      '',
      `Ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      `  Console        ${platform.url}/`,
      `  API            ${platform.apiUrl}  (health: ${platform.apiUrl}/health, OpenAPI: ${platform.apiUrl}/openapi.json)`,
      `  Widget         ${platform.url}/widget/widget.js`,
      `  Local mailbox  ${platform.mailboxUrl}/  (verification and one-time codes land here)`,
      ...(platform.modelEngineUrl ? [`  Model engine   ${platform.modelEngineUrl}  (OpenAI-compatible)`] : []),
      `  Data           ${dataDir}`,
      `  Logs           ${process.env.LOG_FILE}  (npm run metrics: the last hour's metrics)`,
      '',
      'Press Ctrl-C to stop.',
    ].join('\n'),
  )
  // Trained on the first start only (the docs' pairs, about as long as any small training); reused afterwards.
  platform.siteGuide?.then(
    (embedId) => console.log(`Site guide assistant ready (embed id ${embedId}): the button on the public pages.`),
    (error: unknown) => console.warn(`The site guide assistant could not be set up: ${String(error)}`),
  )
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`\n${signal}: stopping local mode…`)
    await platform.stop()
    console.log('Stopped.')
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
