// maxrects-packer's "main" is a UMD file inside a "type": "module" package, so Node cannot import
// it by name; the bench imports its ES build directly, typed as the package itself.
declare module 'maxrects-packer/dist/maxrects-packer.mjs' {
  export * from 'maxrects-packer';
}
