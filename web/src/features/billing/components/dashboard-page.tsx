import Box from '@cloudscape-design/components/box'
import ColumnLayout from '@cloudscape-design/components/column-layout'
import Container from '@cloudscape-design/components/container'
import Header from '@cloudscape-design/components/header'
import ProgressBar from '@cloudscape-design/components/progress-bar'
import SpaceBetween from '@cloudscape-design/components/space-between'
import { CataloguedPageLayout, cataloguedPage } from '../../../components/query-views/query-view-tabs.tsx'
import { useConsoleContext } from '../../../lib/console-context/use-console-context.ts'
import { planName } from '../../../lib/plan-name.ts'
import type { Identifier } from '../../../lib/require-identifiers.ts'
import { type CountKind, useItemCount } from '../api/count-items.ts'
import { useDashboardLimits } from '../api/get-dashboard-limits.ts'
import { formatLimit } from '../money.ts'
import { UsageBreakdownChart } from './usage-breakdown-chart.tsx'

const page = cataloguedPage('/dashboard/')

const counts: Array<[CountKind, string]> = [
  ['knowledge', 'Knowledge Q&As'],
  ['pages', 'Pages'],
  ['actions', 'Actions'],
  ['workflows', 'Workflows'],
  ['agent-functions', 'Agent functions'],
]

/** `/dashboard/`: the five counts, limit gauges for the plan, and usage over 30 days. */
export function DashboardPage() {
  const organizationId = useConsoleContext((context) => context.orgId)
  const limits = useDashboardLimits(organizationId)
  return (
    <CataloguedPageLayout page={page}>
      <SpaceBetween size="l">
        <Container header={<Header variant="h2">In the organization</Header>}>
          <ColumnLayout columns={5} variant="text-grid">
            {counts.map(([kind, label]) => (
              <ItemCount key={kind} organizationId={organizationId} kind={kind} label={label} />
            ))}
          </ColumnLayout>
        </Container>
        <Container
          header={
            <Header variant="h2" description={limits.data ? `Plan: ${planName(limits.data.planId)}` : undefined}>
              Plan limits
            </Header>
          }
        >
          <ColumnLayout columns={3}>
            {(limits.data?.items ?? []).map((item) => (
              <ProgressBar
                key={item.item}
                label={item.item === 'chatMessages' ? 'Chat messages this month' : item.label}
                value={item.limit > 0 ? Math.min(100, (item.used / item.limit) * 100) : 0}
                status={item.used >= item.limit ? 'error' : 'in-progress'}
                additionalInfo={`${item.used.toLocaleString('en-US')} of ${formatLimit(item.limit)}`}
              />
            ))}
          </ColumnLayout>
        </Container>
        <UsageBreakdownChart organizationId={organizationId} />
      </SpaceBetween>
    </CataloguedPageLayout>
  )
}

function ItemCount({ organizationId, kind, label }: { organizationId: Identifier; kind: CountKind; label: string }) {
  const count = useItemCount(organizationId, kind)
  return (
    <div>
      <Box variant="awsui-key-label">{label}</Box>
      <Box variant="awsui-value-large">{count.data ? count.data.count.toLocaleString('en-US') : '—'}</Box>
    </div>
  )
}
