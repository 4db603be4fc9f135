//! The one Typst `World` of scriptorium: the standard library, the fonts embedded in the binary
//! (loaded once, shared by every document), and a set of virtual files (the template, its data
//! and the images), so that typesetting touches neither the disk nor the system's fonts.

use std::collections::HashMap;
use std::sync::{Arc, LazyLock};
use typst::diag::{FileError, FileResult};
use typst::foundations::{Bytes, Datetime, Duration};
use typst::syntax::{FileId, RootedPath, Source, VirtualPath, VirtualRoot};
use typst::text::{Font, FontBook};
use typst::utils::LazyHash;
use typst::{Library, LibraryExt, World};
use typst_kit::fonts::FontStore;

static FONTS: LazyLock<Arc<FontStore>> = LazyLock::new(|| {
    let mut store = FontStore::new();
    store.extend(typst_kit::fonts::embedded());
    Arc::new(store)
});

static LIBRARY: LazyLock<LazyHash<Library>> = LazyLock::new(|| LazyHash::new(Library::builder().build()));

/// The library of a draft build: `sys.inputs.scriptorium-draft` is "true", and `fit` outlines
/// in red each box whose text overflows it.
static DRAFT_LIBRARY: LazyLock<LazyHash<Library>> = LazyLock::new(|| {
    let mut inputs = typst::foundations::Dict::new();
    inputs.insert("scriptorium-draft".into(), typst::foundations::Value::Str("true".into()));
    LazyHash::new(Library::builder().with_inputs(inputs).build())
});

/// Whether some font of `store` has a glyph for `c` (Typst falls back from font to font, so a
/// character none of them has would print as an empty box).
pub fn drawable(store: &FontStore, c: char) -> bool {
    let book = store.book();
    (0..).map_while(|i| book.info(i)).any(|info| info.coverage.contains(c as u32))
}

/// The fonts of a game: those embedded in the binary, then the game's own font files
/// (`content/<game>/fonts/`), in the order given (sorted by file name, so the same on every
/// machine). A file that holds no font is an error naming it.
pub fn fonts_with(files: &[(String, Vec<u8>)]) -> Result<Arc<FontStore>, String> {
    if files.is_empty() {
        return Ok(FONTS.clone());
    }
    let mut store = FontStore::new();
    store.extend(typst_kit::fonts::embedded());
    for (name, bytes) in files {
        let fonts: Vec<Font> = Font::iter(Bytes::new(bytes.clone())).collect();
        if fonts.is_empty() {
            return Err(format!("{name} holds no font Typst can read (TrueType or OpenType)"));
        }
        for font in fonts {
            let info = font.info().clone();
            store.push((font, info));
        }
    }
    Ok(Arc::new(store))
}

/// The font families of a store, sorted, each once: what `theme.font` may name.
pub fn families(store: &FontStore) -> Vec<String> {
    let book = store.book();
    let mut names: Vec<String> = (0..).map_while(|i| book.info(i)).map(|info| info.family.clone()).collect();
    names.sort();
    names.dedup();
    names
}

/// The fonts embedded in the binary.
pub fn embedded_fonts() -> Arc<FontStore> {
    FONTS.clone()
}

/// How many fonts are embedded in the binary: a game's own fonts come after them.
fn embedded_count() -> usize {
    let book = FONTS.book();
    (0..).map_while(|i| book.info(i)).count()
}

/// What tells this program from another build of it: its version and its executable's size and
/// time (a cache written by another build of scriptorium is not trusted).
fn program_identity() -> Vec<u8> {
    static IDENTITY: LazyLock<Vec<u8>> = LazyLock::new(|| {
        let mut id = env!("CARGO_PKG_VERSION").as_bytes().to_vec();
        let exe = std::env::current_exe().and_then(std::fs::metadata);
        match exe {
            Ok(m) => {
                id.extend(m.len().to_le_bytes());
                let modified = m.modified().ok().and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok());
                id.extend(modified.map_or(0, |d| d.as_nanos()).to_le_bytes());
            }
            // Unknown: a fresh value each run, so nothing written by another run is taken.
            Err(_) => id.extend(std::process::id().to_le_bytes()),
        }
        id
    });
    IDENTITY.clone()
}

/// A file id for a path of the virtual project.
pub fn file_id(path: &str) -> Result<FileId, String> {
    let vpath = VirtualPath::new(path).map_err(|e| format!("{path}: {e:?}"))?;
    Ok(RootedPath::new(VirtualRoot::Project, vpath).intern())
}

/// A document to compile: the main source and the files it reads.
#[derive(Clone)]
pub struct DocWorld {
    main: Source,
    files: HashMap<FileId, Bytes>,
    fonts: Arc<FontStore>,
    /// A draft build's world (see [`DRAFT_LIBRARY`]).
    draft: bool,
}

