//! Soute: the back office of a cargo and air-freight agency, as one program.
//!
//! The library wires configuration, the database and the HTTP server; `main.rs` only calls [`cli::run`].

pub mod app;
pub mod backup;
pub mod cli;
pub mod clock;
pub mod config;
pub mod db;
pub mod demo;
pub mod domain;
pub mod files;
pub mod generate;
pub mod http;
pub mod messages;
pub mod metrics;
pub mod security;

pub use app::Application;
pub use config::Config;
