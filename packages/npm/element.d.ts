/**
 * Defines the `<desert-game>` element. `page` is the address of the board's
 * page, `board/index.html` of this package as your site serves it
 * (default: "index.html", beside the page that calls this).
 */
export function defineDesertGame(page?: string | URL): void;

/** The `move` event's detail: the move as the rules write it, its captures, and who made it. */
export interface DesertGameMoveDetail { move: string; captured: string[]; side: 0 | 1; seat: number }

declare global {
  interface HTMLElementTagNameMap { "desert-game": HTMLElement }
}
