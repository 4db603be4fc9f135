//! The whole pack checked before anything is made: its games, languages and templates, with
//! every problem collected (a broken game.toml does not hide the locales' and templates'
//! problems) and each template's syntax errors reported once.

use super::BuildOptions;
use crate::content::art::{ArtSet, read_art, read_fonts, stray_folders};
use crate::content::copyfit::{self, Saved};
use crate::content::{Locale, PackSource, language_tag, messages};
use crate::diagnostic::{Diagnostic, listed};
use crate::game::{LoadedGame, Template, Templates};
use crate::typeset::world::{families, fonts_with};
use std::collections::BTreeMap;
use std::sync::Arc;
use typst_kit::fonts::FontStore;

/// One game of the pack, as far as it could be read.
pub struct CheckedGame {
    pub id: String,
    /// `None` when its game.toml (or examples) has problems.
    pub loaded: Option<Box<dyn LoadedGame>>,
    /// Every language of the game, completed by the reference language where a message is
    /// missing.
    pub locales: Vec<Locale>,
    /// The languages to build.
    pub languages: Vec<String>,
    /// Its templates without syntax errors, by name.
    pub templates: Templates,
    /// The fonts built into scriptorium and the game's own (`content/<game>/fonts/`).
    pub fonts: Arc<FontStore>,
    /// Each rulebook's saved copyfitting (`content/<game>/copyfit.toml`), by book.
    pub copyfit: BTreeMap<String, Saved>,
    /// Its pictures: the art its code draws and the designer's files of `content/<game>/art/`.
    pub art: ArtSet,
}

pub struct Checked {
    pub games: Vec<CheckedGame>,
    /// Errors and warnings.
    pub problems: Vec<Diagnostic>,
}

/// A template, read and parsed: its syntax errors are reported here, once, and a template that
/// has any is not compiled (every document using it would report them again).
fn template(pack: &PackSource, rel: &str, problems: &mut Vec<Diagnostic>) -> Option<Template> {
    let file = match pack.read(rel) {
        Ok(f) => f,
        Err(d) => {
            problems.push(*d);
            return None;
        }
    };
    let errors = crate::typeset::syntax_errors(&file.shown, &file.text);
    if !errors.is_empty() {
        problems.extend(errors);
        return None;
    }
    Some(Template { path: rel.to_string(), shown: file.shown, text: file.text })
}

/// The game's saved copyfitting, when it has a copyfit.toml; a file that does not read is a
/// located problem (and no setting is taken from it).
fn saved_copyfit(pack: &PackSource, id: &str, problems: &mut Vec<Diagnostic>) -> BTreeMap<String, Saved> {
    let rel = format!("content/{id}/{}", copyfit::FILE);
    if !pack.is_file(&rel) {
        return BTreeMap::new();
    }
    match pack.read(&rel).and_then(|f| copyfit::read(&f.shown, &f.text)) {
        Ok(books) => books,
        Err(d) => {
            problems.push(*d);
            BTreeMap::new()
        }
    }
}

/// A diagnostic at a path of the pack, without a line.
fn at(pack: &PackSource, rel: &str, message: String, hint: String) -> Diagnostic {
    Diagnostic::at(&pack.shown(rel), "", 0..0, message).with_hint(hint)
}

