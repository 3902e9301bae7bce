/** A month as the calendar names it: 'YYYY-MM'. */
export type MonthKey = string

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/
// Apart from calendar-view (and its date library), since the route checks its search with it on every page load.
export const isMonthKey = (value: string): value is MonthKey => MONTH.test(value)
