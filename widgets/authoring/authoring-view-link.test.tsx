import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { resolveSettings } from '../../core/settings/settings'
import { AuthoringViewLink } from './authoring-view-link'

const t = (key: string) => key
const settingsWith = (input: Parameters<typeof resolveSettings>[0]) =>
  resolveSettings(input, { pathname: '/', loaderUrl: 'http://127.0.0.1:8080/dx/loader.js' })

describe('the link to the authoring view', () => {
  it("leads to the page's authoring view in the container, the marker before the extension", () => {
    history.replaceState(null, '', '/content/flights.html?from=LHR')
    render(
      <AuthoringViewLink
        settings={settingsWith({
          authoringContainerUrl: 'https://cms.example.test/editor.html',
          isRunningInsideAEM: false,
        })}
        t={t}
      />,
    )
    expect(screen.getByRole('link', { name: 'authoring.openAuthoringView' }).getAttribute('href')).toBe(
      'https://cms.example.test/content/flights.edit.html?from=LHR',
    )
    history.replaceState(null, '', '/')
  })

  it('is not shown inside the content-management frame', () => {
    const { container } = render(
      <AuthoringViewLink
        settings={settingsWith({ authoringContainerUrl: 'https://cms.example.test/', isRunningInsideAEM: true })}
        t={t}
      />,
    )
    expect(container.querySelector('a')).toBeNull()
  })

  it('is not shown when no container is set', () => {
    const { container } = render(<AuthoringViewLink settings={settingsWith({ isRunningInsideAEM: false })} t={t} />)
    expect(container.querySelector('a')).toBeNull()
  })
})
