import type { MatrixCell } from '../../shell/api'

/** The matrix as a table: outbound dates across, inbound dates down, cells by both. */
export function matrixAxes(cells: readonly MatrixCell[]) {
  const outbound = [...new Set(cells.map((cell) => cell.outboundDate))].sort()
  const inbound = [...new Set(cells.map((cell) => cell.inboundDate))].sort()
  const byDates = new Map(cells.map((cell) => [`${cell.outboundDate}/${cell.inboundDate}`, cell]))
  return { outbound, inbound, cell: (out: string, back: string) => byDates.get(`${out}/${back}`) }
}
