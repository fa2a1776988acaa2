// <desert-game>: the board of Desert Games inside any page, on any site.
//
//   <script src="https://…/embed.js"></script>
//   <desert-game ruleset="siga" options='{"board":"4x5"}' opponent="computer"
//                level="easy" record="…" readonly sound lang="ar" label="…"></desert-game>
//
// The game runs in an iframe of this script's own site, inside the element's
// shadow root, so neither page's styles reach the other. The element fills its
// container (in one of no set height: as tall as it is wide) and fires a
// `move` event for every move, whoever made it (detail: `{ move, captured,
// side, seat }`, the move as the rules write it, a Seig throw as
// `throw:<faces>`), and one `end` event (detail: the final status).
// `readonly` shows a game that nobody, the computer included, can play on; a
// bad attribute is refused with a message and the board stays read-only.
// The board is silent unless `sound` is given.
// `lang` (en, ar, fr or ru) sets the board's language; without it the
// reader's browser chooses. `label` names the board's frame for screen readers
// (default "Desert Games"; a page with two boards gives each its own). Messages
// are taken only from that iframe, only from this script's origin, and only in
// their documented shape.
(() => {
  const script = document.currentScript;
  const appUrl = new URL("index.html", script ? script.src : location.href);
  const ATTRIBUTES = ["ruleset", "options", "opponent", "level", "record", "readonly", "sound", "lang"];
  const EVENTS = new Set(["move", "end"]);
  const DEFAULT_LABEL = "Desert Games";
  // A constructed style sheet, not a <style> element: a host page whose
  // Content-Security-Policy allows no inline styles still lays the board out.
  // In a container of no set height the element is as tall as it is wide,
  // never under 320 px. The frame is laid over the element rather than in its
  // flow, so it fills it whatever size or display the host page gives the
  // element (its rules override these); in the flow, a frame of height 100%
  // in an element of no set height falls back to 150 px.
  const FRAME_STYLE = new CSSStyleSheet();
  FRAME_STYLE.replaceSync(`
    :host { display: block; position: relative; width: 100%; height: 100%; aspect-ratio: 1; min-height: 320px; }
    iframe { position: absolute; inset: 0; width: 100%; height: 100%; border: 0; }`);

  class DesertGame extends HTMLElement {
    static get observedAttributes() {
      return [...ATTRIBUTES, "label"];
    }

    constructor() {
      super();
      const root = this.attachShadow({ mode: "open" });
      root.adoptedStyleSheets = [FRAME_STYLE];
      this.frame = document.createElement("iframe");
      this.frame.setAttribute("part", "frame");
      root.append(this.frame);
      this.frame.title = DEFAULT_LABEL;
      this.onMessage = (event) => this.relay(event);
    }

    connectedCallback() {
      window.addEventListener("message", this.onMessage);
      this.load();
    }

    disconnectedCallback() {
      window.removeEventListener("message", this.onMessage);
    }

    attributeChangedCallback(name, oldValue, newValue) {
      if (name === "label") this.frame.title = newValue ?? DEFAULT_LABEL;
      else if (this.isConnected) this.load();
    }

    load() {
      const params = new URLSearchParams({ embed: "1", origin: location.origin });
      for (const name of ATTRIBUTES) {
        const value = this.getAttribute(name);
        if (value === null) continue;
        params.set(name, name === "readonly" || name === "sound" ? "1" : value);
      }
      const src = `${appUrl.href}#${params}`;
      if (this.frame.src !== src) this.frame.src = src;
    }

    relay(event) {
      if (event.origin !== appUrl.origin || event.source !== this.frame.contentWindow) return;
      const { source, type, detail } = event.data ?? {};
      if (source !== "desert-games" || !EVENTS.has(type) || typeof detail !== "object" || detail === null) return;
      this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
    }
  }

  if (!customElements.get("desert-game")) customElements.define("desert-game", DesertGame);
})();
