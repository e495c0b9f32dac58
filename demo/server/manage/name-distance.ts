// How far a corrected name is from the booked one: the Levenshtein distance (characters
// inserted, deleted or replaced), case ignored, so fixing a name's capitals costs nothing.

export function nameDistance(booked: string, corrected: string): number {
  const a = [...booked.trim().toLowerCase()]
  const b = [...corrected.trim().toLowerCase()]
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      const replace = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)
      row.push(Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, replace))
    }
    previous = row
  }
  return previous[b.length] ?? 0
}
