import {
  type ImprovementDay,
  type ImprovementFigures,
  type TopImprovementGroup,
  topGroupCount,
} from '@platform/shared/contracts/improvement-figures'
import { db } from '../../data/database.ts'
import { listVersions } from '../projects/index.ts'
import { dayOf, daysEndingWith } from './figure-calendar.ts'
import { type ImprovementGroupRecord, toImprovementGroup } from './improvement-records.ts'
import { listGroupRecords } from './list-improvement-groups.ts'

interface ProjectKey {
  organizationId: string
  projectId: string
}

/** A group answered from the inbox: still answered, or reopened since (only an answered group reopens). */
function answeredFromInbox(group: ImprovementGroupRecord): boolean {
  return Boolean(group.resolvedAt) && (group.status === 'answered' || (group.status === 'open' && !!group.reopenedAt))
}

const shareOf = (part: number, whole: number) => (whole > 0 ? part / whole : null)

/**
 * The project's open groups across its versions, the most end users first (then the most asked, the latest), with
 * every group of the project for the figures that count resolutions.
 */
export async function projectGroups(key: ProjectKey) {
  const versions = await listVersions(key)
  const perVersion = await Promise.all(
    versions.map(async (version) => ({
      version,
      groups: await listGroupRecords({ ...key, versionId: version.id }),
    })),
  )
  const all = perVersion.flatMap(({ version, groups }) => groups.map((group) => ({ version, group })))
  const open: TopImprovementGroup[] = all
    .filter(({ group }) => group.status === 'open')
    .map(({ version, group }) => ({ ...toImprovementGroup(group), versionId: version.id, versionName: version.name }))
    .sort(
      (left, right) =>
        right.endUserCount - left.endUserCount ||
        right.askedCount - left.askedCount ||
        right.lastSeenAt.localeCompare(left.lastSeenAt),
    )
  return { all: all.map(({ group }) => group), open }
}

/**
 * `GET …/projects/{projectId}/improvement-figures`: the project dashboard's figures over time (issue 42). Per UTC
 * day, the share of answers given, declined and thumbed down (counted off the table's stream into `improvementDay`,
 * one keyed query) and the groups answered from the inbox; the top open groups of all its versions.
 */
export async function getImprovementFigures(
  key: ProjectKey,
  query: { days: number },
  now = new Date(),
): Promise<ImprovementFigures> {
  const days = daysEndingWith(now, query.days)
  const [{ data: records }, groups] = await Promise.all([
    db()
      .entities.improvementDay.query.byProject(key)
      .between({ day: days[0] as string }, { day: days.at(-1) as string })
      .go({ pages: 'all' }),
    projectGroups(key),
  ])
  const byDay = new Map(records.map((record) => [record.day, record]))
  const addedByDay = new Map<string, number>()
  for (const group of groups.all.filter(answeredFromInbox)) {
    const day = dayOf(group.resolvedAt as string)
    addedByDay.set(day, (addedByDay.get(day) ?? 0) + 1)
  }
  const figures: ImprovementDay[] = days.map((day) => {
    const record = byDay.get(day)
    const answers = record?.answers ?? 0
    const declined = record?.declined ?? 0
    const thumbsDown = record?.thumbsDown ?? 0
    return {
      day,
      answers,
      answered: answers - declined,
      declined,
      thumbsDown,
      answeredShare: shareOf(answers - declined, answers),
      declinedShare: shareOf(declined, answers),
      thumbsDownShare: shareOf(thumbsDown, answers),
      answersAdded: addedByDay.get(day) ?? 0,
    }
  })
  return {
    days: figures,
    topGroups: groups.open.slice(0, topGroupCount),
    openGroupCount: groups.open.length,
    answersAdded: figures.reduce((total, day) => total + day.answersAdded, 0),
  }
}