/// Checks what `opts` selects of the pack: its games, their languages and templates.
pub fn check_pack(pack: &PackSource, opts: &BuildOptions) -> Checked {
    let mut problems = Vec::new();
    let all = match pack.games() {
        Ok(g) => g,
        Err(d) => {
            problems.extend(d.0);
            let (dirs, _) = pack.list("content");
            dirs.into_iter().filter(|g| pack.is_file(&format!("content/{g}/game.toml"))).collect()
        }
    };
    if all.is_empty() && problems.is_empty() {
        problems.push(at(pack, "content", "the pack has no game".into(), "`scriptorium new <id>` adds one".into()));
    }
    for g in opts.games.iter().filter(|g| !all.contains(g)) {
        problems.push(at(
            pack,
            "content",
            format!("--game {g}: the pack has no game {g:?}"),
            format!("{}; for a game in another pack, add --root DIR", listed("games of this pack", &all)),
        ));
    }
    let selected: Vec<String> = if opts.games.is_empty() {
        all.clone()
    } else {
        all.iter().filter(|g| opts.games.contains(g)).cloned().collect()
    };
    let (languages, lang_problems) = pack.languages();
    problems.extend(lang_problems);
    // Files that name no game would be silently ignored: each is a problem.
    for lang in &languages {
        let (dirs, files) = pack.list(&format!("locales/{lang}"));
        for f in files {
            let rel = format!("locales/{lang}/{f}");
            match f.strip_suffix(".ftl") {
                Some(game) if all.iter().any(|g| g == game) => {}
                Some(game) => problems.push(at(
                    pack,
                    &rel,
                    format!("a locale file for {game:?}, which is not a game of this pack"),
                    format!("name it after a game of content/ ({}), or remove it", all.join(", ")),
                )),
                None => problems.push(at(
                    pack,
                    &rel,
                    "not a Fluent file (.ftl): scriptorium would ignore it".into(),
                    "move it out of locales/".into(),
                )),
            }
        }
        for d in dirs {
            let rel = format!("locales/{lang}/{d}");
            problems.push(at(
                pack,
                &rel,
                "a folder inside a language folder".into(),
                "locales/<lang>/ holds <game>.ftl files only".into(),
            ));
        }
    }
    problems.extend(pack.unlisted("templates"));
    let (template_dirs, template_files) = pack.list("templates");
    for d in template_dirs.iter().filter(|d| d.as_str() != "common" && !all.contains(d)) {
        problems.push(at(
            pack,
            &format!("templates/{d}"),
            format!("templates for {d:?}, which is not a game of this pack"),
            format!("{}; templates/common/ is shared by all", listed("games", &all)),
        ));
    }
    for f in template_files {
        problems.push(at(
            pack,
            &format!("templates/{f}"),
            "a file directly under templates/".into(),
            "templates live in templates/<game>/ or templates/common/".into(),
        ));
    }
    for lang in &opts.languages {
        if let Err(e) = language_tag(lang) {
            problems.push(Diagnostic::at("--lang", "", 0..0, e).with_hint("e.g. --lang fr,en"));
        } else if !selected.iter().any(|g| pack.is_file(&format!("locales/{lang}/{g}.ftl"))) {
            problems.push(at(
                pack,
                &format!("locales/{lang}"),
                format!("--lang {lang}: no game has texts in this language"),
                format!("{}; add locales/{lang}/<game>.ftl to add one", listed("languages", &languages)),
            ));
        }
    }
    // The shared print layout, read once for every game.
    let common_sheets = if opts.sheets && !selected.is_empty() {
        template(pack, "templates/common/sheets.typ", &mut problems)
    } else {
        None
    };
    let games = selected
        .iter()
        .map(|id| check_game(pack, id, opts, &languages, common_sheets.as_ref(), &mut problems))
        .collect();
    Checked { games, problems }
}

