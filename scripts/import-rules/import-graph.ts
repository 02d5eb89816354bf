import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/** One import (or re-export, or dynamic import) of a source file that resolved to another file of the repository. */
export interface ImportEdge {
  from: string
  to: string
  typeOnly: boolean
}

export interface SourceFileFacts {
  /** Repository-relative path with forward slashes. */
  file: string
  text: string
  imports: ImportEdge[]
}

const sourceExtensions = ['.ts', '.tsx']

/** Every non-test TypeScript file under `folder` (repository-relative), skipping fixtures and declarations. */
export function listSourceFiles(root: string, folder: string): string[] {
  const files: string[] = []
  const walk = (directory: string) => {
    for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name)
      if (entry.isDirectory()) {
        if (!['node_modules', 'fixtures', 'dist'].includes(entry.name)) walk(full)
      } else if (
        sourceExtensions.some((extension) => entry.name.endsWith(extension)) &&
        !/\.test\.tsx?$/.test(entry.name) &&
        !entry.name.endsWith('.d.ts')
      ) {
        files.push(toRelative(root, full))
      }
    }
  }
  walk(path.join(root, folder))
  return files.sort()
}

function toRelative(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/')
}

/**
 * The imports of a file that resolve inside the repository: relative specifiers and the workspace aliases
 * (`@platform/functions/x` is `functions/src/x.ts`, `@platform/shared/x` is `shared/src/x.ts`).
 */
export function readSourceFile(root: string, file: string, aliases: Record<string, string>): SourceFileFacts {
  const text = fs.readFileSync(path.join(root, file), 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX)
  const imports: ImportEdge[] = []
  const add = (specifier: string, typeOnly: boolean) => {
    const to = resolveSpecifier(root, file, specifier, aliases)
    if (to) imports.push({ from: file, to, typeOnly })
  }
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)))
      add(node.moduleSpecifier.text, typeOnly)
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, node.isTypeOnly)
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, false)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return { file, text, imports }
}

function resolveSpecifier(
  root: string,
  from: string,
  specifier: string,
  aliases: Record<string, string>,
): string | undefined {
  let base: string | undefined
  if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier)
  else {
    const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix))
    if (alias) base = path.join(aliases[alias] as string, specifier.slice(alias.length))
  }
  if (base === undefined) return undefined
  const candidates = [base, `${base}.ts`, `${base}.tsx`, base.replace(/\.js$/, '.ts'), path.join(base, 'index.ts')]
  for (const candidate of candidates) {
    const full = path.join(root, candidate)
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return candidate.split(path.sep).join('/')
  }
  return undefined
}

/** Strongly connected components with more than one member (Tarjan): each one is an import cycle. */
export function findCycles<Node>(nodes: Node[], next: (node: Node) => Iterable<Node>): Node[][] {
  let index = 0
  const indexOf = new Map<Node, number>()
  const lowest = new Map<Node, number>()
  const onStack = new Set<Node>()
  const stack: Node[] = []
  const cycles: Node[][] = []
  const strongConnect = (node: Node) => {
    indexOf.set(node, index)
    lowest.set(node, index)
    index++
    stack.push(node)
    onStack.add(node)
    for (const neighbour of next(node)) {
      if (!indexOf.has(neighbour)) {
        strongConnect(neighbour)
        lowest.set(node, Math.min(lowest.get(node) as number, lowest.get(neighbour) as number))
      } else if (onStack.has(neighbour)) {
        lowest.set(node, Math.min(lowest.get(node) as number, indexOf.get(neighbour) as number))
      }
    }
    if (lowest.get(node) === indexOf.get(node)) {
      const component: Node[] = []
      let member: Node
      do {
        member = stack.pop() as Node
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1) cycles.push(component)
    }
  }
  for (const node of nodes) if (!indexOf.has(node)) strongConnect(node)
  return cycles
}
