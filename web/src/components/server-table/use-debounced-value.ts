import { useEffect, useState } from 'react'

/** Search typing settles for this long before a request goes out, so one word costs one request. */
export const searchDebounceMilliseconds = 300

/** The value as it was `delay` ms after it last changed. */
export function useDebouncedValue<Value>(value: Value, delay = searchDebounceMilliseconds): Value {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return settled
}
