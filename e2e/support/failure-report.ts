import { beforeEach } from 'vitest'
import { describeOpenPages } from './browser'

/*
 * A failed browser test prints where each of its open pages is and what they show, so a failure on a busy CI machine
 * (whose screenshots are gone with its clone) says what the page was doing instead of only what was awaited.
 */
beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => {
    const pages = await describeOpenPages()
    console.log([`the pages open when "${task.name}" failed:`, ...pages].join('\n'))
  })
})
