import { type EmailTopic, emailTopicLabels } from '@platform/shared/contracts/site'

/**
 * `/emails/unsubscribe/<topic>/?code=…`: asks before unsubscribing (mail scanners open links, and must not
 * unsubscribe anyone), then offers to subscribe back with the same code. The site script does the calls.
 */
export function UnsubscribePage({ topic }: { topic: EmailTopic }) {
  const label = emailTopicLabels[topic]
  return (
    <div className="prose" data-unsubscribe={topic}>
      <h1>Unsubscribe from {label}</h1>
      <p data-unsubscribe-intro>
        Stop receiving emails about {label}. Account emails such as sign-in codes are not affected.
      </p>
      <p className="form__status" role="status" data-form-status />
      <div className="actions">
        <button type="button" className="button button--primary" data-unsubscribe-action="unsubscribe">
          Unsubscribe
        </button>
        <button type="button" className="button" data-unsubscribe-action="subscribe" hidden>
          Subscribe back
        </button>
      </div>
    </div>
  )
}
