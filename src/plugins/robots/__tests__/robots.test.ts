import { describe, expect, it } from 'vitest'
import { robotsTxt } from '../index'

describe('robotsTxt', () => {
  it('disallows every path when the build must not be indexed', () => {
    const text = robotsTxt(true, 'https://docs.example.com/sitemap.xml')
    expect(text).toBe('User-agent: *\nDisallow: /\n')
    expect(text).not.toContain('Sitemap:')
  })

  it('allows every path and names the absolute sitemap URL otherwise', () => {
    const text = robotsTxt(false, 'https://docs.example.com/sitemap.xml')
    expect(text.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      '',
      'Sitemap: https://docs.example.com/sitemap.xml',
      '',
    ])
  })
})
