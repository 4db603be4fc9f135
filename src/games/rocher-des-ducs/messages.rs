//! The messages Le rocher des ducs's code asks each language for, and the variables it passes
//! to each: declared once, checked against every locale and against what the code passes.

use crate::content::messages::MessageContract;
use fluent_bundle::FluentArgs;

/// Every message with its variables.
pub const MESSAGES: &[(&str, &[&str])] = &[
    ("faction-normans", &[]),
    ("faction-bretons", &[]),
    ("faction-mercenaries", &[]),
    ("back-heroes", &[]),
    ("hero-richard", &[]),
    ("hero-richard-title", &[]),
    ("hero-hoel", &[]),
    ("hero-hoel-title", &[]),
    ("hero-mainard", &[]),
    ("hero-mainard-title", &[]),
    ("hero-nordoard", &[]),
    ("hero-nordoard-title", &[]),
    ("hero-hugues", &[]),
    ("hero-hugues-title", &[]),
    ("hero-lothaire", &[]),
    ("hero-lothaire-title", &[]),
    ("hero-aubert", &[]),
    ("hero-aubert-title", &[]),
    ("hero-gabriel", &[]),
    ("hero-gabriel-title", &[]),
    ("power-for-normans", &[]),
    ("power-for-bretons", &[]),
    ("power-for-both", &[]),
    ("power-free", &[]),
    ("power-weight", &[]),
    ("power-mainard", &[]),
    ("power-move", &[]),
    ("power-lothaire", &[]),
    ("power-aubert", &[]),
    ("power-gabriel", &[]),
    ("summary-title", &[]),
    ("summary-formations", &[]),
    ("formation-three", &[]),
    ("formation-colour-run", &[]),
    ("formation-run", &[]),
    ("formation-colour", &[]),
    ("formation-sum", &[]),
    ("summary-tie", &[]),
    ("summary-claims-title", &[]),
    ("summary-claims", &["cards"]),
    ("summary-victory-title", &[]),
    ("victory-majority", &["majority"]),
    ("victory-breakthrough", &["breakthrough"]),
    ("victory-encirclement", &["ramparts"]),
    ("summary-king", &[]),
];

/// The variables of message `id`.
pub fn variables(id: &str) -> Vec<&'static str> {
    MESSAGES.iter().find(|(m, _)| *m == id).map(|(_, v)| v.to_vec()).unwrap_or_default()
}

/// The contract of the game's messages.
pub struct Contract;

impl MessageContract for Contract {
    fn used(&self) -> Vec<String> {
        MESSAGES.iter().map(|(id, _)| id.to_string()).collect()
    }

    fn variables(&self, id: &str) -> Vec<&'static str> {
        variables(id)
    }
}

/// Formats message `id` with `args`, which must be among the variables declared for it.
pub fn format(
    locale: &crate::content::Locale,
    id: &str,
    args: &FluentArgs,
) -> Result<String, crate::content::TextError> {
    let declared = variables(id);
    if let Some((name, _)) = args.iter().find(|(name, _)| !declared.contains(name)) {
        let line = crate::content::messages::line_of(locale.source(), id).unwrap_or(1);
        let d = crate::diagnostic::Diagnostic::at_line(
            &locale.file,
            locale.source(),
            line,
            format!("scriptorium passes ${name} to message {id:?}, which its declaration (src/games/rocher-des-ducs/messages.rs) lacks"),
        )
        .with_hint("a bug of scriptorium: declare the variable, or stop passing it");
        return Err(crate::content::TextError(Box::new(d)));
    }
    locale.format(id, Some(args))
}
