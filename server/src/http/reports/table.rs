//! A report as a table: typed columns with French and English headers, rows of cells, totals;
//! answered as JSON, CSV or XLSX from the same rows, so a file says what the screen says.

use rust_xlsxwriter::{ExcelDateTime, Format, FormatAlign, Workbook, XlsxError};
use serde_json::{Map, Value};

use crate::{domain::units, messages::Lang};

/// What a column holds, which decides how it is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Text,
    /// `YYYY-MM-DD`.
    Date,
    Count,
    /// Cents, written as dollars.
    Money,
    /// Grams, written as kg.
    Kg,
    /// Tenths of a percent, written as a percentage with one decimal.
    Percent,
}

impl Kind {
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Text => "text",
            Kind::Date => "date",
            Kind::Count => "count",
            Kind::Money => "money",
            Kind::Kg => "kg",
            Kind::Percent => "percent",
        }
    }

    fn numeric(self) -> bool {
        matches!(self, Kind::Count | Kind::Money | Kind::Kg | Kind::Percent)
    }
}

#[derive(Clone, Copy, Debug)]
pub struct Column {
    pub key: &'static str,
    pub fr: &'static str,
    pub en: &'static str,
    pub kind: Kind,
}

impl Column {
    pub fn label(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::Fr => self.fr,
            Lang::En => self.en,
        }
    }
}

/// Shorthand for the column lists of the reports.
pub const fn col(key: &'static str, fr: &'static str, en: &'static str, kind: Kind) -> Column {
    Column { key, fr, en, kind }
}

/// One cell: text (or a date) or a number in the column's unit; `None` when there is nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cell {
    Text(Option<String>),
    Number(Option<i64>),
}

impl Cell {
    pub fn text(s: impl Into<String>) -> Cell {
        Cell::Text(Some(s.into()))
    }

    pub fn n(v: i64) -> Cell {
        Cell::Number(Some(v))
    }
}

/// A report's columns, rows and totals (over every row, not only a page).
#[derive(Clone, Debug)]
pub struct Table {
    pub columns: &'static [Column],
    pub rows: Vec<Vec<Cell>>,
    /// By column key; numeric columns only.
    pub totals: Vec<(&'static str, Option<i64>)>,
}

/// A cell's JSON value in its column's unit.
fn json(kind: Kind, cell: &Cell) -> Value {
    match cell {
        Cell::Text(t) => t.clone().map_or(Value::Null, Value::String),
        Cell::Number(None) => Value::Null,
        Cell::Number(Some(v)) => match kind {
            Kind::Money => units::decimal_json(*v, 2),
            Kind::Kg => units::decimal_json(*v, 3),
            Kind::Percent => units::decimal_json(*v, 1),
            _ => Value::from(*v),
        },
    }
}

impl Table {
    pub fn row_json(&self, row: &[Cell]) -> Value {
        let mut map = Map::new();
        for (c, cell) in self.columns.iter().zip(row) {
            map.insert(c.key.to_string(), json(c.kind, cell));
        }
        Value::Object(map)
    }

    pub fn totals_json(&self) -> Value {
        let mut map = Map::new();
        for (key, value) in &self.totals {
            let kind = self
                .columns
                .iter()
                .find(|c| c.key == *key)
                .map_or(Kind::Count, |c| c.kind);
            map.insert(key.to_string(), json(kind, &Cell::Number(*value)));
        }
        Value::Object(map)
    }

    /// The cells of the totals row: "Total" in the first column, each total under its column.
    fn totals_row(&self, lang: Lang) -> Vec<Cell> {
        self.columns
            .iter()
            .enumerate()
            .map(|(i, c)| {
                if i == 0 {
                    return Cell::text(match lang {
                        Lang::Fr => "Total",
                        Lang::En => "Total",
                    });
                }
                match self.totals.iter().find(|(k, _)| *k == c.key) {
                    Some((_, v)) => Cell::Number(*v),
                    None if c.kind.numeric() => Cell::Number(None),
                    None => Cell::Text(None),
                }
            })
            .collect()
    }

