import { useCallback, useEffect, useRef } from 'react'

/** `setTimeout` that is cancelled when the component goes away, so no callback touches an unmounted view. */
export function useTimers() {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>())

  useEffect(() => {
    const pending = timers.current
    return () => {
      for (const timer of pending) clearTimeout(timer)
      pending.clear()
    }
  }, [])

  const later = useCallback((callback: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer)
      callback()
    }, ms)
    timers.current.add(timer)
    return timer
  }, [])

  const cancel = useCallback((timer: ReturnType<typeof setTimeout> | undefined) => {
    if (timer === undefined) return
    clearTimeout(timer)
    timers.current.delete(timer)
  }, [])

  return { later, cancel }
}
