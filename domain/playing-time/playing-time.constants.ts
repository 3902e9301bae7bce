/** The fair-play thresholds a coach picks from, in percent of the minutes a child was available for. */
export const FAIR_PLAY_THRESHOLDS = [25, 33, 50, 66, 75] as const
export const DEFAULT_FAIR_PLAY_THRESHOLD = 50

export const playingTimeMessages = {
  threshold: 'Choose 25, 33, 50, 66 or 75 %.',
} as const
