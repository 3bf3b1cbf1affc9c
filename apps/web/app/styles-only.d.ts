/**
 * `import './part.module.css?styles-only'`: a CSS module's styles for the importing page, without
 * its class map (vite.config.ts, `stylesOnlyCssModules`).
 */
declare module '*.module.css?styles-only' {}
