import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { apiGet, isApiError } from '../../lib/api'

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
  migrations: z.object({
    current: z.boolean(),
    applied: z.number().int().nonnegative(),
    expected: z.number().int().nonnegative(),
  }),
  live: z.object({ lagEvents: z.number().nonnegative() }),
})

export type Health = z.infer<typeof healthSchema>

export const systemKeys = {
  all: ['system'] as const,
  health: () => [...systemKeys.all, 'health'] as const,
}

export function healthQuery() {
  return queryOptions({
    queryKey: systemKeys.health(),
    queryFn: fetchHealth,
    // A status card should not go stale while someone is looking at it.
    refetchInterval: 30_000,
  })
}

async function fetchHealth(): Promise<Health> {
  try {
    return await apiGet('/api/health', healthSchema)
  } catch (error) {
    // A degraded server may answer 503 with the same report; that is a status to show, not a failure.
    if (isApiError(error) && error.status === 503) {
      const report = healthSchema.safeParse(error.body)
      if (report.success) return report.data
    }
    throw error
  }
}
