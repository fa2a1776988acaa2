//! A row of the examples' figures: a rule set with the options that set it
//! apart, written `id[@option,...]`, where an option is `name=value` or a
//! bare board (`seega-sudan@7x7`, `seig-tidikelt@sticks=6`).

use serde_json::{Map, Value};

pub struct Spec {
    pub id: String,
    pub options: Map<String, Value>,
    /// The row's name in the tables: the id, then each option as written (`seega-sudan 7x7`).
    pub label: String,
}

pub fn parse(text: &str) -> Spec {
    let (id, given) = text.split_once('@').unwrap_or((text, ""));
    let mut options = Map::new();
    for option in given.split(',').filter(|o| !o.is_empty()) {
        let (name, value) = option.split_once('=').unwrap_or(("board", option));
        // A number stays a number: rule sets refuse "6" where they take 6.
        let value = value.parse::<u64>().map_or_else(|_| Value::from(value), Value::from);
        options.insert(name.to_string(), value);
    }
    let label = std::iter::once(id).chain(given.split(',').filter(|o| !o.is_empty())).collect::<Vec<_>>().join(" ");
    Spec { id: id.to_string(), options, label }
}
