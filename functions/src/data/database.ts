import { Service } from 'electrodb'
import { documentClient } from '../platform/aws-clients.ts'
import { environment } from '../platform/environment.ts'
import { createJobEntity } from './entities/job-entity.ts'
import { createSessionEntity } from './entities/session-entity.ts'
import { createUserEntity } from './entities/user-entity.ts'

function createDatabase() {
  const configuration = { client: documentClient(), table: environment().TABLE_NAME }
  return new Service(
    {
      user: createUserEntity(configuration),
      session: createSessionEntity(configuration),
      job: createJobEntity(configuration),
    },
    configuration,
  )
}

let database: ReturnType<typeof createDatabase> | undefined

/**
 * The electrodb service over the single table: the only way the rest of the code reads or writes items.
 *
 * @example
 * const { data: user } = await db().entities.user.get({ userId }).go()
 */
export function db() {
  database ??= createDatabase()
  return database
}
