import { type BuilderState, defaultBuilderState } from './widget-builder-config.ts'

const storageKey = 'widget-builder'

/** The builder keeps its last configuration, so the `/widget/` demo and a reload use it too. */
export function readBuilderState(): BuilderState {
  try {
    return {
      ...defaultBuilderState,
      ...(JSON.parse(localStorage.getItem(storageKey) ?? '{}') as Partial<BuilderState>),
    }
  } catch {
    return defaultBuilderState
  }
}

export function saveBuilderState(state: BuilderState): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify(state))
  } catch {
    // Storage may be blocked; the builder still works for this visit.
  }
}
