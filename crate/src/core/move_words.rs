//! The words a person types a move in: the rules' own (`throw`, `W`, `B`) or
//! a reader's language, which a page passes to `readMove`, so that the page
//! never takes typed text apart itself.

use super::error::Error;
use serde_json::{Map, Value};

/// The word for a throw of the sticks and the letters of a stick's two faces.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveWords {
    /// The word for a throw of the sticks (the rules' own: `throw`).
    pub throw: String,
    /// The letter of a stick fallen white side up (`W`).
    pub white: char,
    /// The letter of a stick fallen black side up (`B`).
    pub black: char,
}

impl MoveWords {
    /// The rules' own notation, which every game reads whatever the reader's words.
    pub fn rules() -> MoveWords {
        MoveWords { throw: "throw".into(), white: 'W', black: 'B' }
    }

    /// `{ throw, white, black }`: a word and two different single letters.
    pub fn from_json(words: &Map<String, Value>) -> Result<MoveWords, Error> {
        let bad = |what: &str, expected: &str| Error::BadArgument { what: format!("the move words' {what}"), expected: expected.into() };
        let text = |name: &str| words.get(name).and_then(Value::as_str).map(str::trim);
        let letter = |name: &str| {
            let mut chars = text(name).unwrap_or("").chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) if c != ':' => Ok(c),
                _ => Err(bad(name, "one letter")),
            }
        };
        let throw = text("throw").filter(|word| !word.is_empty() && !word.contains(':')).ok_or_else(|| bad("throw", "a word without ':'"))?;
        let (white, black) = (letter("white")?, letter("black")?);
        if same_letter(white, black) {
            return Err(bad("black", "a letter other than white's"));
        }
        Ok(MoveWords { throw: throw.into(), white, black })
    }

    /// Whether `word` is this notation's word for a throw, in any case.
    pub fn is_throw(&self, word: &str) -> bool {
        word.to_lowercase() == self.throw.to_lowercase()
    }

    /// Whether `text` names a throw in these words or the rules' own: the word
    /// alone or before the faces (`throw:WBBW…`).
    pub fn names_throw(&self, text: &str) -> bool {
        let word = text.trim().split(':').next().unwrap_or("");
        self.is_throw(word) || MoveWords::rules().is_throw(word)
    }

    /// Whether `face` is the letter of a white face (`Some(true)`), of a black one, or neither.
    pub fn face(&self, face: char) -> Option<bool> {
        if same_letter(face, self.white) {
            Some(true)
        } else if same_letter(face, self.black) {
            Some(false)
        } else {
            None
        }
    }
}

fn same_letter(a: char, b: char) -> bool {
    a.to_lowercase().eq(b.to_lowercase())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn words(value: Value) -> Result<MoveWords, Error> {
        MoveWords::from_json(value.as_object().expect("an object"))
    }

    #[test]
    fn a_readers_words_are_a_word_and_two_different_letters() {
        let french = words(json!({ "throw": "lancer", "white": "B", "black": "N" })).unwrap();
        assert_eq!(french, MoveWords { throw: "lancer".into(), white: 'B', black: 'N' });
        assert_eq!((french.face('b'), french.face('N'), french.face('W')), (Some(true), Some(false), None));
        assert!(french.names_throw(" LANCER:bnn") && french.names_throw("throw") && !french.names_throw("a1-a2"));
        let russian = words(json!({ "throw": "бросок", "white": "Б", "black": "Ч" })).unwrap();
        assert!(russian.names_throw("БРОСОК") && russian.face('ч') == Some(false));
        for bad in [
            json!({ "throw": "", "white": "B", "black": "N" }),
            json!({ "throw": "a:b", "white": "B", "black": "N" }),
            json!({ "throw": "lancer", "white": "BN", "black": "N" }),
            json!({ "throw": "lancer", "white": "b", "black": "B" }),
            json!({ "throw": "lancer", "white": ":", "black": "N" }),
            json!({ "white": "B", "black": "N" }),
        ] {
            assert_eq!(words(bad.clone()).unwrap_err().code(), "bad-argument", "{bad}");
        }
    }
}
