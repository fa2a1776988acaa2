//! Search with chance nodes for the stick-throwing game. PLACEHOLDER: being written.
