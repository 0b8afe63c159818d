// Points og:image and twitter:image of each doc page at its own social card
// (drawn by src/plugins/social-cards). Why a wrapper: the docs plugin reads a
// card only from `image` front matter, which 250 files would have to repeat;
// this derives it from the permalink instead. It renders only <head> tags,
// which override the site-wide default card (themeConfig.image).
import React, { type ReactNode } from 'react'
import Head from '@docusaurus/Head'
import Metadata from '@theme-original/DocItem/Metadata'
import type MetadataType from '@theme/DocItem/Metadata'
import type { WrapperProps } from '@docusaurus/types'
import useDocusaurusContext from '@docusaurus/useDocusaurusContext'
import { useDoc } from '@docusaurus/plugin-content-docs/client'
import { cardPath } from '@site/src/plugins/social-cards/cardPath'

type Props = WrapperProps<typeof MetadataType>

/** The theme's doc metadata, plus og:image and twitter:image for the card. */
export default function MetadataWrapper(props: Props): ReactNode {
  const { metadata, frontMatter } = useDoc()
  const { siteConfig } = useDocusaurusContext()
  const image =
    siteConfig.url.replace(/\/$/, '') +
    cardPath(metadata.permalink, siteConfig.baseUrl)
  return (
    <>
      <Metadata {...props} />
      {frontMatter.image ? null : (
        <Head>
          <meta property="og:image" content={image} />
          <meta name="twitter:image" content={image} />
        </Head>
      )}
    </>
  )
}
