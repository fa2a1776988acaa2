//! The engine's layers read one way (docs/architecture.md): a module of
//! `crate/src` names only its own layer and those below it, so no import runs
//! back up and no circle forms between layers. Test modules may drive a game
//! from above (through the registry), so they are not counted.

use std::fs;
use std::path::Path;

/// From the ground up; `lib` only declares the others.
const LAYERS: [&str; 10] = ["core", "race", "rules", "search", "teach", "games", "session", "registry", "bindings", "lib"];

fn layer_of(relative: &Path) -> usize {
    let top = relative.components().next().expect("a file under src").as_os_str().to_string_lossy();
    let name = top.trim_end_matches(".rs");
    LAYERS.iter().position(|&layer| layer == name).unwrap_or_else(|| panic!("{}: a module in no layer", relative.display()))
}

fn is_test_file(path: &Path) -> bool {
    let name = path.file_stem().unwrap_or_default().to_string_lossy();
    name == "tests" || name.ends_with("_tests")
}

/// The layers a file's code names as `crate::<layer>`, its comments and inline test module left out.
fn named_layers(text: &str) -> Vec<String> {
    let code = text.split("#[cfg(test)]\nmod tests {").next().unwrap_or(text);
    code.lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .flat_map(|line| line.split("crate::").skip(1).map(|rest| rest.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect::<String>()))
        .collect()
}

fn visit(dir: &Path, src: &Path, upward: &mut Vec<String>, files: &mut usize) {
    for entry in fs::read_dir(dir).expect("a readable folder") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            visit(&path, src, upward, files);
            continue;
        }
        if path.extension().is_none_or(|ext| ext != "rs") || is_test_file(&path) {
            continue;
        }
        *files += 1;
        let relative = path.strip_prefix(src).expect("under src");
        let own = layer_of(relative);
        for name in named_layers(&fs::read_to_string(&path).expect("a readable file")) {
            let Some(layer) = LAYERS.iter().position(|&l| l == name) else { continue };
            if layer > own {
                upward.push(format!("{} ({}) names crate::{name}", relative.display(), LAYERS[own]));
            }
        }
    }
}

#[test]
fn no_module_of_the_engine_names_a_layer_above_its_own() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let (mut upward, mut files) = (Vec::new(), 0);
    visit(&src, &src, &mut upward, &mut files);
    assert!(files > 40, "read {files} files: the walk missed the source");
    assert!(upward.is_empty(), "imports that run upward:\n{}", upward.join("\n"));
}

#[test]
fn an_upward_import_is_seen() {
    assert_eq!(named_layers("use crate::core::Side;\n// crate::bindings in a comment\nlet g = crate::registry::new_game(\"siga\");"), ["core", "registry"]);
    assert_eq!(named_layers("use crate::core::Side;\n#[cfg(test)]\nmod tests {\n    use crate::registry::new_game;\n}"), ["core"]);
    assert_eq!(layer_of(Path::new("games/seig/mod.rs")), 5);
    assert!(layer_of(Path::new("race/sticks.rs")) < layer_of(Path::new("rules/mod.rs")), "the race family sits below the rules");
}
