//! Business rules, with no I/O: validation of input, permissions, and (later) the parcel ledger,
//! pricing, statuses and due computations.

pub mod access;
pub mod airworthiness;
pub mod bounds;
pub mod depenses;
pub mod due;
pub mod freight;
pub mod geography;
pub mod ledger;
pub mod passwords;
pub mod people;
pub mod period;
pub mod permissions;
pub mod routes;
pub mod throttle;
pub mod tickets;
pub mod units;
pub mod validation;
