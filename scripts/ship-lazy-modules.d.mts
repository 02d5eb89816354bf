/** Copies the lazily loaded libraries a bundle's `index.js` imports beside it; returns the copied packages' paths. */
export function shipLazyModules(bundleDirectory: string, lazyModules: string[]): string[]
