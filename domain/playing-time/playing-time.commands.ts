import type { Command } from '../shared/events'

export type ChooseFairPlayThreshold = Command<'ChooseFairPlayThreshold', { teamId: string; percent: number }>

export type PlayingTimeCommand = ChooseFairPlayThreshold
