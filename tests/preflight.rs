//! The book preflight: each defect it measures, planted in a small document, is found, on the
//! page it is on; the same document without the defect passes. Then the books of the pack: the
//! strict build refuses a pack whose book has a defect, located where it comes from.

mod common;

use scriptorium::build::{BuildOptions, Quiet};
use scriptorium::content::PackSource;
use scriptorium::typeset::preflight::{self, Defect, Finding};
use scriptorium::typeset::world::DocWorld;

/// An A6 page with 10 mm margins and a page number in the footer, as the books have, then `body`.
fn laid(body: &str) -> typst_layout::PagedDocument {
    let main = format!(
        "#set page(width: 105mm, height: 148mm, margin: 10mm, footer: context align(center, \
         text(size: 8pt, str(counter(page).get().first()))))\n#set text(size: 10pt)\n#set par(justify: true)\n{body}"
    );
    let world = DocWorld::new("/main.typ", main, Vec::new()).unwrap();
    scriptorium::typeset::compile(&world, "main.typ").unwrap_or_else(|e| panic!("{e:?}"))
}

/// The paragraphs of `lines` lines of text (about 6 words a line at this width).
fn text(lines: usize) -> String {
    format!("#lorem({})\n\n", lines * 6)
}

fn found(body: &str) -> Vec<Finding> {
    preflight::book(&laid(body))
}

fn defects(body: &str) -> Vec<(Defect, usize)> {
    found(body).into_iter().map(|f| (f.defect, f.page)).collect()
}

#[test]
fn a_page_more_than_a_quarter_empty_is_found() {
    // Half a page, then a page break.
    let d = defects(&format!("{}#pagebreak()\n{}", text(14), text(20)));
    assert_eq!(d, vec![(Defect::EmptyPage, 1)]);
}

#[test]
fn a_full_page_is_not_found_empty() {
    // Text running over two pages: the first is full.
    assert_eq!(defects(&text(50)), vec![]);
}

#[test]
fn an_empty_band_in_the_middle_of_a_page_is_found() {
    // A quarter of the page, then 60 mm of nothing (about half the text area), then more text.
    let d = defects(&format!("{}#v(60mm)\n{}", text(8), text(3).repeat(10)));
    assert!(d.contains(&(Defect::EmptyPage, 1)), "{d:?}");
}

#[test]
fn an_empty_band_at_the_head_of_a_page_is_found() {
    // A figure floated to the foot of the first page with nothing in the flow above it: the
    // head of the page is empty.
    let body = "#place(bottom, float: true, rect(width: 100%, height: 50mm))\n#pagebreak()\n".to_string() + &text(20);
    let d = defects(&body);
    assert!(d.contains(&(Defect::EmptyPage, 1)), "{d:?}");
}

#[test]
fn the_band_above_what_is_set_at_the_foot_on_purpose_is_no_hole() {
    let body = format!("{}#v(1fr)\n#metadata((scriptorium: \"at-foot\"))\n{}", text(8), text(4));
    assert_eq!(defects(&body), vec![]);
}

#[test]
fn a_list_ended_before_a_figure_floated_to_the_next_page_is_not_cut() {
    // The list ends at the foot of page 1; the figure called after it has no room there and
    // floats to the top of page 2 (Typst may carry the list's end over to that page).
    let items: String = (0..4).map(|i| format!("- item {i}: #lorem(10)\n")).collect();
    for lines in 18..24 {
        let body = format!(
            "{}{items}#figure(rect(width: 60mm, height: 40mm), caption: [A figure], placement: top)\n{}",
            text(lines),
            text(30)
        );
        let d = defects(&body);
        assert!(d.iter().all(|d| d.0 != Defect::SplitByFigure), "{lines} lines: {d:?}");
    }
}

#[test]
fn the_page_before_a_section_that_must_start_a_page_may_end_short() {
    let body = format!("{}#pagebreak()\n#metadata((scriptorium: \"starts-page\"))\n{}", text(14), text(20));
    assert_eq!(defects(&body), vec![]);
}

#[test]
fn pages_left_blank_for_the_booklet_are_found() {
    let body = format!("{}#metadata((scriptorium: \"blank-pages\", count: 1))", text(10));
    assert_eq!(defects(&body).first().map(|d| d.0), Some(Defect::BlankPages));
}

#[test]
fn a_heading_with_one_line_under_it_at_a_page_foot_is_found() {
    // The first page holds about 30 lines: the heading comes after 28, its section runs on.
    let body = format!("{}= Heading\n\n{}", text(27), text(12));
    let f = found(&body);
    let at_foot: Vec<&Finding> = f.iter().filter(|f| f.defect == Defect::HeadingAtFoot).collect();
    assert_eq!(at_foot.len(), 1, "{f:?}");
    assert_eq!(at_foot[0].page, 1);
    // The message names the heading's text, for the diagnostic to find its message.
    assert!(matches!(&at_foot[0].source, preflight::Source::Heading(t, _) if t == "Heading"), "{:?}", at_foot[0]);
}

