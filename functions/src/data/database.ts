import { Service } from 'electrodb'
import { documentClient } from '../platform/aws-clients/dynamo.ts'
import { environment } from '../platform/environment.ts'
import { createApiKeyEntity } from './entities/api-key-entity.ts'
import { createAppInfoEntity } from './entities/app-info-entity.ts'
import { createBillingAccountEntity } from './entities/billing-account-entity.ts'
import { createBillingCycleEntity } from './entities/billing-cycle-entity.ts'
import { createBillingInformationEntity } from './entities/billing-information-entity.ts'
import { createBillingOrderEntity } from './entities/billing-order-entity.ts'
import { createBillingTransactionEntity } from './entities/billing-transaction-entity.ts'
import { createChatMessageEntity } from './entities/chat-message-entity.ts'
import { createChatSessionEntity } from './entities/chat-session-entity.ts'
import { createCreditBalanceEntity } from './entities/credit-balance-entity.ts'
import { createCreditEntryEntity } from './entities/credit-entry-entity.ts'
import { createDailyUsageEntity } from './entities/daily-usage-entity.ts'
import { createDeploymentCounterEntity } from './entities/deployment-counter-entity.ts'
import { createDeploymentLogEntryEntity } from './entities/deployment-log-entry-entity.ts'
import { createEmailSubscriptionEntity } from './entities/email-subscription-entity.ts'
import { createEvaluationSettingEntity } from './entities/evaluation-setting-entity.ts'
import { createFileSourceEntity } from './entities/file-source-entity.ts'
import { createImprovementDayEntity } from './entities/improvement-day-entity.ts'
import { createImprovementGroupEntity } from './entities/improvement-group-entity.ts'
import { createImprovementQuestionEntity } from './entities/improvement-question-entity.ts'
import { createImprovementTallyEntity } from './entities/improvement-tally-entity.ts'
import { createImprovementWeekEntity } from './entities/improvement-week-entity.ts'
import { createInvitationEntity } from './entities/invitation-entity.ts'
import { createJobEntity } from './entities/job-entity.ts'
import { createKnowledgeCounterEntity } from './entities/knowledge-counter-entity.ts'
import { createKnowledgeEntity } from './entities/knowledge-entity.ts'
import { createMembershipEntity } from './entities/membership-entity.ts'
import { createMonthlyUsageEntity } from './entities/monthly-usage-entity.ts'
import { createOneTimeCodeEntity } from './entities/one-time-code-entity.ts'
import { createOrganizationEntity } from './entities/organization-entity.ts'
import { createPaymentEventEntity } from './entities/payment-event-entity.ts'
import { createPlaygroundAnswerEntity } from './entities/playground-answer-entity.ts'
import { createProjectAccessGrantEntity } from './entities/project-access-grant-entity.ts'
import { createProjectEntity } from './entities/project-entity.ts'
import { createRagSettingEntity } from './entities/rag-setting-entity.ts'
import { createRateCounterEntity } from './entities/rate-counter-entity.ts'
import { createSessionEntity } from './entities/session-entity.ts'
import { createSourceResyncEntity } from './entities/source-resync-entity.ts'
import { createTestCaseEntity } from './entities/test-case-entity.ts'
import { createTestRunCaseEntity } from './entities/test-run-case-entity.ts'
import { createTestRunEntity } from './entities/test-run-entity.ts'
import { createTimelineEventEntity } from './entities/timeline-event-entity.ts'
import { createTrainedModelEntity } from './entities/trained-model-entity.ts'
import { createTrainingEntity } from './entities/training-entity.ts'
import { createUniqueValueEntity } from './entities/unique-value-entity.ts'
import { createUrlSourceEntity } from './entities/url-source-entity.ts'
import { createUsageCounterEntity } from './entities/usage-counter-entity.ts'
import { createUserEntity } from './entities/user-entity.ts'
import { createVersionContentItemEntity } from './entities/version-content-item-entity.ts'
import { createVersionEntity } from './entities/version-entity.ts'

