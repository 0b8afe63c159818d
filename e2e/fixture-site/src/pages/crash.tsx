import Layout from '@theme/Layout'
import { useEffect, useState, type ReactNode } from 'react'

/** Set when the reader clicks the error screen's "Try again". */
let defused = false

/** Throws during render while armed, until "Try again" defuses it. */
function Bomb({ armed }: { armed: boolean }): ReactNode {
  if (armed && !defused) throw new Error('Fixture bomb went off')
  return <p>{armed ? 'The bomb is safe.' : 'The bomb is not armed.'}</p>
}

/**
 * A test-only page: "Crash" makes a child throw while rendering, so the
 * layout's error boundary shows its crash screen. The theme's "Try again"
 * renders the page anew; this page defuses the bomb as that button is
 * clicked (in the capture phase, before React re-renders), so it recovers.
 */
export default function CrashPage(): ReactNode {
  const [armed, setArmed] = useState(false)
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button =
        event.target instanceof Element ? event.target.closest('button') : null
      if (button?.textContent?.trim() === 'Try again') defused = true
    }
    window.addEventListener('click', onClick, true)
    return () => window.removeEventListener('click', onClick, true)
  }, [])
  return (
    <Layout title="Crash" description="A page that crashes on demand.">
      <main className="container margin-vert--lg">
        <h1>Crash on demand</h1>
        <button type="button" onClick={() => setArmed(true)}>
          Crash
        </button>
        <Bomb armed={armed} />
      </main>
    </Layout>
  )
}
