//! Business rules, with no I/O: validation of input, permissions, and (later) the parcel ledger,
//! pricing, statuses and due computations.

pub mod permissions;
pub mod validation;
