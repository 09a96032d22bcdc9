// node-polyglot (react-admin's translations) requires the es-shims package 'object.entries',
// which brings get-intrinsic and a dozen helpers (~5 KB gzip) into the first screen. Every
// browser the SPA supports (build target es2022) has Object.entries: vite.config.ts points the
// package here.
module.exports = Object.entries;
