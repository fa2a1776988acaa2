//! Rule tests: every row of the throw table and every landing and taking rule.
