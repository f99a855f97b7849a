// php-wasm 0.1.0 ships no types for its per-version Emscripten builds; the engine only passes them to PhpBase.
declare module 'php-wasm/php8.3-node.mjs' {
  const PHP: unknown;
  export default PHP;
}
declare module 'php-wasm/php8.3-web.mjs' {
  const PHP: unknown;
  export default PHP;
}

/** The URL of the Laravel framework bundle in the build, or null when it was built without one (scripts/laravel-asset.ts). */
declare const __KK_LARAVEL_BUNDLE__: string | null;
