import type { Role } from '../shared/roles'

/**
 * Who an invite brings in. A coach invites staff and parents; anyone else invites their own family, who join
 * as parent-like members linked to the inviter's children (ARCHITECTURE §8).
 */
export const staffRelationships = [
  { value: 'parent_guardian', label: 'Parent/Guardian', role: 'parent' },
  { value: 'assistant_coach', label: 'Assistant Coach', role: 'assistant_coach' },
  { value: 'team_manager', label: 'Team Manager', role: 'team_manager' },
  { value: 'volunteer', label: 'Volunteer', role: 'volunteer' },
] as const satisfies readonly { value: string; label: string; role: Role }[]

export const familyRelationships = [
  { value: 'spouse', label: 'Spouse/Partner', role: 'spouse' },
  { value: 'parent', label: 'Parent', role: 'parent' },
  { value: 'sibling', label: 'Sibling', role: 'sibling' },
  { value: 'grandparent', label: 'Grandparent', role: 'grandparent' },
  { value: 'other', label: 'Other Family Member', role: 'other' },
] as const satisfies readonly { value: string; label: string; role: Role }[]

export type StaffRelationship = (typeof staffRelationships)[number]['value']
export type FamilyRelationship = (typeof familyRelationships)[number]['value']
export type Relationship = StaffRelationship | FamilyRelationship

export const relationshipValues = [
  ...staffRelationships.map((r) => r.value),
  ...familyRelationships.map((r) => r.value),
] as [Relationship, ...Relationship[]]

export const relationshipFor = (value: string) =>
  [...staffRelationships, ...familyRelationships].find((r) => r.value === value)

export const isFamilyRelationship = (value: string): value is FamilyRelationship =>
  familyRelationships.some((r) => r.value === value)

/** How long an invite link works unless revoked. */
export const INVITE_LIFETIME_DAYS = 14
