//! The API test suite: one binary, run on SQLite, and on PostgreSQL when `TEST_DATABASE_URL` is set.

mod fixtures;
mod helpers;

mod agency;
mod airworthiness;
mod audit;
mod backups;
mod corrections;

mod billets;
mod bounds;
mod contract;
mod demo;
mod depenses;
mod due;
mod errors;
mod escalation;
mod freight;
mod generate;
mod geography;
mod health;
mod me;
mod movements;
mod once;
mod permissions;
mod profiles;
mod reads;
mod register;
mod reports;
mod scale;
mod session;
mod startup;
mod system;
mod tabs;
mod tracking;
mod users;
mod web;