#[test]
fn a_heading_with_its_section_under_it_is_not_found() {
    let body = format!("{}= Heading\n\n{}", text(8), text(12));
    assert!(defects(&body).iter().all(|d| d.0 != Defect::HeadingAtFoot), "{:?}", defects(&body));
}

/// A figure that floats to the foot of the first page, called before a list that runs onto the
/// next page: the list is read on both sides of it.
fn list_and_float(list: &str) -> String {
    format!("{}#figure(rect(width: 60mm, height: 20mm), caption: [A figure], placement: bottom)\n{list}", text(12))
}

#[test]
fn a_list_cut_by_a_figure_is_found() {
    let items: String = (0..12).map(|i| format!("- item {i}: #lorem(12)\n")).collect();
    let d = defects(&list_and_float(&items));
    assert!(d.contains(&(Defect::SplitByFigure, 1)), "{d:?}");
}

#[test]
fn a_numbered_sequence_cut_by_a_figure_is_found() {
    let items: String = (0..12).map(|i| format!("+ step {i}: #lorem(12)\n")).collect();
    let f = found(&list_and_float(&items));
    let split = f.iter().find(|f| f.defect == Defect::SplitByFigure).expect("found");
    assert!(split.message.contains("numbered sequence"), "{}", split.message);
}

#[test]
fn a_rule_box_cut_by_a_figure_is_found() {
    let rule_box = format!("#block(stroke: 0.5pt, inset: 4pt)[{}] <rule-box>\n", text(24).trim());
    let f = found(&list_and_float(&rule_box));
    let split = f.iter().find(|f| f.defect == Defect::SplitByFigure).expect("found");
    assert!(split.message.contains("rule box"), "{}", split.message);
}

#[test]
fn a_list_after_its_figure_is_not_cut() {
    let items: String = (0..3).map(|i| format!("- item {i}\n")).collect();
    let body = format!("{}#figure(rect(width: 60mm, height: 20mm), caption: [A figure])\n{items}{}", text(3), text(30));
    assert!(defects(&body).iter().all(|d| d.0 != Defect::SplitByFigure), "{:?}", defects(&body));
}

#[test]
fn a_list_ending_with_one_line_at_a_page_top_is_found() {
    // A block filling the page but for two lines, then a list of three one-line items: the
    // third lands alone on page 2.
    let body = "#block(height: 119mm)\n- first item\n- second item\n- third item\n".to_string();
    let f = found(&body);
    let lone: Vec<&Finding> = f.iter().filter(|f| f.defect == Defect::LoneLine).collect();
    assert_eq!(lone.len(), 1, "{f:?}");
    assert_eq!(lone[0].page, 2);
}

#[test]
fn a_list_on_one_page_has_no_lone_line() {
    let body = "#block(height: 100mm)\n- first item\n- second item\n- third item\n";
    assert!(defects(body).iter().all(|d| d.0 != Defect::LoneLine), "{:?}", defects(body));
}

/// A figure labelled `fig`, its anchor on page 1, `pages` page breaks between them.
fn anchored(pages: usize, figure_first: bool) -> String {
    let anchor = "The figure shows this.\n#metadata((scriptorium: \"figure-anchor\", figure: \"fig\"))\n\n";
    let figure = "#figure(rect(width: 60mm, height: 20mm), caption: [A figure]) <fig>\n";
    let breaks: String = (0..pages).map(|_| format!("{}#pagebreak()\n", text(30))).collect();
    if figure_first {
        format!("{figure}{breaks}{anchor}{}", text(30))
    } else {
        format!("{anchor}{breaks}{figure}{}", text(30))
    }
}

#[test]
fn a_figure_two_pages_after_its_text_is_found() {
    let d = defects(&anchored(2, false));
    assert!(d.contains(&(Defect::FigureFar, 3)), "{d:?}");
}

#[test]
fn a_figure_on_the_page_after_its_text_is_near_enough() {
    let d = defects(&anchored(1, false));
    assert!(d.iter().all(|d| d.0 != Defect::FigureFar), "{d:?}");
}

/// Two numbered figures, each after its marker, placed as `first` and `second` say.
fn two_figures(first: &str, second: &str) -> String {
    let figure = |name: &str, placement: &str| {
        let placement = if placement == "flow" { "none".to_string() } else { placement.to_string() };
        format!(
            "#metadata((scriptorium: \"placeable\", figure: \"{name}\", placement: \"x\"))\n\
             #figure(rect(width: 40mm, height: 20mm), caption: [{name}], placement: {placement}) <{name}>\n"
        )
    };
    format!("{}{}{}{}{}", text(3), figure("first", first), text(2), figure("second", second), text(3))
}

#[test]
fn a_figure_drawn_above_the_one_numbered_before_it_is_found() {
    // Figure 1 floats to the foot of the page, figure 2 to its top: 2 is read before 1.
    let d = defects(&two_figures("bottom", "top"));
    assert!(d.contains(&(Defect::FigureOrder, 1)), "{d:?}");
}

#[test]
fn figures_drawn_in_the_order_of_their_numbers_are_not_found() {
    let d = defects(&two_figures("top", "bottom"));
    assert!(d.iter().all(|d| d.0 != Defect::FigureOrder), "{d:?}");
}

