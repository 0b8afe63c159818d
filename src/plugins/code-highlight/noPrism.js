// Stands in for preset-classic's prism-include-languages client module (see
// ./index.ts): code blocks are highlighted at build time, so pages need no
// Prism. A client module must be a module; this one does nothing.
export {}
