import Box from '@cloudscape-design/components/box'
import Container from '@cloudscape-design/components/container'
import Header from '@cloudscape-design/components/header'
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs'
import PieChart from '@cloudscape-design/components/pie-chart'
import SpaceBetween from '@cloudscape-design/components/space-between'
import { CataloguedPageLayout, cataloguedPage } from '../../../components/query-views/query-view-tabs.tsx'
import { useConsoleContext } from '../../../lib/console-context/use-console-context.ts'
import { useCosts } from '../api/get-costs.ts'
import { formatUsd } from '../money.ts'
import { UsageBreakdownChart } from './usage-breakdown-chart.tsx'

const page = cataloguedPage('/orgs/costs/')

/** `/orgs/costs/`: this month's spending by kind, credits added and the balance, and the last 30 days. */
export function CostsPage() {
  const organizationId = useConsoleContext((context) => context.orgId)
  const costs = useCosts(organizationId)
  const data = costs.data
  const slices = data
    ? [
        { title: 'Training', value: data.trainingUsd },
        { title: 'Chat messages', value: data.chatUsd },
        { title: 'Test runs', value: data.evaluationUsd },
      ].filter((slice) => slice.value > 0)
    : []

  return (
    <CataloguedPageLayout page={page}>
      <SpaceBetween size="l">
        <Container header={<Header variant="h2">This month{data ? ` (${data.month})` : ''}</Header>}>
          <KeyValuePairs
            columns={4}
            items={[
              { label: 'Total spent', value: data ? formatUsd(data.totalUsd) : 'Loading…' },
              { label: 'Credits added', value: data ? formatUsd(data.creditsAddedUsd) : 'Loading…' },
              { label: 'Credit balance', value: data ? formatUsd(data.creditBalanceUsd) : 'Loading…' },
              { label: 'Training', value: data ? formatUsd(data.trainingUsd) : 'Loading…' },
            ]}
          />
        </Container>
        <Container header={<Header variant="h2">Cost breakdown</Header>}>
          <PieChart
            data={slices}
            statusType={costs.isPending ? 'loading' : 'finished'}
            ariaLabel="Cost breakdown this month"
            detailPopoverContent={(datum) => [{ key: 'Cost', value: formatUsd(datum.value) }]}
            empty={<Box textAlign="center">Nothing spent this month.</Box>}
            hideFilter
            size="medium"
          />
        </Container>
        <UsageBreakdownChart organizationId={organizationId} />
      </SpaceBetween>
    </CataloguedPageLayout>
  )
}
