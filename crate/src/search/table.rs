//! The transposition table of both searches: one entry a slot, the slot
//! chosen by the key's top bits, the newest entry kept.

#[derive(Copy, Clone, PartialEq, Eq)]
pub enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Copy, Clone)]
pub struct Entry<M, V> {
    key: u64,
    depth: u32,
    value: V,
    bound: Bound,
    best: Option<M>,
}

pub struct Table<M, V> {
    slots: Vec<Option<Entry<M, V>>>,
    bits: u32,
}

/// What the table knows of a position: a value that settles it at this depth
/// and window, and the best move found before, to search first.
pub struct Probe<M, V> {
    pub settled: Option<V>,
    pub hint: Option<M>,
}

impl<M: Copy, V: Copy + PartialOrd> Table<M, V> {
    pub fn new(bits: u32) -> Self {
        Table { slots: vec![None; 1 << bits], bits }
    }

    fn slot(&self, key: u64) -> usize {
        (key >> (64 - self.bits)) as usize
    }

    pub fn probe(&self, key: u64, depth: u32, alpha: V, beta: V) -> Probe<M, V> {
        match self.slots[self.slot(key)].filter(|e| e.key == key) {
            None => Probe { settled: None, hint: None },
            Some(e) => {
                let settles = e.depth >= depth
                    && match e.bound {
                        Bound::Exact => true,
                        Bound::Lower => e.value >= beta,
                        Bound::Upper => e.value <= alpha,
                    };
                Probe { settled: settles.then_some(e.value), hint: e.best }
            }
        }
    }

    /// Keeps `value`, found with the window `alpha..beta` as it was on entry.
    pub fn store(&mut self, key: u64, depth: u32, value: V, alpha: V, beta: V, best: Option<M>) {
        let bound = if value <= alpha {
            Bound::Upper
        } else if value >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        let slot = self.slot(key);
        self.slots[slot] = Some(Entry { key, depth, value, bound, best });
    }
}
