import { describe, expect, it } from 'vitest'
import { convertNpmCommand } from '../packageManagers'

describe('convertNpmCommand', () => {
  it('runs the project binary by name instead of dlx', () => {
    expect(convertNpmCommand('npx cypress open', 'yarn')).toBe(
      'yarn cypress open'
    )
    expect(convertNpmCommand('npx cypress run --browser firefox', 'pnpm')).toBe(
      'pnpm exec cypress run --browser firefox'
    )
  })

  it('converts installs and scripts with npm-to-yarn, line by line', () => {
    expect(
      convertNpmCommand(
        'npm install cypress --save-dev\nnpx cypress verify',
        'yarn'
      )
    ).toBe('yarn add cypress --dev\nyarn cypress verify')
    expect(
      convertNpmCommand('npm run cy:open -- --browser firefox', 'pnpm')
    ).toBe('pnpm cy:open --browser firefox')
    expect(convertNpmCommand('npm run cy:open', 'yarn')).toBe('yarn cy:open')
    expect(convertNpmCommand('npm install -D cypress', 'pnpm')).toBe(
      'pnpm add -D cypress'
    )
  })
})
