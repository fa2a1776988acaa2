// A first visit offers a choice: learn the games step by step, or play at
// once. Asked once on a device; storage that is refused only means it may be
// asked again.

const KEY = "desert-games-welcomed";

function welcomedBefore() {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

function remember() {
  try {
    localStorage.setItem(KEY, "1");
  } catch {
    // asked again next time
  }
}

// el: { panel, learn, play }; `learnHash()`: the address of the lessons of the game on the board.
export function offerWelcome(el, learnHash) {
  if (welcomedBefore()) return;
  el.panel.hidden = false;
  el.learn.addEventListener("click", () => {
    remember();
    location.hash = learnHash();
  });
  el.play.addEventListener("click", () => {
    remember();
    el.panel.hidden = true;
  });
}
