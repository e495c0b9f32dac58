import type { Page } from 'playwright-core'

// How many pages a page prints on, for the print style sheets (one boarding pass per
// page). No PDF reader library is installed, so the pages are counted in the PDF's own
// text: Chromium writes each page as an uncompressed dictionary `/Type /Page`, apart
// from the page tree's `/Type /Pages`.

/** The number of page objects in a PDF file. */
export function countPdfPages(pdf: Uint8Array): number {
  const text = new TextDecoder('latin1').decode(pdf)
  return text.match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0
}

/**
 * The pages `page` prints on, on A4 and on Letter, as Chromium prints it (print media,
 * the page's own @page margins, zoom 1).
 */
export async function printedPageCounts(page: Page): Promise<{ A4: number; Letter: number }> {
  const print = async (format: 'A4' | 'Letter') =>
    countPdfPages(await page.pdf({ format, preferCSSPageSize: false, printBackground: true }))
  return { A4: await print('A4'), Letter: await print('Letter') }
}
