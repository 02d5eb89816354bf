import type { ScoreThresholds, TestRunCase } from '@platform/shared/contracts/evaluation'

/**
 * Token F1 as promptfoo's `javascript` assertion: the same definition as `tokenF1` in case-scores.ts (lower case,
 * words without punctuation, articles left out), so promptfoo recomputes our number from the output.
 */
const tokenF1Assertion = `(() => {
  const words = (text) => (String(text).normalize('NFKC').toLowerCase().match(/[\\p{L}\\p{N}]+(?:['’][\\p{L}]+)?/gu) || []).filter((word) => !['a', 'an', 'the'].includes(word));
  const expected = words(context.vars.expectedCompletion);
  const actual = words(output);
  if (expected.length === 0 || actual.length === 0) return expected.length === actual.length ? 1 : 0;
  const remaining = new Map();
  for (const word of expected) remaining.set(word, (remaining.get(word) || 0) + 1);
  let common = 0;
  for (const word of actual) if ((remaining.get(word) || 0) > 0) { common += 1; remaining.set(word, remaining.get(word) - 1); }
  if (common === 0) return 0;
  const precision = common / actual.length;
  const recall = common / expected.length;
  return (2 * precision * recall) / (precision + recall);
})()`

/**
 * A promptfoo configuration (`promptfooconfig.yaml`) for a run's cases: one test per case with the expected
 * completion as a variable, assertions matching our scores (semantic similarity → `similar`, ROUGE-L → `rouge-n`,
 * token F1 → `javascript`, the judge → `llm-rubric` when the run had one) at the run's thresholds, and an `https`
 * provider that asks the deployed assistant through the embed chat endpoint. The last result of each case rides
 * along in `metadata`, so promptfoo's numbers can be set beside ours.
 *
 * @example await promptfooConfig({ endpoint: 'https://app.example.org', cases, thresholds, judge: false, title: 'Release 2' })
 */
export async function promptfooConfig(input: {
  title: string
  endpoint: string
  cases: TestRunCase[]
  thresholds: ScoreThresholds
  judge: boolean
}): Promise<string> {
  const { thresholds } = input
  const config = {
    description: `${input.title}: ${input.cases.length} cases exported from the platform`,
    prompts: ['{{prompt}}'],
    providers: [
      {
        id: 'https',
        label: 'deployed assistant',
        config: {
          url: `${input.endpoint.replace(/\/$/, '')}/api/embed/v1/chat`,
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'x-embed-id': '{{ env.ASSISTANT_EMBED_ID }}' },
          body: { identifier: 'promptfoo', new: true, message: '{{prompt}}', markdown: false },
          transformResponse: 'json.data.assistantMessage',
        },
      },
    ],
    defaultTest: {
      options: { provider: { embedding: { id: 'openai:embeddings:text-embedding-3-small' } } },
    },
    tests: input.cases.map((item) => ({
      description: item.prompt.slice(0, 80),
      vars: { prompt: item.prompt, expectedCompletion: item.expectedCompletion },
      assert: [
        ...(thresholds.semanticSimilarity > 0
          ? [{ type: 'similar', value: '{{expectedCompletion}}', threshold: thresholds.semanticSimilarity }]
          : []),
        ...(thresholds.rougeL > 0
          ? [{ type: 'rouge-n', value: '{{expectedCompletion}}', threshold: thresholds.rougeL }]
          : []),
        ...(thresholds.tokenF1 > 0
          ? [{ type: 'javascript', value: tokenF1Assertion, threshold: thresholds.tokenF1, metric: 'tokenF1' }]
          : []),
        ...(input.judge && thresholds.judge > 0
          ? [
              {
                type: 'llm-rubric',
                value: 'States the same facts as this expected answer: {{expectedCompletion}}',
                threshold: thresholds.judge,
              },
            ]
          : []),
      ],
      metadata: {
        caseId: item.id,
        lastStatus: item.status,
        lastAnswer: item.actualCompletion ?? '',
        lastScores: JSON.stringify(item.scores),
      },
    })),
  }
  // Loaded here: only this export writes YAML, and the library would add 112 KB to every evaluation function.
  const { stringify } = await import('yaml')
  return stringify(config, { lineWidth: 0 })
}
