// The installed modules that the wrappers in this folder re-export, by the
// aliases that ./index.ts gives them (their packages do not export them).
declare module '@page-load-upstream/browserContext' {
  import type { Context as ReactContext } from 'react'
  export const Context: ReactContext<boolean>
}

declare module '@page-load-upstream/deferredRegisterSw' {}