    /// CSV as the asked language's spreadsheets read it: in French `;` between fields and a
    /// decimal comma, in English `,` and a decimal point; UTF-8 with a byte-order mark (so
    /// spreadsheets read the accents); a header row, the rows, a totals row.
    pub fn csv(&self, lang: Lang) -> Vec<u8> {
        self.csv_with(lang, true)
    }

    /// The same, without a totals row (a list with nothing to add up).
    pub fn csv_without_totals(&self, lang: Lang) -> Vec<u8> {
        self.csv_with(lang, false)
    }

    fn csv_with(&self, lang: Lang, with_totals: bool) -> Vec<u8> {
        let (sep, decimal) = match lang {
            Lang::Fr => (';', ','),
            Lang::En => (',', '.'),
        };
        let mut out = String::from("\u{feff}");
        let line = |cells: Vec<String>, out: &mut String| {
            out.push_str(&cells.join(&sep.to_string()));
            out.push_str("\r\n");
        };
        line(
            self.columns
                .iter()
                .map(|c| csv_field(c.label(lang), sep))
                .collect(),
            &mut out,
        );
        let totals = self.totals_row(lang);
        let totals = with_totals.then_some(&totals);
        for row in self.rows.iter().chain(totals) {
            line(
                self.columns
                    .iter()
                    .zip(row)
                    .map(|(c, cell)| match cell {
                        Cell::Text(None) | Cell::Number(None) => String::new(),
                        Cell::Text(Some(t)) => csv_field(&defuse(t), sep),
                        Cell::Number(Some(v)) => match c.kind {
                            Kind::Money => units::decimal_text(*v, 2, decimal),
                            Kind::Kg => units::decimal_text(*v, 3, decimal),
                            Kind::Percent => units::decimal_text(*v, 1, decimal),
                            _ => v.to_string(),
                        },
                    })
                    .collect(),
                &mut out,
            );
        }
        out.into_bytes()
    }

