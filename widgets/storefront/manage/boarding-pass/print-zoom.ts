// Printing: browsers lay a page out at 96 CSS px per inch, and a pass must fit ONE page
// on both A4 and Letter, so it is sized for the smaller of the two in each direction.

/** A paper size in inches. */
export interface PageSize {
  widthIn: number
  heightIn: number
}

export const A4: PageSize = { widthIn: 8.27, heightIn: 11.69 }
export const LETTER: PageSize = { widthIn: 8.5, heightIn: 11 }

/** The page margin the print style sheet sets (@page), in inches. */
const PRINT_MARGIN_IN = 0.4

const PX_PER_IN = 96

/** The area both A4 and Letter can hold: 8.27 x 11 in. */
export const SMALLEST_PAGE: PageSize = {
  widthIn: Math.min(A4.widthIn, LETTER.widthIn),
  heightIn: Math.min(A4.heightIn, LETTER.heightIn),
}

/**
 * The zoom that makes a pass of `width` x `height` CSS px fit inside `page` less its
 * margins: shrunk when too big, never enlarged (at most 1).
 */
export function printZoom(page: PageSize, width: number, height: number, marginIn = PRINT_MARGIN_IN): number {
  const fitsWidth = ((page.widthIn - 2 * marginIn) * PX_PER_IN) / width
  const fitsHeight = ((page.heightIn - 2 * marginIn) * PX_PER_IN) / height
  return Math.min(1, fitsWidth, fitsHeight)
}
