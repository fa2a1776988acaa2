//! How much a search may still spend: nodes, and time on the caller's clock.

use super::Limits;
use crate::rules::Clock;

pub struct Budget<'c> {
    pub nodes: u64,
    node_limit: u64,
    deadline: Option<f64>,
    clock: Clock<'c>,
    /// Nodes between readings of the clock, which may be slow (a JS call).
    clock_interval: u64,
    stopped: bool,
}

impl<'c> Budget<'c> {
    pub fn new(limits: &Limits, clock: Clock<'c>, clock_interval: u64) -> Self {
        Budget {
            nodes: 0,
            node_limit: limits.nodes.unwrap_or(u64::MAX),
            deadline: limits.effective_time_ms().map(|t| clock() + t),
            clock,
            clock_interval,
            stopped: false,
        }
    }

    /// Counts one node; true once the search must stop (and from then on).
    pub fn spend(&mut self) -> bool {
        self.nodes += 1;
        if !self.stopped {
            self.stopped = self.nodes >= self.node_limit
                || (self.nodes.is_multiple_of(self.clock_interval) && self.deadline.is_some_and(|d| (self.clock)() >= d));
        }
        self.stopped
    }

    pub fn stopped(&self) -> bool {
        self.stopped
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
}
