// Keeps the session (settings, match, game in progress) across reloads, so a
// phone that drops the tab loses nothing. Storage may be missing or full
// (private browsing): then the page simply forgets.

const KEY = "desert-games/session/v1";

export function loadSession() {
  try {
    const text = window.localStorage.getItem(KEY);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

export function storeSession(session) {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(session));
  } catch {
    // Not stored: the game goes on all the same.
  }
}

export function forgetSession() {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing stored to forget.
  }
}
