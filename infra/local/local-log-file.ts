import { join } from 'node:path'

/**
 * Where local mode keeps its log and metric lines (JSON lines, Powertools' format): under the data folder, so they
 * survive restarts like the data. `npm start` sets `LOG_FILE` to it; `npm run metrics` reads it.
 */
export function localLogFile(dataDir: string): string {
  return join(dataDir, 'logs', 'platform.jsonl')
}
