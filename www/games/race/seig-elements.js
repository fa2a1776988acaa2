// @ts-check
// Seig's own elements on the game page, made by the race kind so the page
// (index.html) names no kind: the mound's canvas in the board's area, the bar
// of sticks, pool, seats and tools above the page's controls, and the dialog
// of throws and their chances. Their words come from the language's PAGE
// words like the page's own (data-i18n, lang/language.js).

import { translatePage } from "../../lang/language.js";

const CANVAS = `<canvas id="seig-board" data-testid="seig-canvas" aria-hidden="true" hidden></canvas>`;

// On a phone the tools open from their button (seig-tools-button), so the mound keeps its room.
const BAR = `
  <section class="seig-bar" id="seig-bar" data-testid="seig-bar" data-i18n-label="sticksPoolSeats" aria-label="Sticks, pool and seats" hidden>
    <div class="seig-throw">
      <button type="button" id="seig-throw" class="primary" data-testid="throw-button" data-game-control aria-keyshortcuts="Space" data-i18n="throwSticks">Throw the sticks</button>
      <p class="seig-value hides-text" id="seig-value" data-testid="throw-value"></p>
    </div>
    <p class="seig-pool"><span class="seig-pool-label" data-i18n="poolLabel">To move:</span> <span id="seig-pool" data-testid="pool-chips"></span></p>
    <p class="seig-chooser" id="seig-chooser" data-testid="seig-chooser" hidden></p>
    <ul class="seig-seats hides-text" id="seig-seats" data-testid="seig-seats" data-i18n-label="seats" aria-label="Seats"></ul>
    <button type="button" class="seig-tools-button" id="seig-tools-button" data-testid="seig-tools-button" aria-expanded="false" aria-controls="seig-tools"><svg viewBox="0 0 16 16" aria-hidden="true"><path d="M6.9 1h2.2l.4 2 1.3.6 1.7-1.1 1.6 1.6-1.1 1.7.6 1.3 2 .4v2.2l-2 .4-.6 1.3 1.1 1.7-1.6 1.6-1.7-1.1-1.3.6-.4 2H6.9l-.4-2-1.3-.6-1.7 1.1-1.6-1.6 1.1-1.7-.6-1.3-2-.4V6.9l2-.4.6-1.3-1.1-1.7 1.6-1.6 1.7 1.1 1.3-.6zM8 5.6a2.4 2.4 0 1 0 0 4.8 2.4 2.4 0 0 0 0-4.8z"/></svg> <span class="seig-tools-word hides-text" data-i18n="seigTools">Options</span></button>
    <div class="seig-tools" id="seig-tools" data-testid="seig-tools">
      <label class="seig-toggle"><input type="checkbox" id="seig-path" data-testid="path-toggle"> <span data-i18n="showPath">Show the path</span></label>
      <label class="seig-toggle"><input type="checkbox" id="seig-auto-pass" data-testid="auto-pass-toggle" checked> <span data-i18n="autoPass">Pass futile throws by themselves</span></label>
      <label class="seig-toggle"><input type="checkbox" id="seig-real-sticks" data-testid="real-sticks-toggle"> <span data-i18n="realSticks">Real sticks at the table: type their faces</span></label>
      <label class="seig-speed"><span data-i18n="animation">Animation</span>
        <select id="seig-speed" data-testid="speed-select">
          <option value="normal" data-i18n="speedNormal">Normal</option>
          <option value="fast" data-i18n="speedFast">Fast</option>
          <option value="off" data-i18n="speedOff">Off</option>
        </select>
      </label>
      <button type="button" id="seig-odds" data-testid="odds-button" data-i18n="throwsAndChances">Throws and chances</button>
    </div>
    <p class="seig-legend" id="seig-legend" data-testid="seig-legend"></p>
  </section>`;

const DIALOG = `
  <dialog id="odds-dialog" class="odds-dialog" data-testid="odds-dialog" data-i18n-label="throwsAndChances" aria-label="Throws and chances">
    <form method="dialog">
      <table id="odds-table" data-testid="odds-table"></table>
      <div class="dialog-buttons">
        <button value="close" class="primary" data-testid="odds-close" data-i18n="close">Close</button>
      </div>
    </form>
  </dialog>`;

// The elements of `html`, their words in the reader's language.
function made(html) {
  const template = document.createElement("template");
  template.innerHTML = html.trim();
  translatePage(template.content);
  return template.content.firstElementChild;
}

// Puts Seig's elements in their places on the page (`$`: an element by its id)
// and gives them to the board by name.
export function placeSeigElements($) {
  $("board-area").append(made(CANVAS));
  $("game-controls").before(made(BAR));
  document.body.append(made(DIALOG));
  return {
    canvas: $("seig-board"), bar: $("seig-bar"), throwButton: $("seig-throw"), value: $("seig-value"), pool: $("seig-pool"),
    chooser: $("seig-chooser"), seats: $("seig-seats"), pathToggle: $("seig-path"), speed: $("seig-speed"), autoPass: $("seig-auto-pass"), realSticks: $("seig-real-sticks"),
    tools: $("seig-tools"), toolsButton: $("seig-tools-button"),
    oddsButton: $("seig-odds"), oddsDialog: $("odds-dialog"), oddsTable: $("odds-table"), legend: $("seig-legend"),
  };
}
