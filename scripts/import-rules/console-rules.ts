import { findCycles, listSourceFiles, readSourceFile, type SourceFileFacts } from './import-graph.ts'

export interface ConsoleViolation {
  rule: 'feature internals' | 'layer' | 'cycle'
  message: string
}

const consoleSource = 'web/src'

/** Reads `web/src` of the repository at `root`. */
export function readConsole(root: string): SourceFileFacts[] {
  const aliases = { '@platform/shared/': 'shared/src/' }
  return listSourceFiles(root, consoleSource).map((file) => readSourceFile(root, file, aliases))
}

/** `features/<name>`, or the top folder of `web/src` (`app`, `components`, `lib`, `testing`, …). */
function areaOf(file: string): { name: string; feature?: string } | undefined {
  if (!file.startsWith(`${consoleSource}/`)) return undefined
  const [top, second] = file.slice(consoleSource.length + 1).split('/')
  if (top === 'features' && second) return { name: `features/${second}`, feature: second }
  return { name: (top ?? '').replace(/\.tsx?$/, '') }
}

/** Shared code the features build on; it must not know any feature. */
const belowFeatures = new Set(['lib', 'components'])

/**
 * The console's rules: a feature imports another feature only through its public file (`features/<name>/index.ts`),
 * `lib/` and `components/` import no feature, and no import cycle.
 */
export function checkConsole(files: SourceFileFacts[]): ConsoleViolation[] {
  const violations: ConsoleViolation[] = []
  for (const file of files) {
    const from = areaOf(file.file)
    if (!from) continue
    for (const edge of file.imports) {
      const to = areaOf(edge.to)
      if (!to?.feature || to.name === from.name) continue
      if (belowFeatures.has(from.name))
        violations.push({
          rule: 'layer',
          message: `${file.file} imports ${edge.to}: ${from.name}/ is shared by every feature and imports none`,
        })
      // app/ (router, layouts, the pages it loads lazily) composes the features and may name their files.
      else if (from.feature && edge.to !== `${consoleSource}/${to.name}/index.ts`)
        violations.push({
          rule: 'feature internals',
          message: `${file.file} imports ${edge.to}: outside ${to.name}/ import only its index.ts`,
        })
    }
  }
  const runtimeEdges = new Map(
    files.map((file) => [file.file, file.imports.filter((edge) => !edge.typeOnly).map((edge) => edge.to)]),
  )
  for (const cycle of findCycles(
    files.map((file) => file.file),
    (file) => runtimeEdges.get(file) ?? [],
  ))
    violations.push({ rule: 'cycle', message: `import cycle: ${cycle.join(' → ')}` })
  return violations
}
