import { defineHistory } from '../history/history.plugin'
import { sayer } from '../history/history.wording'
import type { PlayingTimeEvent } from './playing-time.events'
import { playingTimeHistoryMessages, playingTimeHistoryTranslations } from './playing-time.history.messages'

const say = sayer(playingTimeHistoryMessages, playingTimeHistoryTranslations)

/** The team's fair-play threshold in the activity feed. */
export const playingTimeHistory = defineHistory<PlayingTimeEvent>({
  label: (language) => say({ language })('label'),
  sentences: {
    FairPlayThresholdChosen: (d, c) => say(c)('thresholdChosen', { actor: c.actor, percent: d.percent }),
  },
})
