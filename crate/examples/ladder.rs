//! Plays the computer's levels against each lower level, against a random
//! player and (Seig) against the greedy baseline, and prints wins, draws,
//! losses, the score with its 95% interval and the Elo difference, as a
//! Markdown table. Every level searches a fixed number of nodes a move, so a
//! run is reproducible; `tools/bench.mjs` passes the nodes each level
//! searches in its default time in WebAssembly.
//!
//!     cargo run --release --example ladder -- [games-per-pair] [ruleset[@option,...][:easy,medium,hard] ...]
//!
//! e.g. `-- 40 siga:2000,20000,100000 seig seega-egypt@9x9 seig-tidikelt@sticks=6`;
//! a rule set without budgets uses `QUICK_BUDGETS`, a Seega one without a board 5x5.
//! `LADDER_PAIRS=hard-medium,greedy-random` plays only those pairs, so a
//! long run can be shared among processes (`LADDER_FIRST_GAME=N` too: games
//! N and on, so one pair can be). `LADDER_MINUTES=M` stops a pair
//! after the game under way at M minutes and reports the games it played, so
//! a rule set of long games still gives a row. `LADDER_OPENING_PLIES=N` opens
//! every game with N random plies (both sides), for varied games. A Siga
//! pair also counts the games the first player lost after reaching an
//! endgame-table position it held (won or drawn), printed after its row.

#[path = "shared/elo.rs"]
mod elo;
#[path = "shared/registry.rs"]
mod registry;
#[path = "shared/spec.rs"]
mod spec;

use desert_games::core::{Rng, Side};
use elo::elo;
use desert_games::games::seega::{Board, Nine, Seega, Seven, Size};
use desert_games::games::seig::{greedy_move, Seig};
use desert_games::games::sig::{el_oued::ElOued, mauritania::Mauritania, mzab::Mzab, tidikelt::Tidikelt, tozeur::Tozeur, western_sahara::WesternSahara, Sig};
use desert_games::games::siga::Siga;
use desert_games::rules::Rules;
use desert_games::search::{Ending, Evaluate, Level, Limits, Think};
use serde_json::{json, Map, Value};
use std::time::Instant;

/// Nodes a move for easy, medium and hard when none are given: small enough
/// for a daily run of a few minutes.
const QUICK_BUDGETS: [u64; 3] = [2_000, 20_000, 100_000];
/// Games longer than this stop unfinished (Siga has no draw rule; Seig's
/// throws make games of thousands of plies).
fn max_plies(ruleset: &str) -> usize {
    if registry::throws(ruleset) {
        20_000
    } else {
        400
    }
}

/// A game's fixed-rule opponent (Seig's greedy player), if it has one.
type Baseline<R> = Option<fn(&R) -> Option<<R as Rules>::Move>>;

#[derive(Copy, Clone, Debug, PartialEq)]
enum Player {
    Random,
    Greedy,
    Computer(Level, u64),
}

impl Player {
    fn name(self) -> String {
        match self {
            Player::Random => "random".into(),
            Player::Greedy => "greedy".into(),
            Player::Computer(level, nodes) => format!("{level:?} ({nodes} nodes)").to_lowercase(),
        }
    }

    /// The move in `pos`, reached after the game's `earlier` positions (the
    /// computer sees a return to one as the page's player does).
    fn choose<R: Think>(self, pos: &R, earlier: &[R], greedy: Baseline<R>, rng: &mut Rng) -> R::Move {
        match self {
            Player::Random => {
                let mut moves = Vec::new();
                pos.legal_moves(&mut moves);
                moves[rng.below(moves.len() as u64) as usize]
            }
            Player::Greedy => greedy.and_then(|g| g(pos)).expect("a greedy player for this game"),
            Player::Computer(level, nodes) => {
                let limits = Limits { level, time_ms: None, nodes: Some(nodes), seed: rng.next_u64() };
                pos.think_after(earlier, &limits, &|| 0.0).expect("a move while the game is on").best
            }
        }
    }
}

/// A game's exact value from its endgame tables, for the side to move, if it has tables.
type Tables<R> = Option<fn(&R) -> Option<Ending>>;

/// Random plies that open every game (`LADDER_OPENING_PLIES`, 0 by default).
fn opening_plies() -> usize {
    std::env::var("LADDER_OPENING_PLIES").ok().and_then(|n| n.parse().ok()).unwrap_or(0)
}

/// The first game's number (`LADDER_FIRST_GAME`, 0 by default): its seed and
/// first side follow from it, so a long pair can be shared among processes,
/// one playing games 0 to 49 and another 50 to 99.
fn first_game() -> u64 {
    std::env::var("LADDER_FIRST_GAME").ok().and_then(|n| n.parse().ok()).unwrap_or(0)
}

/// Minutes after which a pair stops (`LADDER_MINUTES`; none by default).
fn minutes() -> Option<f64> {
    std::env::var("LADDER_MINUTES").ok().and_then(|m| m.parse().ok())
}

/// How a game ended for the first player of the pair.
#[derive(Copy, Clone, PartialEq)]
enum Result {
    Win,
    Draw,
    Loss,
    /// Cut at the ply limit; the piece count says who was ahead (`None`: level).
    Capped(Option<bool>),
}

