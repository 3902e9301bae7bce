import { volunteerNeedTypeDetails, type VolunteerNeedType } from '@teamspace/domain/volunteers/volunteers.schemas'

/** The kind of help a need asks for, always written out. */
export function NeedType({ type }: { type: VolunteerNeedType }) {
  return <span className={`need-type need-type--${type}`}>{volunteerNeedTypeDetails[type].title}</span>
}
