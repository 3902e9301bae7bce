export const historyMessages = {
  feature: 'Please choose a feature from the list.',
  kind: 'There is no history for this kind of item.',
  range: 'The start date must be on or before the end date.',
  date: 'Please choose a date in the past.',
  notFound: 'Nothing was found with this id.',
  loadFailed: 'Unable to load the history. Please try again.',
  empty: 'No activity matches these filters.',
  itemEmpty: 'Nothing has happened to this item yet.',
} as const

export const HISTORY_PAGE_MAX = 100
export const HISTORY_PAGE_DEFAULT = 30
