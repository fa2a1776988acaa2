//! Positions built from pieces given (tests, the endgame solver, setups), not by playing moves.

use super::{Seega, SeegaOptions, Shuttle, Size, MAX_SHUTTLE};
use crate::core::bits::BitSet;
use crate::core::error::prefix;
use crate::core::{Error, Phase, Run, Setup, SetupRefusal, Side};
use crate::rules::Rules;

impl<const EGYPT: bool, B: Size> Seega<EGYPT, B> {
    /// A movement-phase position from a diagram, for tests and the endgame
    /// solver: ranks from the last down to 1, `o` side 0, `x` side 1, `.`
    /// empty; other characters (spaces, newlines) are skipped. Run counts
    /// start at zero.
    #[cfg(test)]
    pub(crate) fn from_diagram(options: SeegaOptions, diagram: &str, to_move: Side) -> Result<Self, crate::core::Error> {
        let cells: Vec<char> = diagram.chars().filter(|c| matches!(c, 'o' | 'x' | '.')).collect();
        if cells.len() != B::SQUARES {
            let expected = format!("{} squares, not {}", B::SQUARES, cells.len());
            return Err(Error::BadArgument { what: "a diagram".to_string(), expected });
        }
        let files = B::GRID.files as usize;
        let mut pieces = [B::Bits::EMPTY; 2];
        for (i, c) in cells.iter().enumerate() {
            let sq = (files - 1 - i / files) * files + i % files;
            match c {
                'o' => pieces[0] |= Self::bit(sq),
                'x' => pieces[1] |= Self::bit(sq),
                _ => {}
            }
        }
        Ok(Self::from_pieces(options, pieces, to_move))
    }

    /// A movement-phase position with these pieces, `to_move` to act (or the
    /// opponent's extra move if it is blocked).
    pub(crate) fn from_pieces(options: SeegaOptions, pieces: [B::Bits; 2], to_move: Side) -> Self {
        let mut pos = Self::fresh(options, pieces, to_move, false);
        pos.give_turn(to_move);
        pos
    }

    /// A position with no series, extra move, counts or outcome yet.
    pub(super) fn fresh(options: SeegaOptions, pieces: [B::Bits; 2], to_move: Side, placing: bool) -> Self {
        Seega {
            options,
            pieces,
            to_move,
            placing,
            series: None,
            extra: false,
            quiet_plies: 0,
            shuttles: B::per_square(Shuttle::default()),
            outcome: None,
        }
    }
}

/// Which field of a setup a refusal is about, and why.
fn impossible(field: &'static str, why: &'static str) -> Error {
    SetupRefusal::Impossible { field, why }.into()
}

impl<const EGYPT: bool, B: Size> Seega<EGYPT, B> {
    /// The position `setup` describes, if Seega's rules reach it and go on from it.
    pub(super) fn set_up(options: SeegaOptions, setup: &Setup) -> Result<Self, Error> {
        let to_move = setup.side()?;
        setup.unused(&["quietPlies", "series", "extra", "runs"])?;
        let squares = setup.pieces(B::GRID)?;
        let mut pieces = [B::Bits::EMPTY; 2];
        for side in Side::BOTH {
            let own = &squares[side.index()];
            if own.len() as u32 > B::PIECES_EACH {
                return Err(SetupRefusal::TooManyPieces { side, pieces: own.len() as u32, most: B::PIECES_EACH }.into());
            }
            pieces[side.index()] = own.iter().fold(B::Bits::EMPTY, |set, &sq| set | Self::bit(sq));
        }
        match setup.phase.as_str() {
            "placement" => Self::placement(options, pieces, to_move, setup),
            "movement" => Self::movement(options, pieces, to_move, setup),
            other => Err(SetupRefusal::NoSuchPhase { phase: prefix(other).to_string(), game: <Self as Rules>::NAME }.into()),
        }
    }