function createDatabase() {
  // electrodb takes the SDK's document client on its v3 path (a cancelled transaction answers as `{ canceled }`).
  const configuration = { client: documentClient(), table: environment().TABLE_NAME }
  return new Service(
    {
      user: createUserEntity(configuration),
      session: createSessionEntity(configuration),
      uniqueValue: createUniqueValueEntity(configuration),
      oneTimeCode: createOneTimeCodeEntity(configuration),
      rateCounter: createRateCounterEntity(configuration),
      emailSubscription: createEmailSubscriptionEntity(configuration),
      organization: createOrganizationEntity(configuration),
      membership: createMembershipEntity(configuration),
      invitation: createInvitationEntity(configuration),
      job: createJobEntity(configuration),
      project: createProjectEntity(configuration),
      version: createVersionEntity(configuration),
      projectAccessGrant: createProjectAccessGrantEntity(configuration),
      usageCounter: createUsageCounterEntity(configuration),
      versionContentItem: createVersionContentItemEntity(configuration),
      appInfo: createAppInfoEntity(configuration),
      timelineEvent: createTimelineEventEntity(configuration),
      training: createTrainingEntity(configuration),
      trainedModel: createTrainedModelEntity(configuration),
      ragSetting: createRagSettingEntity(configuration),
      creditBalance: createCreditBalanceEntity(configuration),
      urlSource: createUrlSourceEntity(configuration),
      fileSource: createFileSourceEntity(configuration),
      sourceResync: createSourceResyncEntity(configuration),
      knowledge: createKnowledgeEntity(configuration),
      knowledgeCounter: createKnowledgeCounterEntity(configuration),
      testCase: createTestCaseEntity(configuration),
      improvementGroup: createImprovementGroupEntity(configuration),
      improvementQuestion: createImprovementQuestionEntity(configuration),
      improvementTally: createImprovementTallyEntity(configuration),
      improvementDay: createImprovementDayEntity(configuration),
      improvementWeek: createImprovementWeekEntity(configuration),
      playgroundAnswer: createPlaygroundAnswerEntity(configuration),
      testRun: createTestRunEntity(configuration),
      testRunCase: createTestRunCaseEntity(configuration),
      evaluationSetting: createEvaluationSettingEntity(configuration),
      apiKey: createApiKeyEntity(configuration),
      chatSession: createChatSessionEntity(configuration),
      chatMessage: createChatMessageEntity(configuration),
      deploymentLogEntry: createDeploymentLogEntryEntity(configuration),
      deploymentCounter: createDeploymentCounterEntity(configuration),
      billingAccount: createBillingAccountEntity(configuration),
      billingCycle: createBillingCycleEntity(configuration),
      billingOrder: createBillingOrderEntity(configuration),
      billingTransaction: createBillingTransactionEntity(configuration),
      billingInformation: createBillingInformationEntity(configuration),
      paymentEvent: createPaymentEventEntity(configuration),
      creditEntry: createCreditEntryEntity(configuration),
      dailyUsage: createDailyUsageEntity(configuration),
      monthlyUsage: createMonthlyUsageEntity(configuration),
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

/** Forgets the service so it is rebuilt on the current clients and table name (local mode restarts). */
export function resetDatabase(): void {
  database = undefined
}

export type Database = ReturnType<typeof db>

/**
 * Why a canceled transaction (`result.canceled` of `db().transaction.write(…).go()`) was refused: one code per item,
 * in the order written: `None`, `ConditionalCheckFailed`, `TransactionConflict`…
 */
export function transactionCancellationReasons(result: { data: unknown }): Array<string | undefined> {
  return (result.data as ReadonlyArray<{ code?: string }>).map((reason) => reason.code)
}

/** True when a conditional write or transaction failed because its condition did not hold. */
export function isConditionFailure(error: unknown): boolean {
  const names = [(error as { name?: string })?.name, (error as { cause?: { name?: string } })?.cause?.name]
  return names.some((name) => name === 'ConditionalCheckFailedException' || name === 'TransactionCanceledException')
}
