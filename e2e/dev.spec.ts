/**
 * `npm run dev` keeps hot reload with the page-load layer in the build
 * (src/plugins/page-load: the module patches apply in development too;
 * staged-entry leaves the dev server Docusaurus's own entry). The fixture
 * site, which uses the same plugins, is copied and served by the dev
 * server; a page of the copy is edited while open.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { expect, test } from './fixtures'

const PORT = Number(process.env.E2E_DEV_PORT ?? 3160)
const root = join(__dirname, '..')

let site: string
let server: ChildProcess | undefined

test.beforeAll(async () => {
  test.setTimeout(180_000)
  // Beside the fixture site, so its relative imports of the real site's
  // config and plugins resolve.
  site = mkdtempSync(join(root, 'e2e', 'fixture-copy-'))
  cpSync(join(root, 'e2e', 'fixture-site'), site, {
    recursive: true,
    filter: (source) => !/[\\/](build|\.docusaurus)$/.test(source),
  })
  server = spawn(
    'npx',
    [
      'docusaurus',
      'start',
      site,
      '--port',
      String(PORT),
      '--no-open',
      '--locale',
      'en',
    ],
    {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, BROWSER: 'none' },
    }
  )
  // Ready once the first client compilation is done (the server answers
  // before that, and an edit made during it can be missed).
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the dev server did not start:\n${output}`)),
      170_000
    )
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      // Without the colors' escape codes, which split the words.
      // eslint-disable-next-line no-control-regex
      if (/compiled successfully/.test(output.replace(/\x1b\[[\d;]*m/g, ''))) {
        clearTimeout(timer)
        resolve()
      }
    }
    server!.stdout!.on('data', read)
    server!.stderr!.on('data', read)
    server!.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`the dev server exited (${code}):\n${output}`))
    })
  })
})

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid)
  rmSync(site, { recursive: true, force: true })
})

test('an edited page updates in place, without a full reload', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(60_000)
  // The page's hot-update channel: a WebSocket to the dev server, which
  // greets the page once connected.
  const connected = page
    .waitForEvent('websocket')
    .then((socket) => socket.waitForEvent('framereceived'))
  await page.goto(`http://localhost:${PORT}/docs/next/guide`)
  await connected
  const heading = page.getByRole('heading', { level: 2 }).first()
  await expect(heading).toHaveText('Section one')
  // Gone if the page reloads.
  await page.evaluate(() => {
    ;(window as unknown as { keptState: boolean }).keptState = true
  })
  const file = join(site, 'docs', 'guide.md')
  writeFileSync(
    file,
    readFileSync(file, 'utf8').replace(
      '## Section one',
      '## Section one, edited'
    )
  )
  await expect(heading).toHaveText('Section one, edited', { timeout: 30_000 })
  expect(
    await page.evaluate(
      () => (window as unknown as { keptState?: boolean }).keptState
    )
  ).toBe(true)
  expect(consoleErrors).toEqual([])
})