impl DocWorld {
    /// `main` is the Typst source (its path is used in diagnostics); `files` are the virtual files
    /// by path (e.g. `/layout.json`, `/cards/fr/castle-keep.svg`).
    pub fn new(main_path: &str, main: String, files: Vec<(String, Vec<u8>)>) -> Result<DocWorld, String> {
        let id = file_id(main_path)?;
        let mut map = HashMap::new();
        for (path, bytes) in files {
            map.insert(file_id(&path)?, Bytes::new(bytes));
        }
        Ok(DocWorld { main: Source::new(id, main), files: map, fonts: FONTS.clone(), draft: false })
    }

    /// The same world for a draft build: `fit` outlines in red each box its text overflows.
    pub fn with_draft(mut self, draft: bool) -> DocWorld {
        self.draft = draft;
        self
    }

    /// The same world with another set of fonts (a game's own fonts beside the embedded ones).
    pub fn with_fonts(mut self, fonts: Arc<FontStore>) -> DocWorld {
        self.fonts = fonts;
        self
    }

    /// The same world with one more file.
    pub fn with_file(mut self, path: &str, bytes: Vec<u8>) -> Result<DocWorld, String> {
        self.files.insert(file_id(path)?, Bytes::new(bytes));
        Ok(self)
    }

    pub fn fonts(&self) -> &FontStore {
        &self.fonts
    }

    /// A digest of everything a compile of this world reads: the program itself, the main
    /// source, every file, the draft switch and the fonts (the game's own by their bytes; the
    /// embedded ones come with the program). Two worlds with one digest typeset alike.
    pub fn fingerprint(&self) -> [u8; 32] {
        use sha2::{Digest, Sha256};
        let mut h = Sha256::new();
        h.update(program_identity());
        for (path, bytes) in self.sources() {
            h.update((path.len() as u64).to_le_bytes());
            h.update(path.as_bytes());
            h.update((bytes.len() as u64).to_le_bytes());
            h.update(&bytes);
        }
        h.update([u8::from(self.draft)]);
        let book = self.fonts.book();
        let count = (0..).map_while(|i| book.info(i)).count();
        h.update((count as u64).to_le_bytes());
        let first_own = if Arc::ptr_eq(&self.fonts, &FONTS) { count } else { embedded_count().min(count) };
        for i in first_own..count {
            if let Some(font) = self.fonts.font(i) {
                h.update((font.data().len() as u64).to_le_bytes());
                h.update(font.data().as_slice());
                h.update((font.index() as u64).to_le_bytes());
            }
        }
        h.finalize().into()
    }

    pub fn main_source(&self) -> &Source {
        &self.main
    }

    /// Every file of the document, main source first, the others sorted by path: what a user
    /// needs to compile it with the `typst` command line (`--emit-typst`).
    pub fn sources(&self) -> Vec<(String, Vec<u8>)> {
        let path = |id: &FileId| id.get().vpath().get_with_slash().to_string();
        let mut files: Vec<(String, Vec<u8>)> =
            self.files.iter().map(|(id, bytes)| (path(id), bytes.as_slice().to_vec())).collect();
        files.sort();
        files.insert(0, (path(&self.main.id()), self.main.text().as_bytes().to_vec()));
        files
    }
}

impl World for DocWorld {
    fn library(&self) -> &LazyHash<Library> {
        if self.draft { &DRAFT_LIBRARY } else { &LIBRARY }
    }

    fn book(&self) -> &LazyHash<FontBook> {
        self.fonts.book()
    }

    fn main(&self) -> FileId {
        self.main.id()
    }

    fn source(&self, id: FileId) -> FileResult<Source> {
        if id == self.main.id() {
            return Ok(self.main.clone());
        }
        let bytes = self.file(id)?;
        let text = std::str::from_utf8(&bytes).map_err(|_| FileError::InvalidUtf8)?;
        Ok(Source::new(id, text.to_string()))
    }

    fn file(&self, id: FileId) -> FileResult<Bytes> {
        if id == self.main.id() {
            return Ok(Bytes::from_string(self.main.text().to_string()));
        }
        self.files.get(&id).cloned().ok_or_else(|| FileError::NotFound(id.get().vpath().get_with_slash().into()))
    }

    fn font(&self, index: usize) -> Option<Font> {
        self.fonts.font(index)
    }

    /// A fixed date: documents must not change with the day they are built.
    fn today(&self, _offset: Option<Duration>) -> Option<Datetime> {
        Datetime::from_ymd(2022, 4, 25)
    }
}
