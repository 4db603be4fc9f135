//! The game pack: a folder holding `content/<game>/`, `locales/<lang>/<game>.ftl` and
//! `templates/<game>/` (with `templates/common/` shared by every game), found on disk or taken
//! from the copy embedded in the binary. Every file is read through [`PackSource::read`], which
//! reads regular files inside the pack only, and every problem becomes a located
//! [`Diagnostic`].

pub mod art;
pub mod clarifications;
pub mod copyfit;
pub mod examples;
pub mod glossary;
mod locale;
pub mod messages;
pub mod meta;
pub mod variants;

pub use crate::diagnostic::{Diagnostic, Diagnostics};
pub use locale::{Locale, TextError, language_tag, typst_language};
pub use meta::{GameMeta, RawMeta, RawTheme, Reader, Theme, read_meta, read_theme, toml_error};

use std::path::{Component, Path, PathBuf};

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/embedded.rs"));
}

/// The most bytes scriptorium reads from one file of a pack: far above any real game file, and
/// low enough that a runaway file is refused instead of filling memory.
pub const MAX_FILE: u64 = 64 << 20;

/// Where the game pack comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PackSource {
    Dir(PathBuf),
    Embedded,
}

/// A file of the pack, read: its path as messages show it, and its text.
#[derive(Clone, Debug)]
pub struct SourceFile {
    pub shown: String,
    pub text: String,
}

impl PackSource {
    /// `--root DIR` if given; else the nearest folder holding `content/`, from the current
    /// directory up; else the embedded copy.
    pub fn locate(root: Option<&Path>) -> PackSource {
        if let Some(root) = root {
            return PackSource::Dir(root.to_path_buf());
        }
        let cwd = std::env::current_dir().unwrap_or_default();
        cwd.ancestors()
            .find(|dir| dir.join("content").is_dir())
            .map_or(PackSource::Embedded, |dir| PackSource::Dir(relative_to(dir, &cwd)))
    }

    /// The first line every command prints: which pack it read.
    pub fn banner(&self) -> String {
        let games = self.games().map(|g| g.join(", ")).unwrap_or_else(|_| "none readable".into());
        match self {
            PackSource::Embedded => format!("pack: built-in copy ({games})"),
            PackSource::Dir(dir) => {
                let shown = dir.display().to_string();
                let shown = if shown.is_empty() || shown == "." { "./".to_string() } else { shown };
                format!("pack: {shown} (games: {games})")
            }
        }
    }

    /// A file of the pack as messages show it: its path on disk, or `<embedded>/...`.
    pub fn shown(&self, rel: &str) -> String {
        match self {
            PackSource::Embedded => format!("<embedded>/{rel}"),
            PackSource::Dir(dir) if dir.as_os_str().is_empty() || dir == Path::new(".") => rel.to_string(),
            PackSource::Dir(dir) => dir.join(rel).display().to_string(),
        }
    }

    /// The games of the pack: the folders of `content/`, sorted. A folder without game.toml is
    /// a diagnostic (it would otherwise be silently ignored).
    pub fn games(&self) -> Result<Vec<String>, Diagnostics> {
        let (dirs, files) = self.list("content");
        let mut problems = self.unlisted("content");
        for f in files {
            let d = Diagnostic::at(&self.shown(&format!("content/{f}")), "", 0..0, "a file directly under content/")
                .with_hint("content/ holds one folder per game: move it into content/<game>/");
            problems.push(d);
        }
        let mut games = Vec::new();
        for g in dirs {
            if !self.is_file(&format!("content/{g}/game.toml")) {
                let shown = self.shown(&format!("content/{g}"));
                let d = Diagnostic::at(&shown, "", 0..0, format!("game folder {g:?} has no game.toml")).with_hint(
                    format!("add content/{g}/game.toml (`scriptorium new {g}` writes one), or remove the folder"),
                );
                problems.push(d);
            } else if !is_plain_name(&g) {
                let d =
                    Diagnostic::at(&self.shown(&format!("content/{g}")), "", 0..0, format!("{g:?} is not a game id"))
                        .with_hint("name game folders with lowercase letters, digits and dashes, e.g. \"my-game\"");
                problems.push(d);
            } else {
                games.push(g);
            }
        }
        if problems.is_empty() { Ok(games) } else { Err(Diagnostics(problems)) }
    }

