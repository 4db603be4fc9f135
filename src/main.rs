//! The `scriptorium` binary: parse the command line, run one command, report errors once.

mod alloc_guard;
mod cli;

#[global_allocator]
static ALLOCATOR: alloc_guard::Guarded = alloc_guard::Guarded;

use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = cli::args::Cli::parse();
    match cli::dispatch(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            // A closed pipe (`scriptorium simulate | head`) is not an error worth a message.
            if e.downcast_ref::<std::io::Error>().is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe) {
                return ExitCode::SUCCESS;
            }
            eprintln!("{e:#}");
            ExitCode::FAILURE
        }
    }
}
