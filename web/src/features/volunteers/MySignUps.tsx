import type { VolunteerNeedView } from '@teamspace/domain/volunteers/volunteers.schemas'
import { useT } from '../../i18n/use-t'
import { Card } from '../../ui'
import { formatEventDateTime } from '../../shared/calendar/event-dates'
import { NeedType } from './NeedType'
import { volunteersMessages } from './volunteers.messages'

/**
 * Beyond the spec: what the caller has promised to help with, soonest first, at the top of the page. `open`: some
 * need below still has room.
 */
export function MySignUps({ needs, open }: { needs: readonly VolunteerNeedView[]; open: boolean }) {
  const t = useT()
  return (
    <Card title={t(volunteersMessages.mySignUps)} className="my-sign-ups">
      {needs.length === 0 ? (
        <p className="muted">{t(open ? volunteersMessages.notSignedUpYetPick : volunteersMessages.notSignedUpYet)}</p>
      ) : (
        <ul className="my-sign-ups__list">
          {needs.map((need) => (
            <li key={need.id} className="my-sign-ups__item">
              <NeedType type={need.type} />
              <span className="my-sign-ups__title">{need.title}</span>
              <span className="my-sign-ups__when">{formatEventDateTime(need.startsAt, need.timeZone)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
