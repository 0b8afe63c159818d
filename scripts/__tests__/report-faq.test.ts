import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FAQ_DIR, main, questionsOf } from '../report-faq'

describe('questionsOf', () => {
  it('counts ### headings and skips those inside code blocks', () => {
    const source = [
      '## Topic',
      '### How do I test a download?',
      '```md',
      '### not a question',
      '```',
      '#### Deeper heading',
      '### Why is my variable empty?',
    ].join('\n')
    expect(questionsOf(source)).toEqual([
      'How do I test a download?',
      'Why is my variable empty?',
    ])
  })
})

describe('main', () => {
  it('prints the count per page and the total, leaving out partials', () => {
    const root = mkdtempSync(join(tmpdir(), 'faq-'))
    mkdirSync(join(root, FAQ_DIR), { recursive: true })
    writeFileSync(join(root, FAQ_DIR, 'a-faq.mdx'), '### One?\n### Two?\n')
    writeFileSync(join(root, FAQ_DIR, 'b-faq.mdx'), '### Three?\n')
    writeFileSync(join(root, FAQ_DIR, '_draft.mdx'), '### Not counted?\n')
    const lines: string[] = []
    expect(main(root, (line) => lines.push(line))).toBe(0)
    expect(lines).toEqual([
      'FAQ questions per page:',
      '  /faq/questions/a-faq: 2',
      '  /faq/questions/b-faq: 1',
      '  total: 3',
    ])
  })
})