#[test]
fn a_figure_before_its_text_is_found() {
    let d = defects(&anchored(1, true));
    assert!(d.contains(&(Defect::FigureBefore, 1)), "{d:?}");
}

#[test]
fn a_reference_to_a_figure_is_its_anchor() {
    let body = format!(
        "#set figure(numbering: \"1\")\nSee @fig.\n\n{}#pagebreak()\n{}#pagebreak()\n#figure(rect(), caption: [F]) <fig>\n",
        text(30),
        text(30)
    );
    let d = defects(&body);
    assert!(d.iter().any(|d| d.0 == Defect::FigureFar), "{d:?}");
}

#[test]
fn text_under_6_pt_is_found() {
    let d = defects(&format!("{}#figure(text(size: 4.5pt)[12], caption: [Small])\n", text(30)));
    assert!(d.contains(&(Defect::TinyText, 1)), "{d:?}");
}

#[test]
fn scaled_text_is_measured_at_its_printed_size() {
    // 10 pt text scaled to half: 5 pt on paper.
    let d = defects(&format!("{}#scale(50%, reflow: true)[small]\n", text(30)));
    assert!(d.iter().any(|d| d.0 == Defect::TinyText), "{d:?}");
}

#[test]
fn text_under_6_pt_on_a_card_names_the_card() {
    let main = "#set page(width: 63mm, height: 88mm, margin: 3mm)\nA card\n#pagebreak()\n#text(size: 5pt)[tiny]";
    let world = DocWorld::new("/main.typ", main.into(), Vec::new()).unwrap();
    let document = scriptorium::typeset::compile(&world, "main.typ").unwrap();
    let f = preflight::faces(&document, &["first".into(), "second".into()]);
    assert_eq!(f.len(), 1, "{f:?}");
    assert!(f[0].message.starts_with("card second"), "{}", f[0].message);
}

/// Checks a copy of Guyenne's pack in French, changed by `edit`, with `strict` or not: the
/// problems reported, as text.
fn check_guyenne(name: &str, edit: impl Fn(&std::path::Path), strict: bool) -> (bool, String) {
    let dir = common::temp_dir(name);
    common::copy_pack(&dir);
    edit(&dir);
    let mut opts = BuildOptions::all(dir.join("out"));
    (opts.languages, opts.cards, opts.sheets, opts.strict) = (vec!["fr".into()], false, false, strict);
    match scriptorium::build::check(&PackSource::Dir(dir.clone()), &opts, &Quiet) {
        Ok((_, warnings)) => (true, warnings.iter().map(|w| w.to_string()).collect::<Vec<_>>().join("\n")),
        Err(e) => (false, e.to_string()),
    }
}

/// Tiny text added at the end of Guyenne's rulebook template.
fn tiny_text_in_the_book(dir: &std::path::Path) {
    let path = dir.join("templates/guyenne/rulebook.typ");
    let mut t = std::fs::read_to_string(&path).unwrap();
    t.push_str("\n#text(size: 4pt)[tiny]\n");
    std::fs::write(path, t).unwrap();
}

#[test]
fn a_defect_is_a_warning_located_in_the_template() {
    let (ok, report) = check_guyenne("tiny-warning", tiny_text_in_the_book, false);
    assert!(ok, "{report}");
    let line = report.lines().find(|l| l.contains("text of 4.0 pt")).unwrap_or_else(|| panic!("{report}"));
    assert!(line.starts_with("warning"), "{line}");
    assert!(report.contains("rulebook.typ:"), "located in the template: {report}");
}

#[test]
fn strict_makes_a_defect_an_error() {
    let (ok, report) = check_guyenne("tiny-strict", tiny_text_in_the_book, true);
    assert!(!ok && report.contains("text of 4.0 pt"), "{report}");
}

#[test]
fn a_glossary_term_written_another_way_is_reported_at_its_message() {
    let glossary = |dir: &std::path::Path| {
        // "château" is the French book's word: pretend the glossary wants "castel" instead.
        let g = "[fr]\ncastle = { term = \"castel\", avoid = [\"château\"] }\n";
        std::fs::write(dir.join("content/guyenne/glossary.toml"), g).unwrap();
    };
    let (ok, report) = check_guyenne("glossary", glossary, true);
    assert!(!ok, "{report}");
    assert!(report.contains("glossary:") && report.contains("guyenne.ftl:"), "{report}");
}

#[test]
fn the_print_files_of_every_game_and_language_pass_the_strict_preflight() {
    // The card faces and print sheets of the pack as it is (the books are held to it in
    // tests/clarifications.rs, which builds them): `check --strict` refuses none, warns of none.
    let mut opts = BuildOptions::all(common::temp_dir("print-files-strict").join("out"));
    (opts.rulebook, opts.strict) = (false, true);
    let pack = PackSource::Dir(std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")));
    match scriptorium::build::check(&pack, &opts, &Quiet) {
        Ok((_, warnings)) => assert!(warnings.is_empty(), "{warnings:?}"),
        Err(e) => panic!("{e}"),
    }
}
