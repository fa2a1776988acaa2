// @ts-check
// The address of the two screens, so that the browser's Back and a reload
// follow the player: the home has the site's plain address (marked as the
// home's in its history entry, which a reload keeps), the game `#playing`.
// Going from the home to the game adds a history entry; the title's `#home`
// asks for the home. A language chosen in the fragment (`lang=`) stays.

const PLAYING = "playing";

const fragment = () => new URLSearchParams(location.hash.slice(1));

// The address with only this screen's word and the language, if any, in its fragment.
function addressOf(playing) {
  const lang = fragment().get("lang");
  const parts = [...(playing ? [PLAYING] : []), ...(lang ? [`lang=${encodeURIComponent(lang)}`] : [])];
  return `${location.pathname}${location.search}${parts.length ? `#${parts.join("&")}` : ""}`;
}

// Which screen the address names: "home", "playing", or null (a link, or nothing said).
export function addressedScreen() {
  const words = [...fragment().keys()].filter((key) => key !== "lang");
  if (words.length === 1 && words[0] === PLAYING) return "playing";
  if (words.length === 1 && words[0] === "home") return "home";
  return words.length === 0 && history.state?.home === true ? "home" : null;
}

// The home shows: the plain address, marked as the home's.
export function addressHome() {
  history.replaceState({ ...history.state, home: true }, "", addressOf(false));
}

// The game shows: from the home, a step Back returns to (`push`); else in place of the address.
export function addressGame({ push = false } = {}) {
  if (push) history.pushState(null, "", addressOf(true));
  else history.replaceState({ ...history.state, home: false }, "", addressOf(true));
}

// Back and Forward between the home and the game change screens; a link
// opened in a tab that already shows the game changes only the fragment, and
// reloads. `home`: null where the page has none (an embed, a lesson).
export function followAddress(home) {
  const follow = () => {
    const screen = home && addressedScreen();
    if (screen === "home") home.show();
    else if (screen === "playing" && home.open) home.leave({ push: false });
    return Boolean(screen);
  };
  window.addEventListener("popstate", follow);
  window.addEventListener("hashchange", () => follow() || location.reload());
}
