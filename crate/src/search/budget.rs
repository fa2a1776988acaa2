//! How much a search may still spend: nodes, and time on the caller's clock.

use super::Limits;
use crate::rules::Clock;

/// Nodes that stand for a millisecond when the clock cannot tell the time:
/// about the browser's search speed, so the answer still comes in about the
/// time asked for.
pub const NODES_PER_MS_WITHOUT_CLOCK: f64 = 1000.0;

pub struct Budget<'c> {
    pub nodes: u64,
    node_limit: u64,
    time: Option<TimeLimit>,
    clock: Clock<'c>,
    /// Nodes between readings of the clock, which may be slow (a JS call).
    clock_interval: u64,
    stopped: bool,
}

/// A time limit read on a clock the search cannot trust blindly: the page's
/// clock may be replaced by one that stands still, runs backwards or gives no
/// number, and the search must still end.
struct TimeLimit {
    start: f64,
    deadline: f64,
    last_reading: f64,
    /// The limit counted in nodes, for a clock that cannot tell the time.
    nodes_without_clock: f64,
    clock_failed: bool,
}

impl TimeLimit {
    /// Whether the time is up, by the clock's `now` after `nodes` nodes.
    fn is_up(&mut self, now: f64, nodes: u64) -> bool {
        let nodes = nodes as f64;
        // A clock that has not moved in as many nodes as the whole limit stands for has stopped.
        let stood_still = now == self.start && nodes >= self.nodes_without_clock;
        if !self.start.is_finite() || !now.is_finite() || now < self.last_reading || stood_still {
            self.clock_failed = true;
        }
        self.last_reading = now;
        if self.clock_failed {
            nodes >= self.nodes_without_clock
        } else {
            now >= self.deadline
        }
    }
}

impl<'c> Budget<'c> {
    pub fn new(limits: &Limits, clock: Clock<'c>, clock_interval: u64) -> Self {
        let time = limits.effective_time_ms().map(|ms| {
            let start = clock();
            TimeLimit { start, deadline: start + ms, last_reading: start, nodes_without_clock: ms * NODES_PER_MS_WITHOUT_CLOCK, clock_failed: false }
        });
        Budget { nodes: 0, node_limit: limits.nodes.unwrap_or(u64::MAX), time, clock, clock_interval, stopped: false }
    }

    /// Counts one node; true once the search must stop (and from then on).
    pub fn spend(&mut self) -> bool {
        self.nodes += 1;
        if !self.stopped {
            let nodes = self.nodes;
            let clock = self.clock;
            self.stopped = nodes >= self.node_limit
                || (nodes.is_multiple_of(self.clock_interval) && self.time.as_mut().is_some_and(|time| time.is_up(clock(), nodes)));
        }
        self.stopped
    }

    pub fn stopped(&self) -> bool {
        self.stopped
    }

