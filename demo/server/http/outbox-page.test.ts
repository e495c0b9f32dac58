// The demo outbox page shows mail newest first, its links clickable, everything escaped.
import { describe, expect, it } from 'vitest'
import { outboxPage } from './outbox-page'

describe('the outbox page', () => {
  it('makes links clickable and escapes everything else', () => {
    const html = outboxPage([
      {
        mailId: 2,
        recipient: '"><script>alert(1)</script>@example.com',
        subject: '<b>Reset</b>',
        body: 'Open https://shop.example/storefront.html#/b2c/reset-password?key=abc&x="y" now',
        locale: 'en-US',
        sentAt: Date.parse('2026-06-01T12:00:00Z'),
      },
    ])
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<b>')
    expect(html).toContain('&#60;b&#62;Reset&#60;/b&#62;')
    expect(html).toContain(
      '<a href="https://shop.example/storefront.html#/b2c/reset-password?key=abc&#38;x=&#34;y&#34;">',
    )
  })

  it('shows each mail in its language, an Arabic one right to left, the page around it English', () => {
    const mail = (mailId: number, locale: string) => ({
      mailId,
      recipient: 'ada@example.com',
      subject: 'subject',
      body: 'body',
      locale,
      sentAt: 0,
    })
    const html = outboxPage([mail(2, 'ar-AE'), mail(1, 'de-DE')])
    expect(html).toContain('<html lang="en">')
    expect(html.match(/<(h2|pre) lang="ar-AE" dir="rtl">/g)).toHaveLength(2)
    expect(html.match(/<(h2|pre) lang="de-DE" dir="ltr">/g)).toHaveLength(2)
  })

  it('says when there is no mail', () => expect(outboxPage([])).toContain('No mail yet.'))
})
