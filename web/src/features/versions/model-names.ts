import type { Model } from '@platform/shared/contracts/models'

export type NamedModel = Pick<Model, 'id' | 'providerModelId' | 'label' | 'createdAt'>

/**
 * A readable name for each id a model goes by (the console's `md…` id and the provider's `ft:…` id): its label,
 * numbered in training order when several models of the version share the label ("Local retrieval model 2").
 *
 * @example modelNamesById([{ id: 'md1', providerModelId: 'ft:local-retrieval:x', label: 'Local retrieval model', … }])
 * // Map { 'md1' => 'Local retrieval model', 'ft:local-retrieval:x' => 'Local retrieval model' }
 */
export function modelNamesById(models: readonly NamedModel[]): Map<string, string> {
  const oldestFirst = [...models].sort((first, second) => first.createdAt.localeCompare(second.createdAt))
  const names = new Map<string, string>()
  for (const model of oldestFirst) {
    const sameLabel = oldestFirst.filter((other) => other.label === model.label)
    const name = sameLabel.length > 1 ? `${model.label} ${sameLabel.indexOf(model) + 1}` : model.label
    names.set(model.id, name)
    names.set(model.providerModelId, name)
  }
  return names
}

/**
 * An event's sentence with the model ids it was written with replaced by the models' names, so events recorded
 * before (and after) need no rewrite; an id of a model no longer listed stays as written.
 *
 * @example withModelNames('Training succeeded: model md1', names) // 'Training succeeded: model Local retrieval model'
 */
export function withModelNames(summary: string, names: ReadonlyMap<string, string>): string {
  // Longest ids first, so an id that begins another id cannot replace part of it.
  const ids = [...names.keys()].sort((first, second) => second.length - first.length)
  return ids.reduce((text, id) => (text.includes(id) ? text.split(id).join(names.get(id) ?? id) : text), summary)
}
