import type { VolunteerNeedType } from '@teamspace/domain/volunteers/volunteers.schemas'
import { useT } from '../../i18n/use-t'
import { volunteerTypeMessages } from './volunteers-types.messages'

/** The kind of help a need asks for, always written out. */
export function NeedType({ type }: { type: VolunteerNeedType }) {
  const t = useT()
  return <span className={`need-type need-type--${type}`}>{t(volunteerTypeMessages[type])}</span>
}