    /// The folders of `locales/` (language tags), sorted, with a diagnostic for each folder
    /// whose name is not a BCP 47 tag.
    pub fn languages(&self) -> (Vec<String>, Vec<Diagnostic>) {
        let (dirs, _) = self.list("locales");
        let mut problems = self.unlisted("locales");
        let mut langs = Vec::new();
        for d in dirs {
            match language_tag(&d) {
                Ok(_) => langs.push(d),
                Err(e) => problems.push(
                    Diagnostic::at(&self.shown(&format!("locales/{d}")), "", 0..0, e)
                        .with_hint("name a language folder by its BCP 47 tag: it, pt-BR, nl, zh-Hant…"),
                ),
            }
        }
        (langs, problems)
    }

    /// The entries of a folder of the pack that [`list`](Self::list) leaves out but that are no
    /// editor's file: a hidden folder (`.it`, `..x`) and a symbolic link (`locales/it` pointing
    /// elsewhere), each a problem rather than a folder ignored without a word.
    pub fn unlisted(&self, rel: &str) -> Vec<Diagnostic> {
        let PackSource::Dir(root) = self else { return Vec::new() };
        let Ok(entries) = std::fs::read_dir(root.join(rel)) else { return Vec::new() };
        let mut problems: Vec<(String, Diagnostic)> = Vec::new();
        for e in entries.flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            let Ok(t) = e.file_type() else { continue };
            let shown = self.shown(&format!("{rel}/{name}"));
            let problem = if t.is_symlink() {
                let target = std::fs::read_link(e.path()).map(|p| p.display().to_string()).unwrap_or_default();
                Diagnostic::at(
                    &shown,
                    "",
                    0..0,
                    format!("a symbolic link (to {target}): scriptorium reads only the pack's own files and folders"),
                )
                .with_hint("copy what it points to into the pack in its place")
            } else if t.is_dir() && name.starts_with('.') {
                Diagnostic::at(&shown, "", 0..0, format!("a hidden folder {name:?}: scriptorium would ignore it"))
                    .with_hint("name it without the leading dot, or move it out of the pack")
            } else {
                continue;
            };
            problems.push((name, problem));
        }
        problems.sort_by(|a, b| a.0.cmp(&b.0));
        problems.into_iter().map(|(_, d)| d).collect()
    }

    /// The entries of a folder of the pack: (sub-folders, files), each sorted, hidden names and
    /// editors' temporary and backup files left out (see [`is_editor_file`]). A missing folder
    /// has none.
    pub fn list(&self, rel: &str) -> (Vec<String>, Vec<String>) {
        let (mut dirs, mut files) = (Vec::new(), Vec::new());
        match self {
            PackSource::Embedded => {
                let prefix = format!("{rel}/");
                for (path, _) in embedded::FILES {
                    let Some(rest) = path.strip_prefix(&prefix) else { continue };
                    match rest.split_once('/') {
                        Some((dir, _)) => dirs.push(dir.to_string()),
                        None => files.push(rest.to_string()),
                    }
                }
            }
            PackSource::Dir(root) => {
                if let Ok(entries) = std::fs::read_dir(root.join(rel)) {
                    for e in entries.flatten() {
                        let name = e.file_name().to_string_lossy().into_owned();
                        if is_editor_file(&name) {
                            continue;
                        }
                        match e.file_type() {
                            Ok(t) if t.is_dir() => dirs.push(name),
                            Ok(_) => files.push(name),
                            Err(_) => {}
                        }
                    }
                }
            }
        }
        dirs.sort();
        dirs.dedup();
        files.sort();
        (dirs, files)
    }

    /// Whether the pack has this file: anything there but a folder (a FIFO, a device or a link
    /// to nothing is there too, and reading it says what is wrong, rather than the file being
    /// taken as missing).
    pub fn is_file(&self, rel: &str) -> bool {
        match self {
            PackSource::Embedded => embedded::FILES.iter().any(|(p, _)| *p == rel),
            PackSource::Dir(root) => {
                let path = root.join(rel);
                match std::fs::metadata(&path) {
                    Ok(m) => !m.is_dir(),
                    Err(_) => std::fs::symlink_metadata(&path).is_ok(),
                }
            }
        }
    }

    /// One language's texts for a game (`locales/<lang>/<game>.ftl`).
    pub fn load_locale(&self, game: &str, lang: &str) -> Result<Locale, Diagnostics> {
        let file = self.read(&format!("locales/{lang}/{game}.ftl")).map_err(|d| Diagnostics(vec![*d]))?;
        Locale::parse(lang, &file.shown, &file.text)
    }

    /// A Typst template of the pack, by its path (`templates/common/sheets.typ`).
    pub fn load_template(&self, rel: &str) -> Result<crate::game::Template, Box<Diagnostic>> {
        let file = self.read(rel)?;
        Ok(crate::game::Template { path: rel.to_string(), shown: file.shown, text: file.text })
    }

    /// A text file of the pack, by its path relative to the pack's root.
    pub fn read(&self, rel: &str) -> Result<SourceFile, Box<Diagnostic>> {
        let bytes = self.read_bytes(rel)?;
        let shown = self.shown(rel);
        // A byte-order mark (saved by some editors) is not part of the text.
        let bytes = match bytes.strip_prefix("\u{feff}".as_bytes()) {
            Some(rest) => rest.to_vec(),
            None => bytes,
        };
        let text = String::from_utf8(bytes).map_err(|e| {
            let at = e.utf8_error().valid_up_to();
            let src = String::from_utf8_lossy(&e.into_bytes()[..at]).into_owned();
            Box::new(Diagnostic::at(&shown, &src, at..at, "the file is not UTF-8 text").with_hint("save it as UTF-8"))
        })?;
        if let Some(at) = text.find('\0') {
            let d = Diagnostic::at(&shown, &text, at..at, "the file holds a NUL character")
                .with_hint("remove it: a text file never holds one (was a binary file saved under this name?)");
            return Err(Box::new(d));
        }
        Ok(SourceFile { shown, text })
    }

    /// A file of the pack as bytes. Only regular files inside the pack are read: a FIFO or a
    /// device would block or never end, and a symbolic link leading out of the pack would read
    /// a file the designer never put in it.
    pub fn read_bytes(&self, rel: &str) -> Result<Vec<u8>, Box<Diagnostic>> {
        let shown = self.shown(rel);
        let fail = |message: String, hint: &str| Box::new(Diagnostic::at(&shown, "", 0..0, message).with_hint(hint));
        if !Path::new(rel).components().all(|c| matches!(c, Component::Normal(_))) {
            return Err(fail(format!("{rel:?} is not a path inside the pack"), "use a path relative to the pack"));
        }
        match self {
            PackSource::Embedded => match embedded::FILES.iter().find(|(path, _)| *path == rel) {
                Some((_, bytes)) => Ok(bytes.to_vec()),
                None => Err(fail("a file of the game pack is missing".into(), "the built-in pack has no such file")),
            },
            PackSource::Dir(root) => {
                let path = root.join(rel);
                let meta = match std::fs::metadata(&path) {
                    Ok(m) => m,
                    Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                        return Err(fail(
                            "a file of the game pack is missing".into(),
                            "add it, or check the spelling of its folder and name",
                        ));
                    }
                    Err(e) => return Err(fail(format!("cannot read it: {e}"), "check its permissions")),
                };
                if !meta.is_file() {
                    let hint = "only regular files are read: replace it with a regular file";
                    return Err(fail("not a regular file (a folder, a FIFO or a device)".into(), hint));
                }
                if meta.len() > MAX_FILE {
                    let hint = "a game file is a few hundred kilobytes at most: is this the right file?";
                    return Err(fail(
                        format!("the file is {} MB, over the limit of {} MB", meta.len() >> 20, MAX_FILE >> 20),
                        hint,
                    ));
                }
                if std::fs::symlink_metadata(&path).is_ok_and(|m| m.file_type().is_symlink())
                    || has_linked_parent(root, rel)
                {
                    let inside = match (path.canonicalize(), root.canonicalize()) {
                        (Ok(target), Ok(root)) => target.starts_with(root),
                        _ => false,
                    };
                    if !inside {
                        let hint = "a symbolic link must point at a file inside the pack: copy the file into the pack";
                        return Err(fail("a symbolic link to a file outside the pack".into(), hint));
                    }
                }
                use std::io::Read;
                let mut bytes = Vec::new();
                let read = std::fs::File::open(&path).and_then(|f| f.take(MAX_FILE + 1).read_to_end(&mut bytes));
                read.map_err(|e| fail(format!("cannot read it: {e}"), "check its permissions"))?;
                Ok(bytes)
            }
        }
    }
}

