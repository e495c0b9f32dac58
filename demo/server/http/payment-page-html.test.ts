// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { page } from './payment-page-html'

describe('page (the bank and ZZ Pay pages’ frame)', () => {
  it('is in its locale’s language and direction, with the demo notice in that language', () => {
    const arabic = page('ar-AE', 'عنوان', '<h1>x</h1>')
    expect(arabic).toContain('<html lang="ar-AE" dir="rtl">')
    expect(arabic).toContain('<p class="demo">للعرض التوضيحي فقط')
    expect(page('de-DE', 'Titel', '')).toContain('<html lang="de-DE" dir="ltr">')
    expect(page('de-DE', 'Titel', '')).toContain('<p class="demo">Nur eine Demo')
  })

  it('escapes the title', () => {
    expect(page('en-US', '<x> & "y"', '')).toContain('<title>&lt;x&gt; &amp; &quot;y&quot;</title>')
  })
})
