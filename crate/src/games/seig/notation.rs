//! Seig's move text (RULES.md section 4, "Move text"): `throw`, `throw:WBBWBBBW`
//! and spends such as `b3-c5:4+3`, read in the reader's words or the rules' own.

use super::path::{hole_name, parse_hole};
use super::spend::group_text;
use super::{Seig, SeigMove, SeigRefusal, Stage, Values};
use crate::core::{Error, MoveWords, Refusal};
use crate::race::Throw;

impl Seig {
    /// A throw with the faces `letters` gives, in `words`' letters.
    pub(super) fn parse_faces(&self, text: &str, letters: &str, words: &MoveWords) -> Result<SeigMove, Error> {
        let sticks = self.sticks() as usize;
        let bad = |why: Refusal| Error::Illegal { text: text.to_string(), why };
        if letters.chars().count() != sticks {
            return Err(bad(SeigRefusal::StickCount { sticks: sticks as u8 }.into()));
        }
        let mut faces = 0u8;
        for (i, c) in letters.chars().enumerate() {
            match words.face(c) {
                Some(true) => faces |= 1 << i,
                Some(false) => {}
                None => return Err(bad(SeigRefusal::StickFace { face: c }.into())),
            }
        }
        Ok(SeigMove::Throw(Some(faces)))
    }

    pub(super) fn parse_spend(&self, text: &str, t: &str) -> Result<SeigMove, Error> {
        let unreadable = || Error::Unreadable {
            text: text.to_string(),
            expected: "\"throw\", \"throw:WBBWBBBW\" or a move such as \"a12-b9:4\" or \"b3-c5:4+3\"",
        };
        let illegal = |why: Refusal| Error::Illegal { text: text.to_string(), why };
        let (holes_text, values_text) = t.split_once(':').ok_or_else(unreadable)?;
        let (from_text, to_text) = holes_text.split_once('-').ok_or_else(unreadable)?;
        let from = parse_hole(from_text.trim()).ok_or_else(unreadable)?;
        let to = parse_hole(to_text.trim()).ok_or_else(unreadable)?;
        let mut group: Values = [0; 7];
        for value in values_text.split('+') {
            match value.trim().parse::<usize>() {
                Ok(v @ 1..=6) => group[v] = group[v].saturating_add(1),
                _ => return Err(unreadable()),
            }
        }
        match self.stage {
            Stage::Spend => {}
            Stage::Throw | Stage::Endgame => return Err(illegal(SeigRefusal::MustThrow.into())),
        }
        let me = self.side.index();
        if self.pieces[me] >> from & 1 == 0 {
            return Err(illegal(SeigRefusal::HoleWithoutPiece { hole: hole_name(from), side: self.side }.into()));
        }
        if self.released[me] >> from & 1 == 0 {
            return Err(illegal(SeigRefusal::NotReleased { hole: hole_name(from) }.into()));
        }
        if (1..7).any(|v| group[v] > self.pool[v]) {
            return Err(illegal(SeigRefusal::PoolHolds { values: group_text(&self.pool) }.into()));
        }
        let reached = self.destination(from, &group, self.may_circle(self.side)).map_err(|b| illegal(b.refusal()))?;
        if reached != to {
            let (from, values, reaches) = (hole_name(from), group_text(&group), hole_name(reached));
            return Err(illegal(SeigRefusal::ReachesElsewhere { from, values, reaches }.into()));
        }
        Ok(SeigMove::Spend { from: from as u8, to: to as u8, group })
    }

    /// The canonical text of `mv`.
    pub(super) fn write(&self, mv: SeigMove) -> String {
        match mv {
            SeigMove::Throw(None) => "throw".to_string(),
            SeigMove::Throw(Some(faces)) => format!("throw:{}", Throw { faces, sticks: self.sticks() }.text()),
            SeigMove::Spend { from, to, group } => {
                format!("{}-{}:{}", hole_name(from as usize), hole_name(to as usize), group_text(&group))
            }
        }
    }
    /// A throw in the reader's words or the rules' own, its faces in the
    /// letters of the same words; a spend as the rules write it.
    pub(super) fn read(&self, text: &str, words: &MoveWords) -> Result<SeigMove, Error> {
        if self.outcome.is_some() {
            return Err(Error::GameOver);
        }
        let t = text.trim();
        let throw_now = || match self.stage {
            Stage::Throw | Stage::Endgame => Ok(()),
            Stage::Spend => {
                Err(Error::Illegal { text: text.to_string(), why: SeigRefusal::SpendFirst { values: group_text(&self.pool) }.into() })
            }
        };
        let (word, faces) = t.split_once(':').map_or((t, None), |(word, faces)| (word, Some(faces)));
        let rules = MoveWords::rules();
        if let Some(notation) = [words, &rules].into_iter().find(|notation| notation.is_throw(word)) {
            let mv = match faces {
                None => SeigMove::Throw(None),
                Some(letters) => self.parse_faces(text, letters.trim(), notation)?,
            };
            throw_now()?;
            return Ok(mv);
        }
        self.parse_spend(text, t)
    }
}
