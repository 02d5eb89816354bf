import { readdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

/**
 * The documentation an evaluation set was condensed from: the README in each folder beside the set (the dev set
 * keeps `ioredis-6.0.0/README.md` there; packages also ship `readme.md` or `README.markdown`).
 */
export function documentationBeside(qualitySetPath: string): string[] {
  const folder = dirname(resolve(qualitySetPath))
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const readme = readdirSync(join(folder, entry.name))
        .filter((name) => /^readme\.(md|markdown|txt)$/i.test(name))
        .sort()[0]
      return readme ? [join(folder, entry.name, readme)] : []
    })
}
