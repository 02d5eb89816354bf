/** What the base formula needs to know of a training. */
export interface DurationInput {
  examples: number
  passages: number
  trainingTokens: number
  localEngine: boolean
}

/** A finished training of the same kind, as measured: how long the user waited for how much. */
export interface MeasuredTraining {
  examples: number
  passages: number
  seconds: number
}

/** The newest measured runs are the ones that speak for the machine and provider as they are now. */
const calibrationRuns = 5

/**
 * How long a training takes, from figures measured on each kind of back end (ADR 0005, ADR 0009):
 * - local engine (2 cores): about 50 ms per example (1,000 pairs train in ~53 s) plus ~10 s for loading the
 *   encoder, the job's polls, registering the model and embedding the retrieval index (~10 ms per passage);
 * - hosted fine-tuning: queueing and set-up take minutes (~10 minutes typical), then roughly 1,500 trained tokens
 *   per second; providers vary widely, so this is an order of magnitude, not a promise.
 */
function baseEstimate(input: DurationInput): number {
  if (input.localEngine) return 10 + 0.05 * input.examples + 0.01 * input.passages
  return 600 + input.trainingTokens / 1500 + 0.05 * input.passages
}

function median(values: number[]): number {
  const sorted = [...values].sort((first, second) => first - second)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

/**
 * The estimate of a training's duration. The base formula comes from benchmarks on another machine; the runs this
 * version has finished measure this one, so when there are any the formula is scaled by how far off it was for
 * them (the median ratio of measured to estimated over the newest five), and the basis says so.
 *
 * @example estimateTrainingDuration(input, [{ examples: 101, passages: 101, seconds: 55 }]) // scaled to match
 */
export function estimateTrainingDuration(
  input: DurationInput,
  measured: readonly MeasuredTraining[] = [],
): { seconds: number; basis: string } {
  const base = baseEstimate(input)
  const runs = measured.filter((run) => run.seconds > 0).slice(0, calibrationRuns)
  if (runs.length > 0) {
    // Hosted runs' token counts are not kept; their share of this run's tokens follows their share of examples.
    const tokensPerExample = input.examples > 0 ? input.trainingTokens / input.examples : 0
    const ratio = median(
      runs.map(
        (run) =>
          run.seconds /
          baseEstimate({
            ...input,
            examples: run.examples,
            passages: run.passages,
            trainingTokens: run.examples * tokensPerExample,
          }),
      ),
    )
    const latest = runs[0] as MeasuredTraining
    return {
      seconds: Math.max(1, Math.round(base * ratio)),
      basis: `Measured on this version's last ${runs.length === 1 ? 'training' : `${runs.length} trainings`}: the latest took ${Math.round(latest.seconds)} s for ${latest.examples} Q&A pairs.`,
    }
  }
  if (input.localEngine) {
    return {
      seconds: Math.ceil(base),
      basis:
        'Local retrieval engine, measured on 2 cores: about 50 ms per Q&A pair plus about 10 seconds for loading, progress checks and the retrieval index. Refined from your own trainings once one finishes.',
    }
  }
  return {
    seconds: Math.ceil(base),
    basis:
      'Hosted fine-tuning: about 10 minutes of queueing and set-up plus about 1,500 trained tokens per second; providers vary. Refined from your own trainings once one finishes.',
  }
}
