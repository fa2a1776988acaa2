//! How the computer answers a draw offer, the same at every level: it agrees
//! when it expects no better from playing on.

use super::PIECE;

/// Half a piece: a search value at or below minus this is a position worse
/// than a draw.
pub const DRAW_MARGIN: i32 = PIECE / 2;

/// Plies in a row without a capture after which a level game is judged
/// stalled: both sides have had fifteen moves to make something happen.
pub const STALLED_PLIES: usize = 30;

/// `value`: the search's value of the position for the side answering.
pub fn accepts_draw(value: i32, plies_without_capture: usize) -> bool {
    let behind = value <= -DRAW_MARGIN;
    let level_and_stalled = value < DRAW_MARGIN && plies_without_capture >= STALLED_PLIES;
    behind || level_and_stalled
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn agrees_when_behind_or_stalled_and_never_when_ahead() {
        assert!(accepts_draw(-DRAW_MARGIN, 0));
        assert!(!accepts_draw(0, 0), "an even game just begun is played on");
        assert!(!accepts_draw(0, STALLED_PLIES - 1));
        assert!(accepts_draw(0, STALLED_PLIES));
        assert!(!accepts_draw(DRAW_MARGIN, 1000), "the side ahead plays on however long it has stalled");
        assert!(accepts_draw(-PIECE, 0), "a piece down takes the draw");
    }
}
