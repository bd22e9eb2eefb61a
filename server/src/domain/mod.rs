//! The business rules (crate `soute-domain`, re-exported here), and the checks of what people
//! type, which answer in their language and so live with the messages: input validation, people's
//! details, passwords.

pub use soute_domain::*;

pub mod passwords;
pub mod people;
pub mod validation;
