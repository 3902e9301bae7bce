import { defineFeature } from '../../platform/feature'
import { directoryRoutesPlugin } from './directory.routes'

/**
 * The family directory: one card per member with their children and the contact details the reader may see.
 * It keeps no table of its own; it reads the members, the profiles (with each member's privacy choices in the
 * team) and the roster's parent links, and is told
 * live by those features' events (topic `directory`).
 */
export const directoryFeature = defineFeature<never>({
  name: 'directory',
  routes: directoryRoutesPlugin,
  erasure: {},
  liveTopics: {},
})

// The directory as a reader may see it: the coaches' roster export shows exactly that.
export { listDirectory } from './directory.queries'
