import '../../test/sanitiser-dom'
import { describe, expect, it } from 'vitest'
import { sanitizeRichText } from './rich-text'

describe('sanitizeRichText', () => {
  it('keeps bold, italic, emphasis, strong, line breaks and https links', () => {
    const html = '<b>a</b> <i>b</i> <em>c</em> <strong>d</strong><br><a href="https://example.com/x">e</a>'
    expect(sanitizeRichText(html)).toBe(html)
  })

  it('drops scripts with their content', () => {
    expect(sanitizeRichText('Fly<script>alert(1)</script> now')).toBe('Fly now')
  })

  it('drops event handlers and styles', () => {
    expect(sanitizeRichText('<b onclick="steal()" style="color:red">Fly</b>')).toBe('<b>Fly</b>')
  })

  it('drops links that are not https, keeping their words', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">a</a> <a href="http://example.com">b</a>')).toBe(
      '<a>a</a> <a>b</a>',
    )
  })

  it('keeps the words of other markup and sanitises what it held', () => {
    expect(sanitizeRichText('<div><p>Fly <img src=x onerror="steal()"><script>x()</script></p></div>')).toBe('Fly ')
  })
})