    /// A placement position: pieces placed in turn around an empty centre, nothing else going on.
    fn placement(options: SeegaOptions, pieces: [B::Bits; 2], to_move: Side, setup: &Setup) -> Result<Self, Error> {
        setup.unused(&[])?;
        let board = |why| Err(SetupRefusal::PlacementBoard { why }.into());
        if (pieces[0] | pieces[1]).contains(B::CENTRE) {
            return board("the centre stays empty until every piece is placed");
        }
        let cross = Self::cross();
        if EGYPT && (0..2).any(|s| pieces[s] & cross[s] != cross[s]) {
            return board("the opening cross stays in place");
        }
        let first = options.first_placer;
        let [placed_first, placed_second] = [first, first.opponent()].map(|s| pieces[s.index()].count());
        let next = match placed_first.checked_sub(placed_second) {
            _ if placed_second == B::PIECES_EACH => return board("every piece is placed: the game is in its movement"),
            Some(0) => first,
            Some(1) => first.opponent(),
            _ => return board("the sides place one piece each in turn"),
        };
        if to_move != next {
            return Err(SetupRefusal::WrongTurn { side: to_move, why: "the sides place in turn, and the counts say who places next" }.into());
        }
        Ok(Self::fresh(options, pieces, to_move, true))
    }

    /// A movement position with its counts, series, extra move and runs, each checked against the board.
    fn movement(options: SeegaOptions, pieces: [B::Bits; 2], to_move: Side, setup: &Setup) -> Result<Self, Error> {
        if pieces.iter().any(|own| own.count() <= 1) || setup.quiet_plies >= options.barrier_plies {
            return Err(SetupRefusal::Over.into());
        }
        let mut pos = Self::fresh(options, pieces, to_move, false);
        pos.quiet_plies = setup.quiet_plies;
        pos.extra = setup.extra;
        pos.read_runs(&setup.runs)?;
        let (mine, theirs) = (pos.has_move(to_move), pos.has_move(to_move.opponent()));
        if let Some(name) = &setup.series {
            let sq = Setup::square(B::GRID, name)?;
            if !pieces[to_move.index()].contains(sq) {
                return Err(impossible("series", "no piece of the side to act stands on its square"));
            }
            if setup.extra || setup.quiet_plies != 0 || !setup.runs.is_empty() {
                return Err(impossible("series", "a series follows a capture, which leaves no count, run or extra move"));
            }
            if !pos.can_capture(to_move, pos.series_movers(sq)) {
                return Err(impossible("series", "no capture goes on from there"));
            }
            pos.series = Some(sq as u8);
        } else if !mine && !theirs {
            return Err(SetupRefusal::Over.into());
        } else if setup.extra && (theirs || !mine) {
            return Err(impossible("extra", "a side moves again only when its opponent is blocked and it is not"));
        } else if !mine {
            return Err(SetupRefusal::WrongTurn { side: to_move, why: "it is blocked, so its opponent moves again" }.into());
        }
        Ok(pos)
    }

    /// Sudan's runs of moves back and forth, each on a piece, from a neighbour, within the quiet plies.
    fn read_runs(&mut self, runs: &[Run]) -> Result<(), Error> {
        if EGYPT && !runs.is_empty() {
            return Err(SetupRefusal::Unused { field: "runs" }.into());
        }
        for run in runs {
            let (sq, from) = (Setup::square(B::GRID, &run.square)?, Setup::square(B::GRID, &run.from)?);
            if !(self.pieces[0] | self.pieces[1]).contains(sq) || self.shuttles[sq].count != 0 {
                return Err(impossible("runs", "each run is one piece's, on its square"));
            }
            if !Self::neighbours(sq).contains(from) {
                return Err(impossible("runs", "a run goes between neighbouring squares"));
            }
            if run.count == 0 || run.count > MAX_SHUTTLE || u32::from(run.count) > self.quiet_plies {
                return Err(impossible("runs", "a run counts from 1 to 4 moves, none of them a capture"));
            }
            self.shuttles[sq] = Shuttle { from: from as u8, count: run.count };
        }
        Ok(())
    }

    /// This position as a setup.
    pub(super) fn to_setup(&self) -> Setup {
        let cells = Setup::cells(B::SQUARES, self.pieces.map(|own| move |sq: usize| own.contains(sq)));
        let name = |sq: usize| B::GRID.name(sq);
        let runs = (0..B::SQUARES)
            .filter(|&sq| self.shuttles[sq].count > 0)
            .map(|sq| Run { square: name(sq), from: name(self.shuttles[sq].from as usize), count: self.shuttles[sq].count })
            .collect();
        let phase = if self.placing { Phase::Placement } else { Phase::Movement };
        Setup { quiet_plies: self.quiet_plies, series: self.series.map(|sq| name(sq as usize)), extra: self.extra, runs, ..Setup::new(cells, self.to_move, phase) }
    }
}
