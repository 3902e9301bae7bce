import { createFileRoute } from '@tanstack/react-router'
import { ServerStatusCard } from '../../features/system/ServerStatusCard'
import { healthQuery } from '../../features/system/system.queries'
import { PageHeader } from '../../ui'

export const Route = createFileRoute('/_app/dashboard')({
  loader: ({ context }) => context.queryClient.ensureQueryData(healthQuery()),
  component: DashboardPage,
})

function DashboardPage() {
  return (
    <>
      <PageHeader title="Dashboard" subtitle="What is happening with your team" />
      <div className="card-grid">
        <ServerStatusCard />
      </div>
    </>
  )
}
