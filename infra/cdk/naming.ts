import { createHash } from 'node:crypto'
import { physicalName } from '@platform/functions/platform/resource-names'

const maximumFunctionNameLength = 64

/**
 * Stage-prefixed function name. Names that would pass Lambda's 64-character limit keep a readable prefix and end
 * in a hash of the full name, so they stay unique and stable between deployments.
 */
export function functionNameFor(stage: string, logicalName: string): string {
  const fullName = physicalName(stage, logicalName)
  if (fullName.length <= maximumFunctionNameLength) return fullName
  const hash = createHash('sha256').update(fullName).digest('hex').slice(0, 8)
  return `${fullName.slice(0, maximumFunctionNameLength - hash.length - 1)}-${hash}`
}

/** Lambda's default log group for a function, which the stack creates itself so that retention is set. */
export function logGroupNameFor(functionName: string): string {
  return `/aws/lambda/${functionName}`
}

/** Construct ids from route ids, queue names and module folders: `get-health` and `getHealth` become `GetHealth`. */
export function pascalCase(name: string): string {
  return name
    .split(/[^a-zA-Z0-9]+/)
    .filter((part) => part.length > 0)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('')
}