    /// Lets a search stopped by its limits go on to `limits` (larger ones),
    /// its nodes and time counted from the same start.
    pub fn extend(&mut self, limits: &Limits) {
        self.node_limit = limits.nodes.unwrap_or(u64::MAX);
        if let (Some(time), Some(ms)) = (self.time.as_mut(), limits.effective_time_ms()) {
            time.deadline = time.start + ms;
            time.nodes_without_clock = ms * NODES_PER_MS_WITHOUT_CLOCK;
        }
        self.stopped = self.nodes >= self.node_limit;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Level;
    use std::cell::Cell;

    #[test]
    fn a_node_limit_stops_at_its_last_node_and_for_good() {
        let limits = Limits { nodes: Some(3), ..Limits::level(Level::Hard) };
        let mut budget = Budget::new(&limits, &|| 0.0, 2);
        assert!(!budget.stopped());
        assert_eq!([budget.spend(), budget.spend(), budget.spend(), budget.spend()], [false, false, true, true]);
        assert!(budget.stopped());
        assert_eq!(budget.nodes, 4);
    }

    #[test]
    fn an_extended_budget_goes_on_to_its_new_limits_from_the_same_start() {
        let now = Cell::new(0.0);
        let clock = || now.get();
        let share = Limits { nodes: Some(3), time_ms: Some(10.0), ..Limits::level(Level::Hard) };
        let mut budget = Budget::new(&share, &clock, 4);
        assert!((0..2).all(|_| !budget.spend()) && budget.spend(), "stopped at the share's last node");
        budget.extend(&Limits { nodes: Some(6), ..share });
        assert!(!budget.stopped());
        assert_eq!([budget.spend(), budget.spend(), budget.spend()], [false, false, true], "three more nodes, to six");
        budget.extend(&Limits { nodes: Some(100), time_ms: Some(20.0), ..share });
        now.set(15.0);
        assert!((7..12).all(|_| !budget.spend()), "past the share's deadline, before the new one");
        now.set(20.0);
        assert!(budget.spend(), "read at node 12: the new deadline, counted from the start, has come");
        budget.extend(&Limits { nodes: Some(5), ..share });
        assert!(budget.stopped(), "limits already spent stop it at once");
    }

    #[test]
    fn an_extended_budget_on_a_clock_that_stands_still_counts_its_new_time_in_nodes() {
        let share = Limits { time_ms: Some(5.0), ..Limits::level(Level::Hard) };
        let mut budget = Budget::new(&share, &|| 42.0, 4);
        assert_eq!((1..=1_000_000).find(|_| budget.spend()), Some(5_000));
        budget.extend(&Limits { time_ms: Some(8.0), ..share });
        assert_eq!((5_001..=1_000_000).find(|_| budget.spend()), Some(8_000));
    }

    #[test]
    fn the_clock_is_read_every_interval_and_stops_the_search_at_the_deadline() {
        let now = Cell::new(0.0);
        let clock = || now.get();
        let limits = Limits { time_ms: Some(10.0), ..Limits::level(Level::Hard) };
        let mut budget = Budget::new(&limits, &clock, 4);
        now.set(9.0);
        assert!((0..8).all(|_| !budget.spend()), "before the deadline");
        now.set(10.0);
        assert!((0..3).all(|_| !budget.spend()), "the clock is not read between intervals");
        assert!(budget.spend(), "read at node 12, the deadline has come");
        assert!(budget.stopped());
    }

    /// Nodes spent until the budget of `time_ms` on `clock` stops (at most a million).
    fn nodes_until_stopped(time_ms: f64, clock: Clock) -> u64 {
        let limits = Limits { time_ms: Some(time_ms), ..Limits::level(Level::Hard) };
        let mut budget = Budget::new(&limits, clock, 4);
        (1..=1_000_000).find(|_| budget.spend()).unwrap_or(u64::MAX)
    }

    #[test]
    fn a_clock_that_stands_still_stops_the_search_after_the_limit_counted_in_nodes() {
        assert_eq!(nodes_until_stopped(5.0, &|| 42.0), 5_000);
    }

    #[test]
    fn a_clock_that_gives_no_number_stops_the_search_after_the_limit_counted_in_nodes() {
        assert_eq!(nodes_until_stopped(5.0, &|| f64::NAN), 5_000);
        assert_eq!(nodes_until_stopped(5.0, &|| f64::INFINITY), 5_000);
    }

    #[test]
    fn a_clock_that_stops_giving_numbers_stops_the_search_after_the_limit_counted_in_nodes() {
        let read = Cell::new(false);
        let failing = || if read.replace(true) { f64::NAN } else { 0.0 };
        assert_eq!(nodes_until_stopped(5.0, &failing), 5_000);
    }

    #[test]
    fn a_coarse_clock_that_stands_still_a_while_at_the_start_is_still_believed() {
        // The first readings give the start again (a clock of coarse precision), then it ticks
        // 1/1024 ms a reading: the deadline ends the search, not the count.
        let readings = Cell::new(0u32);
        let coarse = || {
            readings.set(readings.get() + 1);
            readings.get().saturating_sub(11) as f64 / 1024.0
        };
        assert_eq!(nodes_until_stopped(5.0, &coarse), (10 + 5 * 1024) * 4);
    }

    #[test]
    fn a_clock_that_runs_backwards_stops_the_search_after_the_limit_counted_in_nodes() {
        let now = Cell::new(1000.0);
        let backwards = || {
            now.set(now.get() - 0.001);
            now.get()
        };
        assert_eq!(nodes_until_stopped(5.0, &backwards), 5_000);
    }

    #[test]
    fn a_clock_that_moves_is_believed_even_when_it_lets_the_search_run_past_the_count() {
        // 1/1024 ms a reading (every 4 nodes): the search runs about four times the
        // count's speed, so the clock, not the count, ends it, at 5 ms.
        let now = Cell::new(0.0);
        let ticking = || {
            now.set(now.get() + 1.0 / 1024.0);
            now.get()
        };
        assert_eq!(nodes_until_stopped(5.0, &ticking), 5 * 1024 * 4);
    }
}
