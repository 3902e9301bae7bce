import type { DomainEvent } from '../shared/events'

declare module '../shared/live-topics' {
  interface LiveTopics {
    /** A child's allergies and their parents' choice to share them; the team's shared allergens. */
    allergies: true
  }
}

/**
 * A coach or one of the child's parents recorded the child's allergies. Stream `childallergies-<playerId>`. The
 * allergens themselves are medical data: they live in the erasable `child_allergies` table, written in this
 * event's transaction, never in the log.
 */
export type ChildAllergiesRecorded = DomainEvent<
  'ChildAllergiesRecorded',
  { teamId: string; playerId: string; recordedAt: string }
>

/**
 * One of the child's parents chose whether the child's allergies are shared with the team, without the child's
 * name: families bringing food see the kinds of allergy in the team, never whose they are.
 */
export type ChildAllergySharingChosen = DomainEvent<
  'ChildAllergySharingChosen',
  { teamId: string; playerId: string; shared: boolean; chosenAt: string }
>

export type AllergyEvent = ChildAllergiesRecorded | ChildAllergySharingChosen

export const childAllergiesStreamId = (playerId: string) => `childallergies-${playerId}`
