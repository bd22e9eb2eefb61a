//! The API test suite: one binary, run on SQLite, and on PostgreSQL when `TEST_DATABASE_URL` is set.

mod helpers;

mod errors;
mod health;
mod session;
mod startup;
mod web;
