import { statsMessages } from '@teamspace/domain/stats/stats.constants'
import { Button, Notice } from '../../ui'

/** The stats page could not load its data (spec §8): say so, and offer to load the page again. */
export function LoadFailed() {
  return (
    <Notice tone="error">
      <p>{statsMessages.loadFailed}</p>
      <Button variant="primary" onClick={() => window.location.reload()}>
        Refresh Page
      </Button>
    </Notice>
  )
}
