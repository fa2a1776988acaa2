//! Reading a rule set's options from a JSON object: every name is checked,
//! missing ones take their defaults, and the error names what is wrong.

use super::error::Error;
use super::seed::Seed;
use super::side::Side;
use serde_json::{json, Map, Value};

pub struct OptionReader<'a> {
    ruleset: &'static str,
    given: &'a Map<String, Value>,
    known: Vec<&'static str>,
    /// What each option read so far accepts: `{ choices: [...] }` or `{ min, max }`.
    forms: Map<String, Value>,
}

impl<'a> OptionReader<'a> {
    pub fn new(ruleset: &'static str, given: &'a Map<String, Value>) -> Self {
        OptionReader { ruleset, given, known: Vec::new(), forms: Map::new() }
    }

    /// What each option accepts, for a page that offers them (`rulesets()`).
    pub fn into_forms(self) -> Map<String, Value> {
        self.forms
    }

    fn accepts(&mut self, name: &'static str, form: Value) {
        self.forms.insert(name.to_string(), form);
    }

    /// Says in the option's form what its values count or name (`of`: "side",
    /// "board", "holes"), so a page words them without knowing the option.
    fn values_are(&mut self, name: &'static str, of: &'static str) {
        if let Some(Value::Object(form)) = self.forms.get_mut(name) {
            form.insert("of".into(), json!(of));
        }
    }

    fn value(&mut self, name: &'static str) -> Option<&'a Value> {
        self.known.push(name);
        self.given.get(name).filter(|v| !v.is_null())
    }

    fn bad(name: &str, expected: impl Into<String>) -> Error {
        Error::BadOptionValue { name: name.to_string(), expected: expected.into() }
    }

    pub fn boolean(&mut self, name: &'static str, default: bool) -> Result<bool, Error> {
        self.accepts(name, json!({ "choices": [false, true] }));
        match self.value(name) {
            None => Ok(default),
            Some(v) => v.as_bool().ok_or_else(|| Self::bad(name, "true or false")),
        }
    }

    /// An integer in `min..=max`.
    pub fn integer(&mut self, name: &'static str, min: i64, max: i64, default: i64) -> Result<i64, Error> {
        self.accepts(name, json!({ "min": min, "max": max }));
        match self.value(name) {
            None => Ok(default),
            Some(v) => v
                .as_i64()
                .or_else(|| v.as_f64().filter(|f| f.fract() == 0.0 && f.abs() < 9e15).map(|f| f as i64))
                .filter(|n| (min..=max).contains(n))
                .ok_or_else(|| Self::bad(name, format!("an integer from {min} to {max}"))),
        }
    }

    /// An optional seed with no default (absent stays absent).
    pub fn optional_seed(&mut self, name: &'static str) -> Result<Option<Seed>, Error> {
        self.value(name).map(|v| Seed::read(name, v)).transpose()
    }

    pub fn side(&mut self, name: &'static str, default: Side) -> Result<Side, Error> {
        let n = self.one_of(name, &[0, 1], default as i64);
        self.values_are(name, "side");
        Ok(Side::from_index(n? as u64).unwrap_or(default))
    }

    /// The board, one of `names`; returns its index.
    pub fn board(&mut self, names: &[&str], default: usize) -> Result<usize, Error> {
        let n = self.choice("board", names, default);
        self.values_are("board", "board");
        n
    }

    /// A number of holes from a fixed list.
    pub fn holes(&mut self, name: &'static str, choices: &[i64], default: i64) -> Result<i64, Error> {
        let n = self.one_of(name, choices, default);
        self.values_are(name, "holes");
        n
    }

    /// A number of holes in `min..=max`.
    pub fn holes_between(&mut self, name: &'static str, min: i64, max: i64, default: i64) -> Result<i64, Error> {
        let n = self.integer(name, min, max, default);
        self.values_are(name, "holes");
        n
    }

    /// One of a fixed list of strings; returns its index in `choices`.
    pub fn choice(&mut self, name: &'static str, choices: &[&str], default: usize) -> Result<usize, Error> {
        self.accepts(name, json!({ "choices": choices }));
        match self.value(name) {
            None => Ok(default),
            Some(v) => v.as_str().and_then(|s| choices.iter().position(|c| *c == s)).ok_or_else(|| {
                let list: Vec<String> = choices.iter().map(|c| format!("{c:?}")).collect();
                Self::bad(name, format!("one of {}", list.join(", ")))
            }),
        }
    }

    /// Integer from a fixed list.
    pub fn one_of(&mut self, name: &'static str, choices: &[i64], default: i64) -> Result<i64, Error> {
        let (min, max) = (choices.iter().min().copied().unwrap_or(0), choices.iter().max().copied().unwrap_or(0));
        let n = self.integer(name, min, max, default).ok().filter(|n| choices.contains(n));
        self.accepts(name, json!({ "choices": choices }));
        n.ok_or_else(|| {
            let list: Vec<String> = choices.iter().map(i64::to_string).collect();
            Self::bad(name, format!("one of {}", list.join(", ")))
        })
    }

    /// Fails on any option name this rule set does not have.
    pub fn finish(self) -> Result<(), Error> {
        match self.given.keys().find(|k| !self.known.contains(&k.as_str())) {
            Some(name) => Err(Error::UnknownOption { ruleset: self.ruleset, name: name.clone() }),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn map(v: Value) -> Map<String, Value> {
        v.as_object().cloned().unwrap()
    }

    #[test]
    fn reads_values_defaults_and_names_errors() {
        let given = map(json!({"a": true, "n": 12, "c": "x"}));
        let mut r = OptionReader::new("siga", &given);
        assert_eq!(r.boolean("a", false), Ok(true));
        assert_eq!(r.integer("n", 0, 20, 3), Ok(12));
        assert_eq!(r.choice("c", &["y", "x"], 0), Ok(1));
        assert_eq!(r.boolean("missing", true), Ok(true));
        assert_eq!(r.finish(), Ok(()));

        let given = map(json!({"n": 99, "zz": 1}));
        let mut r = OptionReader::new("siga", &given);
        let err = r.integer("n", 0, 20, 3).unwrap_err().to_string();
        assert!(err.contains("\"n\"") && err.contains("0 to 20"), "{err}");
        let err = r.finish().unwrap_err().to_string();
        assert!(err.contains("\"zz\""), "{err}");
    }

    #[test]
    fn a_range_of_holes_says_its_values_count_holes() {
        let given = map(json!({"holes": 21}));
        let mut r = OptionReader::new("seig-mzab", &given);
        let error = r.holes_between("holes", 5, 20, 20).unwrap_err().to_string();
        assert!(error.contains("5 to 20"), "{error}");
        assert_eq!(r.into_forms()["holes"], json!({ "min": 5, "max": 20, "of": "holes" }));
    }

    #[test]
    fn one_of_refuses_values_between_choices() {
        let given = map(json!({"k": 4}));
        let mut r = OptionReader::new("seig", &given);
        assert!(r.one_of("k", &[3, 5], 3).is_err());
        let given = map(json!({"k": 5.0}));
        let mut r = OptionReader::new("seig", &given);
        assert_eq!(r.one_of("k", &[3, 5], 3), Ok(5));
    }
}
