/** Copies the lazily loaded libraries a bundle's `index.js` imports beside it; returns the copied packages' paths. */
export function shipLazyModules(bundleDirectory: string, lazyModules: string[]): string[]
export function shipPackageFiles(bundleDirectory: string, packageFiles: readonly string[]): string[]