/// One game's set-up: its options (a Seega board), its name in the table and its fixed-rule opponent.
struct Game<'a, R: Think> {
    options: &'a Map<String, Value>,
    label: &'a str,
    greedy: Baseline<R>,
    tables: Tables<R>,
}

impl<'a, R: Think> Game<'a, R> {
    /// A game with no fixed-rule opponent and no endgame tables.
    fn plain(options: &'a Map<String, Value>, label: &'a str) -> Self {
        Game { options, label, greedy: None, tables: None }
    }
}

/// Plays one game; with it, whether `a_side` stood in a table ending it held (won or drawn) at its turn.
fn play<R: Think>(players: [Player; 2], a_side: Side, seed: u64, game: &Game<R>) -> (Result, bool) {
    let options = R::read_options(game.options).expect("valid options");
    let mut pos = R::start(&options, seed);
    let mut rng = Rng::new(seed);
    let mut held = false;
    let mut earlier = Vec::new();
    for ply in 0..max_plies(R::ID) {
        if let Some(outcome) = pos.outcome() {
            let result = match outcome.winner {
                None => Result::Draw,
                Some(w) if w == a_side => Result::Win,
                Some(_) => Result::Loss,
            };
            return (result, held);
        }
        if ply >= opening_plies() && pos.to_move() == a_side {
            held |= game.tables.and_then(|value| value(&pos)).is_some_and(|v| !matches!(v, Ending::Loss(_)));
        }
        let mv = if ply < opening_plies() { Player::Random } else { players[pos.to_move().index()] }.choose(&pos, &earlier, game.greedy, &mut rng);
        earlier.push(pos.clone());
        pos.play(mv);
    }
    let pieces = pos.pieces();
    let (mine, theirs) = (pieces[a_side.index()], pieces[a_side.opponent().index()]);
    (Result::Capped((mine != theirs).then_some(mine > theirs)), held)
}

