import { EmptyState } from '../../ui'
import { TeamPageHeader } from './TeamPageHeader'

/** A section of the team space that is on its way: its header, and a line saying so. */
export function ComingSoonPage({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <>
      <TeamPageHeader title={title} subtitle={subtitle} />
      <div className="card">
        <EmptyState
          icon="⚽"
          title="Coming soon"
          text={`${title} is coming soon. It will appear here as soon as it is ready.`}
        />
      </div>
    </>
  )
}
