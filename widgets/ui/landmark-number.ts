import { useEffect, useState } from 'react'

// The numbers the page's search forms hold now, on the page's global object under a
// registered symbol: the search box and the storefront's pages are built apart, each with
// its own copy of this module, and must still count together.
const key = Symbol.for('dx.searchForms')
const holder = globalThis as unknown as Record<symbol, boolean[]>
holder[key] ??= []
const taken = holder[key]

/**
 * This search form's number on the page: 1 for the first, 2 for a second one mounted
 * while the first is there, and so on; a number goes back when its form goes. Landmarks
 * of one kind need names of their own (a screen reader lists them by name), and a host
 * page may hold two search boxes, or a search box beside the storefront's search: the
 * second says its number. 1 until mounted.
 */
export function useLandmarkNumber(): number {
  const [number, setNumber] = useState(1)
  useEffect(() => {
    let own = 1
    while (taken[own]) own++
    taken[own] = true
    setNumber(own)
    return () => {
      taken[own] = false
    }
  }, [])
  return number
}
