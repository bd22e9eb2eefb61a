//! Command-line entry point: everything else lives in the library.

use std::process::ExitCode;

#[tokio::main]
async fn main() -> ExitCode {
    soute::cli::run().await
}
