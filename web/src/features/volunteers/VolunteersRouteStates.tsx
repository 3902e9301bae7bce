import { PageLoading } from '../../app/page/page-states'

export function VolunteersLoading() {
  return <PageLoading label="Loading volunteer needs…" />
}
