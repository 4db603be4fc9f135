//! The book preflight: each defect it measures, planted in a small document, is found, on the
//! page it is on; the same document without the defect passes. Then the books of the pack: the
//! strict build refuses a pack whose book has a defect, located where it comes from.

use crate::common;

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

/// Half a page of text ending a section that must start a page, with a figure called after it
/// and set at the page's foot or in the flow.
fn section_end_with_figure(placement: &str) -> String {
    format!(
        "{}#figure(rect(width: 60mm, height: 30mm), caption: [A figure], placement: {placement}) <fig>\n\
         #pagebreak()\n#metadata((scriptorium: \"starts-page\"))\n{}",
        text(10),
        text(20)
    )
}

#[test]
fn an_empty_band_between_a_text_and_its_figure_at_the_page_foot_is_found() {
    let f = found(&section_end_with_figure("bottom"));
    let band: Vec<_> = f.iter().filter(|f| f.defect == Defect::BandAboveFigure).collect();
    assert_eq!(band.len(), 1, "{f:?}");
    assert_eq!((band[0].page, band[0].figure.as_deref()), (1, Some("fig")));
}

#[test]
fn a_figure_following_its_text_leaves_the_empty_space_at_the_page_foot() {
    assert_eq!(defects(&section_end_with_figure("none")), vec![]);
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
fn an_unbreakable_block_taller_than_the_page_is_found() {
    // Two full pages of short paragraphs (the text area's foot), then a block of a page and a
    // half that cannot break: it runs off its page.
    let body = format!("{}#block(breakable: false)[{}]\n", text(2).repeat(40), text(3).repeat(18));
    let d = defects(&body);
    assert!(d.iter().any(|d| d.0 == Defect::Overflow), "{d:?}");
}

#[test]
fn pages_of_text_do_not_overflow() {
    let d = defects(&text(2).repeat(60));
    assert!(d.iter().all(|d| d.0 != Defect::Overflow), "{d:?}");
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

/// A figure called at the end of section A, placed as `placement` says, then section B.
fn figure_and_next_section(placement: &str) -> String {
    format!(
        "= A\n{}The figure shows this.\n#metadata((scriptorium: \"figure-anchor\", figure: \"fig\"))\n\n\
         #figure(rect(width: 60mm, height: 20mm), caption: [A figure], placement: {placement}) <fig>\n= B\n{}",
        text(4),
        text(3)
    )
}

#[test]
fn a_figure_floated_under_the_next_sections_heading_is_found() {
    // Floated to the page's foot, the figure is read under heading B.
    let d = defects(&figure_and_next_section("bottom"));
    assert!(d.contains(&(Defect::FigureOtherSection, 1)), "{d:?}");
}

#[test]
fn a_figure_floated_above_its_own_sections_heading_is_found() {
    // Section A fills most of the page; B begins low on it and calls a figure floated to the top.
    let body = format!(
        "= A\n{}= B\nThe figure shows this.\n#metadata((scriptorium: \"figure-anchor\", figure: \"fig\"))\n\n\
         #figure(rect(width: 60mm, height: 20mm), caption: [A figure], placement: top) <fig>\n{}",
        text(8),
        text(2)
    );
    let f = found(&body);
    let other = f.iter().find(|f| f.defect == Defect::FigureOtherSection).expect("found");
    assert!(other.message.contains("above the heading of its own section"), "{}", other.message);
}

#[test]
fn a_figure_set_in_its_section_is_not_under_another_heading() {
    let d = defects(&figure_and_next_section("none"));
    assert!(d.iter().all(|d| d.0 != Defect::FigureOtherSection), "{d:?}");
}

/// A box of steps after `before`, long enough to run on to the next page, then short paragraphs
/// (the text area is measured from where paragraphs begin and end).
fn steps_after(before: &str) -> String {
    format!(
        "{before}#block(breakable: true, inset: 4pt, fill: luma(230))[{}] <steps>\n{}",
        text(30).trim(),
        text(2).repeat(40)
    )
}

#[test]
fn steps_cut_by_a_page_turn_are_found() {
    // From page 1 (the cover's side, alone) to page 2: a page turn.
    let d = defects(&steps_after(&text(20)));
    assert!(d.contains(&(Defect::BoxCut, 1)), "{d:?}");
}

#[test]
fn steps_running_on_within_a_spread_are_not_cut() {
    // From page 2 to page 3, the two pages of one spread.
    let d = defects(&steps_after(&format!("{}#pagebreak()\n{}", text(30), text(20))));
    assert!(d.iter().all(|d| d.0 != Defect::BoxCut), "{d:?}");
}

#[test]
fn a_short_list_cut_by_a_page_turn_is_found() {
    // Three items of two lines from the foot of page 1 to page 2.
    let items: String = (0..3).map(|i| format!("- item {i}: {}\n", text(2).trim())).collect();
    let f = found(&format!("{}{items}{}", text(31), text(2).repeat(40)));
    let cut = f.iter().find(|f| f.defect == Defect::BoxCut).expect("found");
    assert!(cut.message.contains("short list"), "{}", cut.message);
}

#[test]
fn a_list_of_long_items_may_run_on_over_a_page_turn() {
    // Four items of four lines from the foot of page 1 to page 2: paragraphs with bullets.
    let items: String = (0..4).map(|i| format!("- item {i}: {}\n", text(4).trim())).collect();
    let d = defects(&format!("{}{items}{}", text(29), text(2).repeat(40)));
    assert!(d.iter().all(|d| d.0 != Defect::BoxCut), "{d:?}");
}

/// A picture 100 units wide whose label is 5 units high, printed `width` wide.
fn svg_label(width: &str) -> Vec<Finding> {
    let svg = r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50"><g font-size="5"><text x="10" y="20">Removed</text></g></svg>"#;
    let main = format!(
        "#set page(width: 105mm, height: 148mm, margin: 10mm)\n{}#image(\"/d.svg\", width: {width})\n",
        text(3)
    );
    let world = DocWorld::new("/main.typ", main, vec![("/d.svg".into(), svg.as_bytes().to_vec())]).unwrap();
    preflight::book(&scriptorium::typeset::compile(&world, "main.typ").unwrap())
}

#[test]
fn text_in_a_picture_is_measured_at_its_printed_size() {
    // 5 units of 100 over 30 mm: 1.5 mm, about 4.3 pt.
    let f = svg_label("30mm");
    let tiny = f.iter().find(|f| f.defect == Defect::TinyText).expect("found");
    assert!(tiny.message.contains("4.3 pt"), "{}", tiny.message);
    // Over 90 mm: 4.5 mm, about 12.8 pt.
    assert!(svg_label("90mm").iter().all(|f| f.defect != Defect::TinyText));
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
    match scriptorium::build::check(&PackSource::Dir(dir.to_path_buf()), &opts, &Quiet) {
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

#[test]
fn a_page_empty_in_bands_that_each_pass_alone_is_found() {
    // Three bands of 18 mm (each about a sixth of the text area, so none is a hole alone) between
    // paragraphs: the page is more than a quarter empty in all.
    let body = format!("{}#v(18mm)\n{}#v(18mm)\n{}#v(18mm)\n{}", text(2), text(2), text(2), text(30));
    let d = found(&body);
    assert!(
        d.iter().any(|f| f.defect == Defect::EmptyPage && f.page == 1 && f.message.contains("in bands")),
        "{:?}",
        d.iter().map(|f| &f.message).collect::<Vec<_>>()
    );
}

#[test]
fn a_page_with_the_spacing_of_its_paragraphs_is_not_found_empty() {
    // Paragraphs with 3 mm more between them than their spacing: still spacing, not emptiness.
    let body: String = (0..30).map(|_| format!("{}#v(3mm)\n", text(2))).collect();
    assert_eq!(defects(&body), vec![]);
}

#[test]
fn a_cover_is_not_measured_as_a_page_of_text() {
    // A title page with its title at the head and its publisher at the foot: empty by design.
    let cover = "#metadata((scriptorium: \"cover\"))\n#text(size: 20pt)[Title]\n#v(1fr)\nPublisher\n#pagebreak()\n";
    assert_eq!(defects(&format!("{cover}{}", text(40))), vec![]);
    // The same page unmarked is found empty.
    let unmarked = cover.replace("#metadata((scriptorium: \"cover\"))\n", "");
    let d = found(&format!("{unmarked}{}", text(40)));
    assert!(
        d.iter().any(|f| f.defect == Defect::EmptyPage && f.page == 1),
        "{:?}",
        d.iter().map(|f| &f.message).collect::<Vec<_>>()
    );
}

#[test]
fn steps_cut_within_a_spread_with_a_lone_line_are_found() {
    // From page 2 to page 3 (one spread), but with too few lines of the box at the foot of
    // page 2: among a few lengths of text before it, one leaves it a line or two there.
    let lone = (26..34).any(|lines| {
        found(&steps_after(&format!("{}#pagebreak()\n{}", text(30), text(lines))))
            .iter()
            .any(|f| f.defect == Defect::BoxCut && f.page == 2 && f.message.contains("line(s) on it"))
    });
    assert!(lone);
}

/// An example: its figure (labelled `ex`) after `before`, then its steps, marked as the figure's.
fn example_after(before: &str) -> String {
    format!(
        "{before}#figure(rect(width: 60mm, height: 30mm), caption: [An example]) <ex>\n\
         #metadata((scriptorium: \"steps-of\", figure: \"ex\"))\n\
         #block(breakable: false, inset: 4pt, fill: luma(230))[{}] <steps>\n{}",
        text(6).trim(),
        text(2).repeat(40)
    )
}

#[test]
fn steps_across_a_page_turn_from_their_figure_are_found() {
    // The figure ends page 1 (a right-hand page); its steps, which cannot break, go to page 2.
    let apart = (14..24).any(|lines| {
        found(&example_after(&text(lines))).iter().any(|f| {
            f.defect == Defect::StepsApart
                && f.figure.as_deref() == Some("ex")
                && f.message.contains("across a page turn")
        })
    });
    assert!(apart);
}

#[test]
fn steps_on_the_next_page_of_a_spread_are_not_apart() {
    // The same from page 2 to page 3: one spread, the reader sees both.
    for lines in 14..24 {
        let d = defects(&example_after(&format!("{}#pagebreak()\n{}", text(30), text(lines))));
        assert!(d.iter().all(|d| d.0 != Defect::StepsApart), "{lines}: {d:?}");
    }
}

#[test]
fn a_list_set_in_parts_is_one_list() {
    // A list of four one-line items set in two parts (`list-run`: its head kept with the
    // paragraph that opens it), from the foot of page 1 to page 2: one short list cut once.
    let run = "#block(width: 100%)[#block(breakable: false)[Opening.\n- a\n- b\n]\n#block[- c\n- d\n]] <list-run>\n\n";
    let f = found(&format!("{}{run}{}", text(33), text(2).repeat(40)));
    let cut: Vec<&Finding> = f.iter().filter(|f| f.defect == Defect::BoxCut).collect();
    assert_eq!(cut.len(), 1, "{f:?}");
    assert!(cut[0].message.contains("short list"), "{}", cut[0].message);
}

#[test]
fn the_end_of_a_broken_word_alone_on_a_line_is_found() {
    // A column as wide as "Ab Vorserien-": the word breaks at its soft hyphen, its end alone below.
    let body = "#context { let w = measure[Ab Vorserien-].width\n\
                block(width: w + 1pt, par(justify: false)[Ab Vorserien\u{ad}exemplare.]) }\n";
    let found = found(&format!("{}{body}{}", text(6), text(6)));
    let fragments: Vec<&Finding> = found.iter().filter(|f| f.defect == Defect::Fragment).collect();
    assert_eq!(fragments.len(), 1, "{found:?}");
    assert!(fragments[0].message.contains("\"exemplare.\""), "{}", fragments[0].message);
}

#[test]
fn a_word_broken_with_a_longer_line_after_it_is_not_found() {
    let body = "#block(width: 40mm, par(justify: false)[Ab Vorserien\u{ad}exemplare und noch mehr Worte dazu.])\n";
    let found = found(&format!("{}{body}{}", text(6), text(6)));
    assert!(found.iter().all(|f| f.defect != Defect::Fragment), "{found:?}");
}
