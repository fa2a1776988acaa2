// What the page puts on `window` for its end-to-end tests to read
// (www/page/test-handle.js, www/rules/rules.js): plain data, not typed here.
interface Window {
  desertGames: unknown;
  desertRules: unknown;
}
