import type { UpcasterTable } from '@teamspace/domain/shared/upcasting'

/**
 * Every feature's upcasters, keyed by event type and the stored schema version they lift.
 * Empty while every event is at its first version.
 */
export const upcasters: UpcasterTable = {}
