import { useState, useSyncExternalStore } from 'react'
import { useT } from '../../i18n/use-t'
import { Button } from '../../ui'
import { pwaUpdateMessages as m } from './pwa-update.messages'
import { isUpdateReady, reloadIntoUpdate, subscribeToUpdate } from './register'
import './pwa.css'

/**
 * "A new version is ready": shown once a new version of the app is installed and waiting. It reloads only when
 * the person says so, so nothing they are typing is lost to an update.
 */
export function UpdatePrompt() {
  const ready = useSyncExternalStore(subscribeToUpdate, isUpdateReady, () => false)
  const [dismissed, setDismissed] = useState(false)
  const [reloading, setReloading] = useState(false)
  const t = useT()
  if (!ready || dismissed) return null
  return (
    <div className="update-prompt" role="status">
      <span className="update-prompt__text">{t(m.ready)}</span>
      <Button
        variant="primary"
        loading={reloading}
        onClick={() => {
          setReloading(true)
          void reloadIntoUpdate()
        }}
      >
        {t(m.reload)}
      </Button>
      <Button variant="ghost" onClick={() => setDismissed(true)}>
        {t(m.later)}
      </Button>
    </div>
  )
}
