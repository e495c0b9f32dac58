// Aircraft types and their seat maps. Later issues draw seat selection from these, so
// each is a plausible real cabin layout rather than a placeholder grid.

export interface Cabin {
  /** Booking cabin: F first, J business, W premium economy, Y economy. */
  code: 'F' | 'J' | 'W' | 'Y'
  name: string
  firstRow: number
  lastRow: number
  /** Seat letters left to right, as printed on the boarding pass. */
  columns: string[]
  /** An aisle follows each of these letters. */
  aisleAfter: string[]
  pitchInches: number
}

export interface Facility {
  kind: 'galley' | 'lavatory' | 'closet'
  /** Where it stands: before the given row, or after the last row when row is omitted. */
  beforeRow?: number
  position: 'left' | 'center' | 'right'
}

export interface SeatMap {
  cabins: Cabin[]
  /** Row numbers not used (superstition: there is no row 13). */
  skippedRows: number[]
  /** Rows beside an emergency exit: extra legroom, restrictions apply. */
  exitRows: number[]
  /** Rows over the wing (window view partly blocked). */
  wingRows: { from: number; to: number }
  facilities: Facility[]
}

export interface EquipmentSeed {
  code: string
  name: string
  seatMap: SeatMap
}

const narrowBodyFacilities = (lastRow: number): Facility[] => [
  { kind: 'lavatory', beforeRow: 1, position: 'left' },
  { kind: 'galley', beforeRow: 1, position: 'right' },
  { kind: 'lavatory', position: 'left' },
  { kind: 'galley', position: 'center' },
  { kind: 'lavatory', position: 'right' },
  { kind: 'closet', beforeRow: lastRow, position: 'left' },
]

const wideBodyFacilities = (zones: number[]): Facility[] => [
  { kind: 'galley', beforeRow: 1, position: 'center' },
  { kind: 'lavatory', beforeRow: 1, position: 'left' },
  ...zones.flatMap((row): Facility[] => [
    { kind: 'lavatory', beforeRow: row, position: 'left' },
    { kind: 'galley', beforeRow: row, position: 'center' },
    { kind: 'lavatory', beforeRow: row, position: 'right' },
  ]),
  { kind: 'galley', position: 'center' },
  { kind: 'lavatory', position: 'left' },
  { kind: 'lavatory', position: 'right' },
]

export const equipment: readonly EquipmentSeed[] = [
  {
    code: '320',
    name: 'Airbus A320neo',
    seatMap: {
      cabins: [
        {
          code: 'J',
          name: 'Business',
          firstRow: 1,
          lastRow: 4,
          columns: ['A', 'C', 'D', 'F'],
          aisleAfter: ['C'],
          pitchInches: 34,
        },
        {
          code: 'Y',
          name: 'Economy',
          firstRow: 5,
          lastRow: 30,
          columns: ['A', 'B', 'C', 'D', 'E', 'F'],
          aisleAfter: ['C'],
          pitchInches: 30,
        },
      ],
      skippedRows: [13],
      exitRows: [11, 12],
      wingRows: { from: 9, to: 16 },
      facilities: narrowBodyFacilities(30),
    },
  },
  {
    code: '321',
    name: 'Airbus A321neo',
    seatMap: {
      cabins: [
        {
          code: 'J',
          name: 'Business',
          firstRow: 1,
          lastRow: 5,
          columns: ['A', 'C', 'D', 'F'],
          aisleAfter: ['C'],
          pitchInches: 34,
        },
        {
          code: 'Y',
          name: 'Economy',
          firstRow: 6,
          lastRow: 38,
          columns: ['A', 'B', 'C', 'D', 'E', 'F'],
          aisleAfter: ['C'],
          pitchInches: 30,
        },
      ],
      skippedRows: [13],
      exitRows: [6, 16, 27],
      wingRows: { from: 14, to: 22 },
      facilities: narrowBodyFacilities(38),
    },
  },
  {
    code: '789',
    name: 'Boeing 787-9 Dreamliner',
    seatMap: {
      cabins: [
        {
          code: 'J',
          name: 'Business',
          firstRow: 1,
          lastRow: 8,
          columns: ['A', 'D', 'G', 'K'],
          aisleAfter: ['A', 'G'],
          pitchInches: 44,
        },
        {
          code: 'W',
          name: 'Premium Economy',
          firstRow: 20,
          lastRow: 24,
          columns: ['A', 'C', 'D', 'E', 'F', 'H', 'K'],
          aisleAfter: ['C', 'F'],
          pitchInches: 38,
        },
        {
          code: 'Y',
          name: 'Economy',
          firstRow: 30,
          lastRow: 54,
          columns: ['A', 'B', 'C', 'D', 'E', 'F', 'H', 'J', 'K'],
          aisleAfter: ['C', 'F'],
          pitchInches: 31,
        },
      ],
      skippedRows: [],
      exitRows: [20, 30, 44],
      wingRows: { from: 24, to: 36 },
      facilities: wideBodyFacilities([20, 44]),
    },
  },
  {
    code: '359',
    name: 'Airbus A350-900',
    seatMap: {
      cabins: [
        {
          code: 'J',
          name: 'Business',
          firstRow: 1,
          lastRow: 11,
          columns: ['A', 'D', 'G', 'K'],
          aisleAfter: ['A', 'G'],
          pitchInches: 44,
        },
        {
          code: 'W',
          name: 'Premium Economy',
          firstRow: 20,
          lastRow: 25,
          columns: ['A', 'C', 'D', 'E', 'F', 'G', 'H', 'K'],
          aisleAfter: ['C', 'G'],
          pitchInches: 38,
        },
        {
          code: 'Y',
          name: 'Economy',
          firstRow: 30,
          lastRow: 56,
          columns: ['A', 'B', 'C', 'D', 'E', 'F', 'H', 'J', 'K'],
          aisleAfter: ['C', 'F'],
          pitchInches: 31,
        },
      ],
      skippedRows: [],
      exitRows: [20, 30, 46],
      wingRows: { from: 25, to: 38 },
      facilities: wideBodyFacilities([20, 46]),
    },
  },
  {
    code: '77W',
    name: 'Boeing 777-300ER',
    seatMap: {
      cabins: [
        {
          code: 'F',
          name: 'First',
          firstRow: 1,
          lastRow: 2,
          columns: ['A', 'E', 'K'],
          aisleAfter: ['A', 'E'],
          pitchInches: 78,
        },
        {
          code: 'J',
          name: 'Business',
          firstRow: 5,
          lastRow: 14,
          columns: ['A', 'D', 'G', 'K'],
          aisleAfter: ['A', 'G'],
          pitchInches: 44,
        },
        {
          code: 'W',
          name: 'Premium Economy',
          firstRow: 20,
          lastRow: 26,
          columns: ['A', 'C', 'D', 'E', 'F', 'G', 'H', 'K'],
          aisleAfter: ['C', 'G'],
          pitchInches: 38,
        },
        {
          code: 'Y',
          name: 'Economy',
          firstRow: 30,
          lastRow: 62,
          columns: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K'],
          aisleAfter: ['C', 'G'],
          pitchInches: 31,
        },
      ],
      skippedRows: [],
      exitRows: [5, 20, 30, 47],
      wingRows: { from: 26, to: 40 },
      facilities: wideBodyFacilities([5, 20, 47]),
    },
  },
]

/** The type flown on a sector: narrow bodies short haul, wide bodies by range beyond. */
export function equipmentForDistance(km: number): string {
  if (km < 1200) return '320'
  if (km < 4500) return '321'
  if (km < 9000) return '789'
  if (km < 11_500) return '359'
  return '77W'
}
