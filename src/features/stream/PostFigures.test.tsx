import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { StreamPost } from '../../core'
import { PostFigures } from './PostCard'

function earningsPost(figures: StreamPost['figures']): StreamPost {
  return {
    uuid: '00000000-0000-4000-8000-000000000002',
    time: 1000,
    type: 'earnings',
    region: 'US',
    title_ids: [1001],
    title_type: 'company',
    title_name: 'Apple Inc.',
    headline: 'Apple Inc. beats earnings estimates',
    text: '',
    sources: [],
    image_url: null,
    figures,
  }
}

describe('post figures', () => {
  it('show earnings per share against the estimate, coloured by beat or miss', () => {
    const beat = renderToStaticMarkup(
      <PostFigures post={earningsPost({ eps_actual: 1.5, eps_consensus: 1.42 })} />,
    )
    expect(beat).toContain('<dt>EPS</dt>')
    expect(beat).toContain('1.50 vs 1.42 est.')
    expect(beat).toContain('post__figure--up')
    const miss = renderToStaticMarkup(
      <PostFigures post={earningsPost({ eps_actual: 1.3, eps_consensus: 1.42 })} />,
    )
    expect(miss).toContain('post__figure--down')
    const unknown = renderToStaticMarkup(
      <PostFigures post={earningsPost({ eps_actual: null, eps_consensus: 1.42, messages: 2 })} />,
    )
    expect(unknown).not.toContain('EPS')
  })
})
