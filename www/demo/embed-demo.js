// @ts-check
// The embed demo's own script: points its iframe at this copy of the game (the
// rule set its data-ruleset names) and
// lists the events both embeds send, as a host page would receive them.
const log = document.getElementById("events");
const note = (from, type, detail) => {
  const item = document.createElement("li");
  item.textContent = `${from}: ${type} ${JSON.stringify(detail)}`;
  log.append(item);
};

const frame = /** @type {HTMLIFrameElement} */ (document.getElementById("iframe-demo"));
const app = new URL("../../index.html", import.meta.url);
frame.src = `${app.href}#${new URLSearchParams({ embed: "1", ruleset: frame.dataset.ruleset, opponent: "human", origin: location.origin })}`;
window.addEventListener("message", (event) => {
  if (event.origin !== app.origin || event.source !== frame.contentWindow || event.data?.source !== "desert-games") return;
  note("iframe", event.data.type, event.data.detail);
});

const element = document.getElementById("element-demo");
for (const type of ["move", "end"]) element.addEventListener(type, (event) => note("element", type, /** @type {CustomEvent} */ (event).detail));
