import { BallIcon } from '../../ui/icons'
import { usePageMeta } from './page-meta'
import { PageEmpty } from './page-states'

/** A section of the team space that is on its way; its route declares the header, this says it is coming. */
export function ComingSoonPage() {
  const title = usePageMeta()?.title ?? 'This page'
  return (
    <PageEmpty
      icon={<BallIcon size={40} />}
      title="Coming soon"
      text={`${title} is coming soon. It will appear here as soon as it is ready.`}
    />
  )
}
