import { useT } from '../../i18n/use-t'
import { Button, Notice } from '../../ui'
import { statsMessages as m } from './stats.messages'

/** The stats page could not load its data (spec §8): say so, and offer to load the page again. */
export function LoadFailed() {
  const t = useT()
  return (
    <Notice tone="error">
      <p>{t(m.loadFailed)}</p>
      <Button variant="primary" onClick={() => window.location.reload()}>
        {t(m.refreshPage)}
      </Button>
    </Notice>
  )
}
