import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Journeys that take far longer than the rest, started first so that the two workers end at about the same time.
 * Without earlier durations (a clean clone) vitest orders files by size, which put public-site (41 axe-checked
 * pages, ~90 s) ninth and left one worker running it alone for the last ~40 s (bench/results/issue-45-ci.md).
 */
const longestJourneys = ['public-site.e2e.test.ts']

export class LongestJourneysFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const isLongest = (file: TestSpecification) =>
      longestJourneys.some((name) => file.moduleId.replaceAll('\\', '/').endsWith(`/${name}`))
    return [...sorted.filter(isLongest), ...sorted.filter((file) => !isLongest(file))]
  }
}