/// Plays `games` games of `a` against `b`, first side alternating, and prints a table row.
fn pair<R: Think>(a: Player, b: Player, games: u64, game: &Game<R>) {
    let started = Instant::now();
    let (mut wins, mut draws, mut losses) = (0u64, 0u64, 0u64);
    let mut capped = [0u64; 3];
    let mut points = Vec::new();
    let mut lost_held = 0;
    for g in first_game()..first_game() + games {
        if minutes().is_some_and(|m| started.elapsed().as_secs_f64() >= m * 60.0) {
            eprintln!("  {} {} vs {}: stopped after {} games, LADDER_MINUTES", game.label, a.name(), b.name(), points.len());
            break;
        }
        let a_side = if g % 2 == 0 { Side::Light } else { Side::Dark };
        let players = if a_side == Side::Light { [a, b] } else { [b, a] };
        let (result, held) = play::<R>(players, a_side, 1000 + g, game);
        lost_held += (held && result == Result::Loss) as u32;
        let point = match result {
            Result::Win => 1.0,
            Result::Loss => 0.0,
            Result::Draw => 0.5,
            Result::Capped(ahead) => {
                capped[match ahead { Some(true) => 0, None => 1, Some(false) => 2 }] += 1;
                0.5
            }
        };
        match point {
            1.0 => wins += 1,
            0.0 => losses += 1,
            _ => draws += 1,
        }
        points.push(point);
        // A long pair stopped early still tells how far it got.
        if points.len() % 10 == 0 {
            eprintln!("  {} {} vs {}: {} of {games} games, {wins}-{draws}-{losses}", game.label, a.name(), b.name(), points.len());
        }
    }
    let n = points.len() as f64;
    let mean = points.iter().sum::<f64>() / n;
    let var = points.iter().map(|p| (p - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    let half = 1.96 * (var / n).sqrt();
    let [ahead, level, behind] = capped;
    println!(
        "| {} | {} | {} | {} | {wins} | {draws} | {losses} | {:.1}% | {:.1}%..{:.1}% | {:+.0} | {ahead}-{level}-{behind} |",
        game.label,
        a.name(),
        b.name(),
        points.len(),
        100.0 * mean,
        100.0 * (mean - half).max(0.0),
        100.0 * (mean + half).min(1.0),
        elo(mean)
    );
    if game.tables.is_some() {
        println!("\n{}: {} lost {lost_held} games after holding a table ending\n", game.label, a.name());
    }
    eprintln!("  ({}: {} vs {} took {:.1}s)", game.label, a.name(), b.name(), started.elapsed().as_secs_f64());
}

/// Every level against each lower level and against random; Seig's hard against greedy, and greedy against random.
fn ladder<R: Think>(budgets: [u64; 3], games: u64, game: &Game<R>, chosen: &dyn Fn(Player, Player) -> bool) {
    let [easy, medium, hard] = [Level::Easy, Level::Medium, Level::Hard].map(|l| Player::Computer(l, budgets[l as usize]));
    let mut pairs = vec![(easy, Player::Random), (medium, Player::Random), (hard, Player::Random), (medium, easy), (hard, easy), (hard, medium)];
    if game.greedy.is_some() {
        // Greedy against random: how far the baseline itself gets past luck, a yardstick for easy against random.
        pairs.extend([(hard, Player::Greedy), (Player::Greedy, Player::Random)]);
    }
    for (a, b) in pairs.into_iter().filter(|&(a, b)| chosen(a, b)) {
        pair::<R>(a, b, games, game);
    }
}

/// A player's name without its budget, as `LADDER_PAIRS` spells it.
fn kind(player: Player) -> String {
    player.name().split(' ').next().unwrap_or_default().to_string()
}

fn parse_budgets(text: &str) -> [u64; 3] {
    let numbers: Vec<u64> = text.split(',').map(|n| n.parse().expect("node budgets are whole numbers")).collect();
    numbers.try_into().expect("three node budgets: easy,medium,hard")
}

/// The ladder of Seega on `board`: each board is its own type.
fn seega_ladder<const EGYPT: bool>(budgets: [u64; 3], games: u64, board: &str, chosen: &dyn Fn(Player, Player) -> bool) {
    fn on<R: Think>(budgets: [u64; 3], games: u64, board: &str, chosen: &dyn Fn(Player, Player) -> bool) {
        let options = json!({ "board": board }).as_object().cloned().unwrap_or_default();
        // 5x5 rows keep the rule set's bare name, as in earlier tables.
        let label = if board == Board::Five.name() { R::ID.to_string() } else { format!("{} {board}", R::ID) };
        ladder::<R>(budgets, games, &Game { options: &options, label: &label, greedy: None, tables: None }, chosen);
    }
    match board {
        b if b == Seven::BOARD.name() => on::<Seega<EGYPT, Seven>>(budgets, games, board, chosen),
        b if b == Nine::BOARD.name() => on::<Seega<EGYPT, Nine>>(budgets, games, board, chosen),
        _ => on::<Seega<EGYPT>>(budgets, games, board, chosen),
    }
}

/// Every rule set on each board it names, as `id@board`; its first board, the default, as the bare id.
fn every_board() -> Vec<String> {
    desert_games::rulesets()
        .into_iter()
        .flat_map(|info| {
            let others = info.capabilities.boards.iter().skip(1).map(move |board| format!("{}@{board}", info.id));
            std::iter::once(info.id.to_string()).chain(others.collect::<Vec<_>>())
        })
        .collect()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u64 = args.first().and_then(|a| a.parse().ok()).unwrap_or(20);
    let mut rulesets: Vec<String> = args.iter().skip(1).cloned().collect();
    if rulesets.is_empty() {
        rulesets = every_board();
    }
    let only: Option<Vec<String>> = std::env::var("LADDER_PAIRS").ok().map(|list| list.split(',').map(String::from).collect());
    let chosen = |a: Player, b: Player| only.as_ref().is_none_or(|list| list.contains(&format!("{}-{}", kind(a), kind(b))));
    println!("| rule set | player | opponent | games | wins | draws | losses | score | 95% interval | Elo | capped: ahead-level-behind |");
    println!("|---|---|---|---|---|---|---|---|---|---|---|");
    for spec in rulesets {
        let (row, budgets) = match spec.split_once(':') {
            Some((row, numbers)) => (row, parse_budgets(numbers)),
            None => (spec.as_str(), QUICK_BUDGETS),
        };
        let spec::Spec { id, options, label } = spec::parse(row);
        let board = options.get("board").and_then(Value::as_str).unwrap_or(Board::Five.name());
        let (options, label) = (&options, label.as_str());
        let siga = Game { options, label, greedy: None, tables: Some(Siga::ending) };
        let seig = Game { options, label, greedy: Some(greedy_move), tables: None };
        match id.as_str() {
            id if id == Siga::ID => ladder::<Siga>(budgets, games, &siga, &chosen),
            id if id == <Seega<false>>::ID => seega_ladder::<false>(budgets, games, board, &chosen),
            id if id == <Seega<true>>::ID => seega_ladder::<true>(budgets, games, board, &chosen),
            id if id == Seig::ID => ladder::<Seig>(budgets, games, &seig, &chosen),
            id if id == <Sig<Mauritania>>::ID => ladder::<Sig<Mauritania>>(budgets, games, &Game::plain(options, label), &chosen),
            id if id == <Sig<WesternSahara>>::ID => ladder::<Sig<WesternSahara>>(budgets, games, &Game::plain(options, label), &chosen),
            id if id == <Sig<Tidikelt>>::ID => ladder::<Sig<Tidikelt>>(budgets, games, &Game::plain(options, label), &chosen),
            id if id == <Sig<Mzab>>::ID => ladder::<Sig<Mzab>>(budgets, games, &Game::plain(options, label), &chosen),
            id if id == <Sig<Tozeur>>::ID => ladder::<Sig<Tozeur>>(budgets, games, &Game::plain(options, label), &chosen),
            id if id == <Sig<ElOued>>::ID => ladder::<Sig<ElOued>>(budgets, games, &Game::plain(options, label), &chosen),
            other => panic!("unknown rule set {other:?}"),
        }
    }
}
