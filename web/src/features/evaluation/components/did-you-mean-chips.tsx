/**
 * "Did you mean …?" questions a declined answer offers (at most three): choosing one asks it, so the person picks
 * instead of rephrasing.
 */
export function DidYouMeanChips({
  questions,
  disabled,
  onAsk,
}: {
  questions: readonly string[]
  disabled: boolean
  onAsk(question: string): void
}) {
  if (questions.length === 0) return null
  return (
    <div className="playground-did-you-mean">
      <span className="playground-did-you-mean-label">Did you mean…?</span>
      <ul className="playground-chips" aria-label="Did you mean" style={{ listStyle: 'none', padding: 0 }}>
        {questions.map((question) => (
          <li key={question}>
            <button
              type="button"
              className="playground-chip playground-chip-question"
              disabled={disabled}
              onClick={() => onAsk(question)}
            >
              {question}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