/// Whether a folder on the way from `root` to `rel` is a symbolic link.
fn has_linked_parent(root: &Path, rel: &str) -> bool {
    let mut at = root.to_path_buf();
    let parts: Vec<_> = Path::new(rel).components().collect();
    for c in &parts[..parts.len().saturating_sub(1)] {
        at.push(c);
        if std::fs::symlink_metadata(&at).is_ok_and(|m| m.file_type().is_symlink()) {
            return true;
        }
    }
    false
}

/// `dir` as the user would type it from `cwd`: `.` for the current folder, `..` for a parent.
fn relative_to(dir: &Path, cwd: &Path) -> PathBuf {
    match cwd.strip_prefix(dir) {
        Ok(rest) if rest.as_os_str().is_empty() => PathBuf::from("."),
        Ok(rest) => rest.components().map(|_| "..").collect(),
        Err(_) => dir.to_path_buf(),
    }
}

/// A plain name: lowercase letters, digits and dashes, so that it is safe in file names.
pub fn is_plain_name(s: &str) -> bool {
    !s.is_empty()
        && s.len() <= 64
        && s.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        && !s.starts_with('-')
}

/// Whether a file name is an editor's temporary or backup file, which the pack never reads and
/// `watch` does not rebuild for: a backup `name~`, Emacs's `#name#` (and `.#name`), Vim's `.swp`
/// files and its `4913` write test, the `sedXXXXXX` file of `sed -i`, JetBrains' `___jb_tmp___`
/// and `___jb_old___`. (Hidden names, `.name`, are left out anyway.)
pub fn is_editor_file(name: &str) -> bool {
    // mkstemp's six random letters and digits; a pack's own names are lowercase.
    let sed_temp = name.len() == 9
        && name.starts_with("sed")
        && name[3..].chars().all(|c| c.is_ascii_alphanumeric())
        && name[3..].chars().any(|c| c.is_ascii_uppercase() || c.is_ascii_digit());
    name.starts_with('.')
        || name.ends_with('~')
        || (name.starts_with('#') && name.ends_with('#'))
        || name == "4913"
        || sed_temp
        || [".swp", ".swo", ".swx", "___jb_tmp___", "___jb_old___"].iter().any(|s| name.ends_with(s))
}

