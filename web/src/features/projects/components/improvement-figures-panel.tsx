import Box from '@cloudscape-design/components/box'
import ColumnLayout from '@cloudscape-design/components/column-layout'
import Container from '@cloudscape-design/components/container'
import Header from '@cloudscape-design/components/header'
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs'
import LineChart from '@cloudscape-design/components/line-chart'
import Link from '@cloudscape-design/components/link'
import SpaceBetween from '@cloudscape-design/components/space-between'
import {
  type ImprovementFigures,
  improveAreaPath,
  type TopImprovementGroup,
} from '@platform/shared/contracts/improvement-figures'
import { RouterLink, useFollow } from '../../../components/router-link.tsx'
import { formatFigureDay, periodTotals, shareLinesOf } from '../improvement-figures-format.ts'

/**
 * The project dashboard's figures over time (issue 42): the daily shares of answers given, declined and thumbed down,
 * the answers added from the "Improve" inbox, and the top open groups, each a link into the Improve area of its
 * version (`onOpenGroup` selects that version first).
 */
export function ImprovementFiguresPanel({
  figures,
  onOpenGroup,
}: {
  figures: ImprovementFigures
  onOpenGroup: (group: TopImprovementGroup) => void
}) {
  const totals = periodTotals(figures.days)
  const first = figures.days[0]?.day
  const last = figures.days.at(-1)?.day
  return (
    <Container
      header={
        <Header variant="h2" description={`The last ${figures.days.length} days, UTC.`}>
          Answers over time
        </Header>
      }
    >
      <SpaceBetween size="l">
        <KeyValuePairs
          columns={4}
          items={[
            { label: 'Answers', value: String(totals.answers) },
            { label: 'Declined', value: totals.declined },
            { label: 'Thumbed down', value: totals.thumbsDown },
            { label: 'Answers added from the inbox', value: String(figures.answersAdded) },
          ]}
        />
        <ColumnLayout columns={2}>
          <LineChart
            series={shareLinesOf(figures.days)}
            xScaleType="time"
            xDomain={first && last ? [new Date(`${first}T00:00:00Z`), new Date(`${last}T00:00:00Z`)] : undefined}
            yDomain={[0, 100]}
            xTitle="Day"
            yTitle="Share of answers (%)"
            ariaLabel="Share of answers given, declined and thumbed down per day"
            height={220}
            hideFilter
            i18nStrings={{ xTickFormatter: formatFigureDay, yTickFormatter: (value) => `${value}%` }}
            empty={
              <Box textAlign="center" color="inherit">
                No answers in this period yet.
              </Box>
            }
          />
          <TopGroups figures={figures} onOpenGroup={onOpenGroup} />
        </ColumnLayout>
      </SpaceBetween>
    </Container>
  )
}

function TopGroups({ figures, onOpenGroup }: Parameters<typeof ImprovementFiguresPanel>[0]) {
  const follow = useFollow()
  return (
    <SpaceBetween size="xs">
      <Box variant="h3" tagOverride="h3">
        Top unanswered questions
      </Box>
      {figures.topGroups.length === 0 ? (
        <Box color="text-body-secondary">Nothing waits in the Improve inbox.</Box>
      ) : (
        <ol>
          {figures.topGroups.map((group) => (
            <li key={`${group.versionId}/${group.id}`}>
              <Link
                href={improveAreaPath}
                onFollow={(event) => {
                  onOpenGroup(group)
                  follow(event)
                }}
              >
                {group.question}
              </Link>{' '}
              <Box variant="small" color="text-body-secondary" display="inline">
                {group.endUserCount} {group.endUserCount === 1 ? 'end user' : 'end users'} · {group.versionName}
              </Box>
            </li>
          ))}
        </ol>
      )}
      {figures.openGroupCount > figures.topGroups.length && (
        <Box variant="small">
          {figures.openGroupCount - figures.topGroups.length} more open in the{' '}
          <RouterLink to={improveAreaPath}>Improve inbox</RouterLink>.
        </Box>
      )}
    </SpaceBetween>
  )
}