fn check_game(
    pack: &PackSource,
    id: &str,
    opts: &BuildOptions,
    languages: &[String],
    common_sheets: Option<&Template>,
    problems: &mut Vec<Diagnostic>,
) -> CheckedGame {
    let loaded = match crate::games::load(pack, id) {
        Ok(g) => Some(g),
        Err(d) => {
            problems.extend(d.0);
            None
        }
    };
    problems.extend(stray_folders(pack, id));
    let copyfit = saved_copyfit(pack, id, problems);
    let font_files = read_fonts(pack, id, problems);
    let fonts = match fonts_with(&font_files) {
        Ok(f) => f,
        Err(e) => {
            problems.push(at(pack, &format!("content/{id}/fonts"), e, "remove the file or replace it".into()));
            crate::typeset::world::embedded_fonts()
        }
    };
    let art_files = read_art(pack, id, problems);
    let art = ArtSet::new(loaded.as_ref().map(|g| g.drawn_art()).unwrap_or_default(), &art_files);
    if let Some(g) = &loaded {
        problems.extend(g.check_art(&art));
    }
    let family_names = families(&fonts);
    let drawable = |c: char| crate::typeset::world::drawable(&fonts, c);
    let mut locales = Vec::new();
    for lang in languages {
        let rel = format!("locales/{lang}/{id}.ftl");
        if !pack.is_file(&rel) {
            continue;
        }
        match pack
            .read(&rel)
            .map_err(|d| vec![*d])
            .and_then(|f| Locale::parse(lang, &f.shown, &f.text).map_err(|d| d.0))
        {
            Ok(l) => {
                problems.extend(messages::undrawable(&l, &drawable, &family_names));
                locales.push(l)
            }
            Err(d) => problems.extend(d),
        }
    }
    // The glossary: one word for one thing, on the cards and in the book.
    let glossary = format!("content/{id}/glossary.toml");
    if pack.is_file(&glossary) {
        match pack.read(&glossary) {
            Ok(f) => {
                let with_texts: Vec<String> =
                    languages.iter().filter(|l| pack.is_file(&format!("locales/{l}/{id}.ftl"))).cloned().collect();
                problems.extend(crate::content::glossary::check(&f.shown, &f.text, &locales, &with_texts, opts.strict));
            }
            Err(d) => problems.push(*d),
        }
    }
    // The templates: the game's own, and the shared print sheets unless the game has its own.
    let mut templates = Templates::new();
    let names: Vec<String> = match &loaded {
        Some(g) => g.templates().into_iter().map(String::from).collect(),
        // Still check the syntax of what is there.
        None => pack.list(&format!("templates/{id}")).1.into_iter().filter(|f| f.ends_with(".typ")).collect(),
    };
    for name in names {
        let rel = format!("templates/{id}/{name}");
        if !pack.is_file(&rel) {
            if loaded.is_some() {
                problems.push(at(
                    pack,
                    &rel,
                    format!("the game {id:?} has no template {name}"),
                    format!("add templates/{id}/{name} (`scriptorium new` writes a commented one to start from)"),
                ));
            }
            continue;
        }
        if let Some(t) = template(pack, &rel, problems) {
            templates.insert(name, t);
        }
    }
    // The helpers face templates import (text measured in its box), and with them the rulebook
    // (the typography of the texts).
    let uses_helpers =
        |name: &str| templates.get(name).is_some_and(|t| t.text.contains(crate::typeset::faces::HELPERS));
    if uses_helpers("faces.typ") || uses_helpers("rulebook.typ") {
        let rel = crate::typeset::faces::HELPERS;
        if let Some(t) = template(pack, rel, problems) {
            templates.insert("cards.typ".into(), t);
        }
    }
    // The booklet imposition of rulebooks, shared by every game.
    if opts.rulebook && templates.contains_key("rulebook.typ") {
        let rel = "templates/common/booklet.typ";
        if pack.is_file(rel) {
            if let Some(t) = template(pack, rel, problems) {
                templates.insert("booklet.typ".into(), t);
            }
        } else {
            let message = "no booklet template: the rulebooks are made without their booklet to print at home".into();
            problems.push(
                at(pack, rel, message, "add templates/common/booklet.typ (`scriptorium new` writes one)".into())
                    .warning(),
            );
        }
    }
    // The tiles of a document too large for home printers (a board), shared by every game.
    let tiled = loaded.as_ref().is_some_and(|g| g.documents().iter().any(|d| d.tiled));
    if opts.sheets
        && tiled
        && let Some(t) = template(pack, "templates/common/tiles.typ", problems)
    {
        templates.insert("tiles.typ".into(), t);
    }
    let own_sheets = format!("templates/{id}/sheets.typ");
    if opts.sheets {
        if pack.is_file(&own_sheets) {
            if let Some(t) = template(pack, &own_sheets, problems) {
                templates.insert("sheets.typ".into(), t);
            }
        } else if let Some(t) = common_sheets {
            templates.insert("sheets.typ".into(), t.clone());
        }
    }
    let Some(game) = &loaded else {
        // The languages are still compared with the reference one, if game.toml names it.
        let source = pack.read(&format!("content/{id}/game.toml")).map(|f| f.text).unwrap_or_default();
        if let Some(reference) = crate::content::meta::language_of(&source) {
            let refs: Vec<&Locale> = locales.iter().collect();
            problems.extend(messages::check_locales(&refs, &reference, &messages::Unknown, &[]));
        }
        return CheckedGame {
            id: id.to_string(),
            loaded,
            locales,
            languages: Vec::new(),
            templates,
            fonts,
            art,
            copyfit,
        };
    };
    let meta = game.meta();
    problems.extend(game.check_languages(&locales.iter().collect::<Vec<_>>()));
    let font_ok = family_names.iter().any(|f| f.eq_ignore_ascii_case(&meta.theme.font));
    if !font_ok {
        let message =
            format!("theme.font {:?} is neither built into scriptorium nor in content/{id}/fonts/", meta.theme.font);
        let source = pack.read(&format!("content/{id}/game.toml")).map(|f| f.text).unwrap_or_default();
        let d = Diagnostic::at_key(&meta.file, &source, "theme.font", message).with_hint(format!(
            "{}; add the font's .ttf or .otf files to content/{id}/fonts/",
            listed("font families available", &family_names)
        ));
        problems.push(d);
    }
    let reference = meta.language.clone();
    let mut broken: Vec<String> = Vec::new();
    if !locales.iter().any(|l| l.lang == reference) && pack.is_file(&format!("locales/{reference}/{id}.ftl")) {
        // The reference language's file has problems of its own, reported above.
    } else if !locales.iter().any(|l| l.lang == reference) {
        let source = pack.read(&format!("content/{id}/game.toml")).map(|f| f.text).unwrap_or_default();
        let d = Diagnostic::at_key(
            &meta.file,
            &source,
            "game.language",
            format!("the reference language {reference:?} has no texts"),
        )
        .with_hint(format!("add locales/{reference}/{id}.ftl, or set game.language to a language the game has"));
        problems.push(d);
    } else {
        let refs: Vec<&Locale> = locales.iter().collect();
        let texts: Vec<(&str, &str)> = templates.values().map(|t| (t.shown.as_str(), t.text.as_str())).collect();
        let contract = messages::WithPipeline(game.contract());
        let found = messages::check_locales(&refs, &reference, &contract, &texts);
        // A language whose texts have errors is not typeset: every document would only report
        // the same errors again, as Typst or Fluent failures.
        broken.extend(found.iter().filter(|d| !d.warning).map(|d| d.file.clone()));
        problems.extend(found);
    }
    let reference_locale = locales.iter().position(|l| l.lang == reference);
    if let Some(i) = reference_locale {
        let reference = locales.remove(i);
        locales = locales.into_iter().map(|l| l.with_fallback(&reference)).collect();
        locales.insert(i, reference);
    }
    let available: Vec<String> = locales.iter().filter(|l| !broken.contains(&l.file)).map(|l| l.lang.clone()).collect();
    // Without its font, nothing of the game is typeset: every document would report it again.
    let available = if font_ok { available } else { Vec::new() };
    let languages: Vec<String> = if opts.languages.is_empty() {
        available
    } else {
        opts.languages.iter().filter(|l| available.contains(l)).cloned().collect()
    };
    CheckedGame { id: id.to_string(), loaded, locales, languages, templates, fonts, art, copyfit }
}
