import { useEffect, useState } from 'react'

// The numbers taken, by landmark name, across every widget of the page (one module, shared).
const taken = new Map<string, Set<number>>()

/**
 * This landmark's number among those of the page named `name`: 1 for the first on the
 * page, 2 for a second one mounted while the first is there, and so on. Landmarks of one
 * kind need names of their own (a screen reader lists them by name), and a host page may
 * hold two search boxes, or a search box beside the storefront's search: the second says
 * its number. 1 until mounted.
 */
export function useLandmarkNumber(name: string): number {
  const [number, setNumber] = useState(1)
  useEffect(() => {
    const numbers = taken.get(name) ?? new Set<number>()
    taken.set(name, numbers)
    let own = 1
    while (numbers.has(own)) own++
    numbers.add(own)
    setNumber(own)
    return () => {
      numbers.delete(own)
    }
  }, [name])
  return number
}
