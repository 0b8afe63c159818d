// Prism's language component files: scripts that extend the `Prism` global
// and export nothing (see ./highlighter.ts).
declare module 'prismjs/components/*'
