import { RateLimited } from './shared-limits'

/** How many heavy writes of one team run at once on this instance; the rest wait their turn. */
const DEFAULT_UNDER_WAY = 1
/** How many may wait behind them before more are refused (429): a queue, not an unbounded pile. */
const DEFAULT_WAITING = 50

export const admissionMessages = {
  busy: 'This team has many changes being saved just now. Please try again in a moment.',
} as const

interface TeamQueue {
  underWay: number
  readonly waiting: (() => void)[]
}

/**
 * Admission of heavy writes (a repeating series: up to a year of occurrences projected in one transaction), per
 * team and per instance. Without it, one coach sending twenty of them at once held every connection of the pool
 * for seconds, and other teams' reads waited for one until they failed with 503. Here a team's heavy writes run
 * one at a time, in the order they came, while they wait holding no connection, so they can take at most one
 * connection per team and everyone else's requests find the pool as usual. Light writes and reads never queue.
 */
export class TeamAdmission {
  readonly #teams = new Map<string, TeamQueue>()

  constructor(
    private readonly underWayPerTeam = DEFAULT_UNDER_WAY,
    private readonly waitingPerTeam = DEFAULT_WAITING,
  ) {}

  /** Runs `work` once the team has room for it; refused at once (429) when too many already wait. */
  async run<T>(teamId: string, work: () => Promise<T>): Promise<T> {
    const queue = this.#teams.get(teamId) ?? { underWay: 0, waiting: [] }
    this.#teams.set(teamId, queue)
    if (queue.underWay >= this.underWayPerTeam) {
      if (queue.waiting.length >= this.waitingPerTeam) {
        throw new RateLimited('busy', admissionMessages.busy, 1000)
      }
      // The slot is handed over by the write that ends (see #release), so nothing can take it in between.
      await new Promise<void>((resolve) => queue.waiting.push(resolve))
    } else {
      queue.underWay += 1
    }
    try {
      return await work()
    } finally {
      this.#release(teamId, queue)
    }
  }

  /** The team's heavy writes under way and waiting on this instance. */
  load(teamId: string): { readonly underWay: number; readonly waiting: number } {
    const queue = this.#teams.get(teamId)
    return { underWay: queue?.underWay ?? 0, waiting: queue?.waiting.length ?? 0 }
  }

  #release(teamId: string, queue: TeamQueue): void {
    const next = queue.waiting.shift()
    if (next) next()
    else {
      queue.underWay -= 1
      this.#forgetIdle(teamId, queue)
    }
  }

  #forgetIdle(teamId: string, queue: TeamQueue): void {
    if (queue.underWay === 0 && queue.waiting.length === 0) this.#teams.delete(teamId)
  }
}
