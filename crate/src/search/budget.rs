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
