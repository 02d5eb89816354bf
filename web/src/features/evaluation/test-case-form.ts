import { createTestCaseRequestSchema, type TestCaseItem } from '@platform/shared/contracts/evaluation'
import type { ContentFormDescriptor, SaveMutation } from '../../components/content-form/content-form-descriptor.ts'
import type { VersionScope } from '../../lib/scopes.ts'
import { completionField, promptField } from '../knowledge/index.ts'
import { useCreateTestCase } from './api/create-test-case.ts'
import { type SavePlaygroundTestCaseBody, useSavePlaygroundTestCase } from './api/save-playground-test-case.ts'
import { useUpdateTestCase } from './api/update-test-case.ts'

type TestCaseFields = SavePlaygroundTestCaseBody['testCase']

/**
 * Adds a test case or edits one (spec section 5: prompt and expected completion are both required); the API
 * answers each change with its message.
 */
export const testCaseForm: ContentFormDescriptor<
  TestCaseItem,
  { prompt: string; expectedCompletion: string },
  TestCaseFields,
  { message: string }
> = {
  formId: 'test-case-form',
  singular: 'test case',
  size: 'large',
  schema: createTestCaseRequestSchema,
  valuesOf: (item) => ({ prompt: item?.prompt ?? '', expectedCompletion: item?.expectedCompletion ?? '' }),
  fields: [
    promptField('What a user asks.'),
    completionField(
      'expectedCompletion',
      'Expected completion',
      "The answer a good model gives. Runs score the model's answer against it.",
    ),
  ],
  useCreate: useCreateTestCase,
  useUpdate: useUpdateTestCase,
  savedMessage: (answer) => answer.message,
}

/** `PUT .../testcases` with the exchange as `testCase`: keeps a playground answer as a test case. */
function useSaveExchange(scope: VersionScope): SaveMutation<TestCaseFields, { message: string }> {
  const save = useSavePlaygroundTestCase(scope)
  return {
    isPending: save.isPending,
    mutate: (testCase, options) => save.mutate({ testCase }, options),
  }
}

/** The same form started from a playground exchange: the user's message and the model's answer. */
export const playgroundTestCaseForm: typeof testCaseForm = {
  ...testCaseForm,
  addHeader: 'Save as test case',
  addLabel: 'Save test case',
  useCreate: useSaveExchange,
}
