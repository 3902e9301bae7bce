import { Outlet, createFileRoute } from '@tanstack/react-router'
import { useLiveUpdates } from '../lib/use-live-updates'
import { AppShell } from '../ui'

/** The signed-in part of the app: every page inside shares the shell and one live socket. */
export const Route = createFileRoute('/_app')({
  component: SignedInLayout,
})

function SignedInLayout() {
  const liveStatus = useLiveUpdates(true)
  return (
    <AppShell liveStatus={liveStatus}>
      <Outlet />
    </AppShell>
  )
}
