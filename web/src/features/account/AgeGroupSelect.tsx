import { ageGroups, type AgeGroup } from '@teamspace/domain/team/team.constants'
import type { FieldControlProps } from '../../ui'
import { useAgeGroupLabel } from './use-age-group-label'

/**
 * The age groups to choose from, each named in the person's language. With `placeholder`, it starts on that
 * (not choosable again) until a group is chosen.
 */
export function AgeGroupSelect({
  control,
  value,
  onChange,
  placeholder,
}: {
  /** What `field.Control` hands its control: the label's and hint's ties, the field's name and its blur. */
  control: FieldControlProps & { name: string; onBlur: () => void }
  value: string
  onChange: (group: AgeGroup) => void
  placeholder?: string
}) {
  const ageGroupLabel = useAgeGroupLabel()
  return (
    <select
      {...control}
      value={value}
      // Only the age groups can be chosen: the placeholder is disabled.
      onChange={(event) => onChange(event.target.value as AgeGroup)}
    >
      {placeholder !== undefined && (
        <option value="" disabled>
          {placeholder}
        </option>
      )}
      {ageGroups.map((group) => (
        <option key={group} value={group}>
          {ageGroupLabel(group)}
        </option>
      ))}
    </select>
  )
}
