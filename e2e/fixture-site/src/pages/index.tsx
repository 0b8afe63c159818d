import Link from '@docusaurus/Link'
import Layout from '@theme/Layout'
import type { ReactNode } from 'react'

/** The fixture's home page: links into its docs and to the crash page. */
export default function Home(): ReactNode {
  return (
    <Layout title="Home" description="The shell fixture site.">
      <main className="container margin-vert--lg">
        <h1>Shell fixture</h1>
        <p>
          <Link to="/docs/intro">Intro</Link> ·{' '}
          <Link to="/docs/guide">Guide</Link> ·{' '}
          <Link to="/crash">Crash page</Link> ·{' '}
          <Link to="/?view=compact">Compact view</Link>
        </p>
      </main>
    </Layout>
  )
}
