//! scriptorium: from a tabletop game's definition to everything needed to print and teach it.
//!
//! The pipeline, one module per stage, knows no game: [`content`] reads a game pack (games,
//! languages, templates) with located [`diagnostic`]s; [`game`] is the boundary every game
//! implements; [`games`] holds the games (one folder each, each with its engine, art, rulebook
//! examples and records); [`render`] makes standalone SVG and PNG files of card faces;
//! [`typeset`] runs Typst; [`sim`] runs many games of any engine; [`build`] checks the pack and
//! writes the print files.

pub mod build;
pub mod content;
pub mod diagnostic;
pub mod game;
pub mod games;
pub mod interrupt;
pub mod output;
pub mod render;
pub mod sim;
pub mod typeset;
