// @ts-check
// A frame sandboxed without allow-same-origin has no origin of its own, so
// the game's modules, which load as CORS requests, never arrive and the page
// would say "Loading the game…" for ever. This classic script still runs
// there and says why instead, in the reader's language.
if (self.origin === "null" && location.protocol !== "file:") {
  document.addEventListener("DOMContentLoaded", () => {
    const words = globalThis.desertGamesSandboxedWords;
    const language = navigator.languages.map((tag) => tag.slice(0, 2)).find((code) => code in words) ?? "en";
    const line = document.getElementById("turn-text");
    line.textContent = words[language];
    line.lang = language;
    line.dir = language === "ar" ? "rtl" : "ltr";
    line.setAttribute("role", "alert");
  });
}