/// Whether `path` was sed -i's temporary file: `sed` and six random letters and digits, gone by
/// the time it is looked at (renamed onto the file edited). Six random letters that happen to be
/// all lowercase ([`is_editor_file`] cannot tell them from a pack's own name) are told this way.
pub fn is_gone_sed_temporary(path: &Path) -> bool {
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let looks = name.len() == 9 && name.starts_with("sed") && name[3..].chars().all(|c| c.is_ascii_alphanumeric());
    looks && std::fs::symlink_metadata(path).is_err()
}

#[cfg(test)]
mod editor_file_tests {
    use super::{is_editor_file, is_gone_sed_temporary};
    use std::path::Path;

    /// sed -i's temporary with six lowercase letters, gone once renamed; a pack file of that
    /// shape that is there is the pack's.
    #[test]
    fn a_gone_sed_temporary_with_lowercase_letters_is_recognised() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("target/tmp/sed-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("sediments"), "").unwrap();
        assert!(!is_gone_sed_temporary(&dir.join("sediments")));
        assert!(is_gone_sed_temporary(&dir.join("sedpdnwzk")));
        assert!(!is_gone_sed_temporary(&dir.join("sedan.svg")));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// The temporary and backup files of vim, emacs, sed -i and JetBrains are not pack files.
    #[test]
    fn editors_temporary_and_backup_files_are_recognised() {
        for name in ["guyenne.ftl~", ".guyenne.ftl.swp", "guyenne.ftl.swx", ".#game.toml", "#game.toml#", "4913"] {
            assert!(is_editor_file(name), "{name}");
        }
        assert!(is_editor_file("sedAb12Xy"), "sed -i's temporary file");
        assert!(is_editor_file("faces.typ___jb_tmp___"));
    }

    /// A pack's own files are never taken for an editor's.
    #[test]
    fn pack_files_are_not_editor_files() {
        for name in ["guyenne.ftl", "game.toml", "cards.csv", "sedan.svg", "sediments", "49130", "faces.typ"] {
            assert!(!is_editor_file(name), "{name}");
        }
    }
}
