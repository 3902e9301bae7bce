import { defineFeature } from '../../platform/feature'
import { exportsRoutes } from './exports.routes'

/**
 * The coaches' downloads for the club: CSV files of the roster, the season's stats, attendance and volunteer
 * sign-ups. It keeps no table and appends no event; it reads what the roster, directory, stats, attendance,
 * calendar and volunteers features offer through their own modules.
 */
export const exportsFeature = defineFeature<never>({
  name: 'exports',
  routes: exportsRoutes,
  erasure: {},
  liveTopics: {},
})
