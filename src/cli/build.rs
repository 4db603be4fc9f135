//! `scriptorium build`.

use super::args::BuildArgs;
use anyhow::bail;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use scriptorium::build::{BuildOptions, build_print_files, face_count};
use scriptorium::content::{LANGUAGES, PackSource};
use std::io::IsTerminal;
use std::time::Instant;

pub fn run(pack: &PackSource, args: &BuildArgs) -> anyhow::Result<()> {
    let (mut cards, mut sheets, mut rulebook) = (false, false, false);
    for part in &args.only {
        match part.as_str() {
            "cards" => cards = true,
            "sheets" => sheets = true,
            "rulebook" => rulebook = true,
            other => bail!("--only {other}: unknown part; use cards, sheets, rulebook"),
        }
    }
    let languages: Vec<String> =
        if args.lang.is_empty() { LANGUAGES.iter().map(|l| l.to_string()).collect() } else { args.lang.clone() };
    let def = pack.load_game("guyenne")?;
    let total = face_count(&def, languages.len()) as u64;
    let bar = if std::io::stderr().is_terminal() {
        let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
        bar.set_style(
            ProgressStyle::with_template("{spinner} rendering cards {bar:30} {pos}/{len}").expect("valid template"),
        );
        bar
    } else {
        ProgressBar::hidden()
    };
    let started = Instant::now();
    let opts = BuildOptions {
        game: "guyenne".into(),
        languages,
        out: args.out.clone(),
        cards,
        sheets,
        rulebook,
        edition: args.edition.clone(),
    };
    let report = build_print_files(pack, &opts, &|| bar.inc(1))?;
    bar.finish_and_clear();
    println!(
        "wrote {} files and {} in {:.1} s",
        report.manifest.files.len(),
        args.out.join("manifest.json").display(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}
