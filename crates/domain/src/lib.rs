//! Soute's business rules, with no I/O: the parcel ledger's plans, pricing, statuses and their
//! changes, money in and out, permissions, airworthiness counters and the due list, the days of
//! branches. The server locks and reads what a rule needs, asks it, and writes what it answers;
//! this crate depends on no database, web framework or clock, so nothing but rules lives here.

pub mod access;
pub mod airworthiness;
pub mod bounds;
pub mod days;
pub mod depenses;
pub mod due;
pub mod freight;
pub mod geography;
pub mod ledger;
pub mod payments;
pub mod period;
pub mod permissions;
pub mod routes;
pub mod throttle;
pub mod tickets;
pub mod units;
pub mod workflow;
