import type { SuggestedAction } from '@platform/shared/contracts/models'
import { formatScore, suggestedActionTypeLabels } from '../playground-format.ts'

/**
 * Pages, actions and workflows of the version that fit the question. In a deployment the widget offers them as
 * buttons; here they show what the assistant would suggest.
 */
export function SuggestedActionChips({ actions }: { actions: readonly SuggestedAction[] }) {
  if (actions.length === 0) return null
  return (
    <ul className="playground-chips" aria-label="Suggested actions" style={{ listStyle: 'none', padding: 0 }}>
      {actions.map((action) => (
        <li
          key={`${action.type}-${action.id}`}
          className="playground-chip"
          title={`${action.description ?? action.title} (score ${formatScore(action.score)})`}
        >
          <span className="playground-chip-type">{suggestedActionTypeLabels[action.type]}</span>
          {action.title}
        </li>
      ))}
    </ul>
  )
}
