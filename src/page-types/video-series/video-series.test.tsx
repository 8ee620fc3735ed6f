// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithQueries } from '../../../tests/support/render-with-queries'
import VideoSeries from './video-series'
// Built in another module: the style extractor reads literal props of JSX in this file as styles.
import { seriesPage } from '../../../tests/fixtures/page-types/video-series-fixture'

function renderSeries() {
  renderWithQueries(<VideoSeries page={seriesPage()} />, { labels: { playVideo: 'Play the video', videoMoreEpisodes: 'More episodes', videoDuration: 'Length' } })
}

const featuredTitle = () => screen.getAllByRole('heading', { level: 2 })[0]
const episodeList = () => within(screen.getByRole('region', { name: 'More episodes' })).getAllByRole('button')
const players = () => document.querySelectorAll('video, iframe')

afterEach(() => cleanup())

describe('VideoSeries', () => {
  it('features the first episode as a thumbnail to play, with no player loaded yet', () => {
    renderSeries()
    expect(featuredTitle()?.textContent).toBe('Why I am running')
    expect(screen.getByText('Two minutes on the campaign.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Play the video: Why I am running' })).toBeTruthy()
    expect(players()).toHaveLength(0)
  })

  it('lists the other episodes as buttons, each with its title and length', () => {
    renderSeries()
    const buttons = episodeList()
    expect(buttons.map((button) => button.textContent)).toEqual(['On waterLength 4:10', 'On housing'])
    expect(buttons.every((button) => button.tagName === 'BUTTON' && button.getAttribute('type') === 'button')).toBe(true)
  })

  it('features the episode a visitor chooses, still without a player, and moves focus to it', () => {
    renderSeries()
    fireEvent.click(screen.getByRole('button', { name: /On water/ }))
    const heading = featuredTitle()
    expect(heading?.textContent).toBe('On water')
    expect(document.activeElement).toBe(heading)
    expect(screen.getByRole('button', { name: 'Play the video: On water' })).toBeTruthy()
    expect(players()).toHaveLength(0)
    // The episode it replaced goes back to the list, in series order.
    expect(episodeList().map((button) => button.textContent)).toEqual(['Why I am runningLength 2:35', 'On housing'])
  })

  it('loads the player only when asked, and a newly chosen episode starts again as its thumbnail', async () => {
    renderSeries()
    fireEvent.click(screen.getByRole('button', { name: 'Play the video: Why I am running' }))
    const video = await screen.findByTitle('Why I am running')
    expect(video.tagName).toBe('VIDEO')
    expect(video.getAttribute('src')).toBe('/content-assets/running.webm')

    fireEvent.click(screen.getByRole('button', { name: /On housing/ }))
    expect(players()).toHaveLength(0)
    fireEvent.click(screen.getByRole('button', { name: 'Play the video: On housing' }))
    const next = await screen.findByTitle('On housing')
    expect(next.getAttribute('src')).toBe('/content-assets/housing.webm')
    expect(players()).toHaveLength(1)
  })
})
