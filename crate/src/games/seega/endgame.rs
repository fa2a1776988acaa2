//! Retrograde solver for small endings.
