/**
 * How long a training takes, from figures measured on each kind of back end (ADR 0005, ADR 0009):
 * - local engine (2 cores): about 50 ms per example (1,000 pairs train in ~53 s) plus ~10 s for loading the
 *   encoder, the job's polls, registering the model and embedding the retrieval index (~10 ms per passage);
 * - hosted fine-tuning: queueing and set-up take minutes (~10 minutes typical), then roughly 1,500 trained tokens
 *   per second; providers vary widely, so this is an order of magnitude, not a promise.
 */
export function estimateTrainingDuration(input: {
  examples: number
  passages: number
  trainingTokens: number
  localEngine: boolean
}): { seconds: number; basis: string } {
  if (input.localEngine) {
    return {
      seconds: Math.ceil(10 + 0.05 * input.examples + 0.01 * input.passages),
      basis:
        'Local retrieval engine, measured on 2 cores: about 50 ms per Q&A pair plus about 10 seconds for loading, progress checks and the retrieval index.',
    }
  }
  return {
    seconds: Math.ceil(600 + input.trainingTokens / 1500 + 0.05 * input.passages),
    basis:
      'Hosted fine-tuning: about 10 minutes of queueing and set-up plus about 1,500 trained tokens per second; providers vary.',
  }
}
