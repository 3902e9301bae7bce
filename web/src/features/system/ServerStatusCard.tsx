import { useSuspenseQuery } from '@tanstack/react-query'
import { Badge, Card } from '../../ui'
import { healthQuery, type Health } from './system.queries'

export function ServerStatusCard() {
  const { data: health } = useSuspenseQuery(healthQuery())

  return (
    <Card
      title="Server status"
      actions={
        <Badge tone={health.status === 'ok' ? 'success' : 'warning'}>
          {health.status === 'ok' ? 'All good' : 'Degraded'}
        </Badge>
      }
    >
      <dl className="facts">
        <div className="facts__row">
          <dt>Database</dt>
          <dd>{health.database === 'ok' ? 'OK' : 'Unreachable'}</dd>
        </div>
        <div className="facts__row">
          <dt>Migrations</dt>
          <dd>{migrationsText(health.migrations)}</dd>
        </div>
        <div className="facts__row">
          <dt>Live updates</dt>
          <dd>{liveText(health.live.lagEvents)}</dd>
        </div>
      </dl>
    </Card>
  )
}

function migrationsText({ current, applied, expected }: Health['migrations']): string {
  if (current) return `Up to date (${applied} applied)`
  return `${applied} of ${expected} applied`
}

function liveText(lagEvents: number): string {
  if (lagEvents === 0) return 'Up to date'
  return `${lagEvents} ${lagEvents === 1 ? 'change' : 'changes'} behind`
}
