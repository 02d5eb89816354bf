import { createTableStreamConsumer } from '../../platform/jobs/consume-table-stream.ts'
import { withSecrets } from '../../platform/secrets.ts'
import { tableStreamDerivations } from '../../wiring/table-stream-derivations.ts'

/** The Lambda the table's stream triggers (`infra/cdk/table-stream-consumer.ts`; local mode's stream poller). */
export const handler = withSecrets(createTableStreamConsumer(tableStreamDerivations))