    /// An Excel workbook of one sheet: a bold header row (frozen), amounts as numbers with a
    /// dollar format, kg with three decimals, dates as dates, a bold totals row.
    pub fn xlsx(&self, sheet: &str, lang: Lang) -> Result<Vec<u8>, XlsxError> {
        let mut workbook = Workbook::new();
        let ws = workbook.add_worksheet();
        ws.set_name(sheet)?;
        let bold = Format::new().set_bold();
        let header = Format::new()
            .set_bold()
            .set_text_wrap()
            .set_align(FormatAlign::Top);
        let formats = |total: bool| {
            let base = if total {
                Format::new().set_bold()
            } else {
                Format::new()
            };
            (
                base.clone().set_num_format("#,##0.00 \"$\""),
                base.clone().set_num_format("#,##0.000"),
                base.clone().set_num_format("0.0%"),
                base.clone().set_num_format("dd/mm/yyyy"),
                base.clone().set_num_format("#,##0"),
                base,
            )
        };
        for (i, c) in self.columns.iter().enumerate() {
            let col = u16::try_from(i).unwrap_or(u16::MAX);
            ws.write_string_with_format(0, col, c.label(lang), &header)?;
            let width = match c.kind {
                Kind::Text => 28.0,
                Kind::Date => 12.0,
                _ => 15.0,
            };
            ws.set_column_width(col, width)?;
        }
        ws.set_freeze_panes(1, 0)?;
        let totals = self.totals_row(lang);
        let count = self.rows.len();
        for (r, row) in self.rows.iter().chain(std::iter::once(&totals)).enumerate() {
            let is_total = r == count;
            let (money, kg, percent, date, count_f, text) = formats(is_total);
            let line = u32::try_from(r + 1).unwrap_or(u32::MAX);
            for (i, (c, cell)) in self.columns.iter().zip(row).enumerate() {
                let col = u16::try_from(i).unwrap_or(u16::MAX);
                match cell {
                    Cell::Text(None) | Cell::Number(None) => {
                        if is_total {
                            ws.write_blank(line, col, &bold)?;
                        }
                    }
                    Cell::Text(Some(t)) => {
                        if c.kind == Kind::Date
                            && let Some(d) = excel_date(t)
                        {
                            ws.write_date_with_format(line, col, &d, &date)?;
                        } else {
                            ws.write_string_with_format(line, col, t, &text)?;
                        }
                    }
                    Cell::Number(Some(v)) => {
                        // Exact: amounts stay far below 2^53 cents.
                        let v = *v as f64;
                        match c.kind {
                            Kind::Money => {
                                ws.write_number_with_format(line, col, v / 100.0, &money)?
                            }
                            Kind::Kg => ws.write_number_with_format(line, col, v / 1000.0, &kg)?,
                            Kind::Percent => {
                                ws.write_number_with_format(line, col, v / 1000.0, &percent)?
                            }
                            _ => ws.write_number_with_format(line, col, v, &count_f)?,
                        };
                    }
                }
            }
        }
        workbook.save_to_buffer()
    }
}

fn excel_date(day: &str) -> Option<ExcelDateTime> {
    let mut parts = day.get(..10)?.split('-');
    let y: u16 = parts.next()?.parse().ok()?;
    let m: u8 = parts.next()?.parse().ok()?;
    let d: u8 = parts.next()?.parse().ok()?;
    ExcelDateTime::from_ymd(y, m, d).ok()
}

/// A text field quoted when it holds the separator, a quote or a line break.
fn csv_field(text: &str, sep: char) -> String {
    if text.contains(sep) || text.contains('"') || text.contains('\n') || text.contains('\r') {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

/// A text a spreadsheet would run as a formula (`=…`, `+…`, `-…`, `@…`) is written after an
/// apostrophe, so a name typed by anyone never runs in the agency's spreadsheet.
fn defuse(text: &str) -> String {
    match text.chars().next() {
        Some('=' | '+' | '-' | '@' | '\t' | '\r') => format!("'{text}"),
        _ => text.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const COLUMNS: &[Column] = &[
        col("name", "Nom", "Name", Kind::Text),
        col("day", "Date", "Date", Kind::Date),
        col("amount", "Montant", "Amount", Kind::Money),
        col("kg", "Poids", "Weight", Kind::Kg),
        col("share", "Part", "Share", Kind::Percent),
    ];

    fn table() -> Table {
        Table {
            columns: COLUMNS,
            rows: vec![
                vec![
                    Cell::text("Kahindo; \"K\""),
                    Cell::text("2026-11-24"),
                    Cell::n(123_450),
                    Cell::n(12_500),
                    Cell::n(125),
                ],
                vec![
                    Cell::text("=HYPERLINK(\"x\")"),
                    Cell::Text(None),
                    Cell::n(-5),
                    Cell::n(0),
                    Cell::Number(None),
                ],
            ],
            totals: vec![("amount", Some(123_445)), ("kg", Some(12_500))],
        }
    }

    #[test]
    fn csv_is_written_as_each_language_reads_it() {
        let fr = String::from_utf8(table().csv(Lang::Fr)).unwrap();
        assert_eq!(
            fr,
            "\u{feff}Nom;Date;Montant;Poids;Part\r\n\
             \"Kahindo; \"\"K\"\"\";2026-11-24;1234,50;12,500;12,5\r\n\
             \"'=HYPERLINK(\"\"x\"\")\";;-0,05;0,000;\r\n\
             Total;;1234,45;12,500;\r\n"
        );
        let en = String::from_utf8(table().csv(Lang::En)).unwrap();
        assert!(en.contains("\"Kahindo; \"\"K\"\"\",2026-11-24,1234.50,12.500,12.5\r\n"));
    }

    #[test]
    fn json_carries_dollars_and_kg() {
        let t = table();
        assert_eq!(
            t.row_json(&t.rows[0]),
            serde_json::json!({"name": "Kahindo; \"K\"", "day": "2026-11-24", "amount": 1234.5, "kg": 12.5, "share": 12.5})
        );
        assert_eq!(
            t.totals_json(),
            serde_json::json!({"amount": 1234.45, "kg": 12.5})
        );
    }

    #[test]
    fn xlsx_is_a_zip() {
        let bytes = table().xlsx("Rapport", Lang::Fr).unwrap();
        assert_eq!(&bytes[..2], b"PK");
    }
}
