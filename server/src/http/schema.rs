//! OpenAPI schemas of bounded input numbers and of text, built from `domain::bounds` and from the
//! rules of `domain::validation` so the document declares exactly what validation enforces. Used
//! with `#[schema(schema_with = …)]` on form fields.
//! Fields typed `Scalar` also accept the number as text (`"12,5"`); the document shows the number.
//! A `Scalar` field left empty (`""`, blanks) is absent: each helper says so with a `BLANK`
//! branch and a `null` one, which `document` drops from the fields a form requires.

use utoipa::openapi::{
    RefOr, Type,
    schema::{ObjectBuilder, OneOfBuilder, Schema},
};

use crate::domain::{bounds, validation};

/// Characters no text may hold (`json::allowed_char`: C0 controls but tab, line feed and
/// carriage return; DEL), as the inside of a regex class.
pub const REFUSED: &str = r"\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F";
/// What trimming removes (`str::trim`: Unicode `White_Space`), less the refused controls, as the
/// inside of a regex class.
const SPACE: &str = r"\t\n\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000";

/// Any text without refused characters.
pub fn free_text_pattern() -> String {
    format!("^[^{REFUSED}]*$")
}

/// Text that is blank once trimmed: a `Scalar` field sent so is absent.
pub fn blank_pattern() -> String {
    format!("^[{SPACE}]*$")
}

/// Text that holds 1 to `max` characters once trimmed, none refused (`FieldErrors::required_text`).
pub fn trimmed_pattern(max: usize) -> String {
    let solid = format!("[^{SPACE}{REFUSED}]");
    let inner = match max {
        0 | 1 => solid,
        _ => format!("{solid}(?:[^{REFUSED}]{{0,{}}}{solid})?", max - 2),
    };
    trimmed(&inner)
}

/// Text that holds `min` (2 or more) to `max` characters once trimmed, none refused.
fn trimmed_between(min: usize, max: usize) -> String {
    let solid = format!("[^{SPACE}{REFUSED}]");
    trimmed(&format!(
        "{solid}[^{REFUSED}]{{{},{}}}{solid}",
        min.saturating_sub(2),
        max.saturating_sub(2)
    ))
}

/// Text of a `String` field: `MIN` (2 or more) to `MAX` characters once trimmed (blank: absent).
pub fn string_between<const MIN: usize, const MAX: usize>() -> RefOr<Schema> {
    let description = format!("Text, {MIN} to {MAX} characters once trimmed.");
    OneOfBuilder::new()
        .item(string(trimmed_between(MIN, MAX), &description))
        .item(blank())
        .item(null())
        .into()
}

/// Text that is `core` once trimmed.
fn trimmed(core: &str) -> String {
    format!("^[{SPACE}]*(?:{core})[{SPACE}]*$")
}

/// Trimmed text of the form `core`, or blank, or null; a number or a boolean too when `scalar`
/// (a `Scalar` field reads them as their text).
fn text_of(core: &str, description: &str, scalar: bool) -> RefOr<Schema> {
    let mut branches = OneOfBuilder::new()
        .item(string(trimmed(core), description))
        .item(blank());
    if scalar {
        branches = branches
            .item(ObjectBuilder::new().schema_type(Type::Number))
            .item(ObjectBuilder::new().schema_type(Type::Boolean));
    }
    branches.item(null()).into()
}

/// An e-mail address (`people::email`): something@domain.tld, no blank inside, 200 characters at
/// most (the document bounds each part so that the whole stays under it).
pub fn email() -> RefOr<Schema> {
    let w = format!("{SPACE}{REFUSED}");
    let core = format!("[^@{w}]{{1,64}}@[^@.{w}][^@{w}]{{0,60}}\\.[^@{w}]{{0,60}}[^@.{w}]");
    text_of(&core, "An e-mail address (something@domain.tld).", false)
}

/// A phone number (`people::phone`): 6 to 20 digits, spaces, dots or dashes between them, a
/// leading `+`.
pub fn phone() -> RefOr<Schema> {
    text_of(
        PHONE,
        "A phone number: 6 to 20 digits (spaces, dots, dashes and a leading + are dropped).",
        false,
    )
}

/// The same, for a `Scalar` field (a number is read as its digits).
pub fn scalar_phone() -> RefOr<Schema> {
    OneOfBuilder::new()
        .item(string(
            trimmed(PHONE),
            "A phone number: 6 to 20 digits (spaces, dots, dashes and a leading + are dropped).",
        ))
        .item(blank())
        .item(
            ObjectBuilder::new()
                .schema_type(Type::Integer)
                .minimum(Some(100_000))
                .maximum(Some(i64::MAX)),
        )
        .item(null())
        .into()
}

const PHONE: &str = r"\+?(?:[0-9][ .\-]?){5,19}[0-9]";

/// A code of at most two characters (a `Scalar` field: a number of at most two digits too).
pub fn short_code() -> RefOr<Schema> {
    OneOfBuilder::new()
        .item(string(
            trimmed_pattern(2),
            "A country's two-letter code (`CD`), one the agency serves.",
        ))
        .item(blank())
        .item(
            ObjectBuilder::new()
                .schema_type(Type::Integer)
                .minimum(Some(-9))
                .maximum(Some(99)),
        )
        .item(null())
        .into()
}

/// `0` or `1`.
pub fn zero_or_one() -> RefOr<Schema> {
    integer(0, 1, "0 or 1.")
}

/// `Masculin` or `Feminin` (any case, `Féminin` too).
pub fn gender() -> RefOr<Schema> {
    words(
        &["masculin", "feminin", "féminin"],
        "`Masculin` or `Feminin`.",
    )
}

/// Text (trimmed) that is one of `values`, in any case (`to_lowercase` equal).
pub fn words(values: &[&str], description: &str) -> RefOr<Schema> {
    let any_case = |word: &str| -> String {
        word.chars()
            .map(|c| {
                let upper: String = c.to_uppercase().collect();
                if upper == c.to_string() {
                    regex_escape(c)
                } else {
                    format!("[{c}{upper}]")
                }
            })
            .collect()
    };
    let core: Vec<String> = values.iter().map(|w| any_case(w)).collect();
    text_of(&core.join("|"), description, false)
}

/// Text (trimmed) that is exactly one of `values`.
pub fn exactly(values: &[&str], description: &str) -> RefOr<Schema> {
    let core: Vec<String> = values
        .iter()
        .map(|w| w.chars().map(regex_escape).collect())
        .collect();
    text_of(&core.join("|"), description, false)
}

fn regex_escape(c: char) -> String {
    if c.is_ascii_alphanumeric() || !c.is_ascii() {
        c.to_string()
    } else {
        format!("\\{c}")
    }
}

/// A time of day, `HH:MM` (`freight_common::time_field`).
pub fn time_of_day() -> RefOr<Schema> {
    text_of(
        "(?:[01]?[0-9]|2[0-3]):[0-5]?[0-9]",
        "A time of day, `HH:MM`.",
        false,
    )
}

/// What a manifest's validation asks for.
pub fn manifest_status() -> RefOr<Schema> {
    let names: Vec<&str> = crate::domain::ledger::ManifestStatus::ALL
        .iter()
        .map(|s| s.as_str())
        .collect();
    exactly(
        &names,
        "`Arriver` (validated; needs `departureDate`) or `EnCours` (reopened: `admin` only).",
    )
}

/// A ticket's passenger type.
pub fn ticket_type() -> RefOr<Schema> {
    words(
        &["adulte", "enfant", "bebe", "bébé"],
        "`adulte`, `enfant` or `bebe`.",
    )
}

/// A ticket's status.
pub fn ticket_status() -> RefOr<Schema> {
    let names: Vec<&str> = crate::domain::tickets::Status::ALL
        .iter()
        .map(|s| s.as_str())
        .collect();
    exactly(&names, "`reserve`, `embarque`, `absent` or `annule`.")
}

/// What became of a passenger still reserved when the flight left.
pub fn boarding_status() -> RefOr<Schema> {
    exactly(&["embarque", "absent"], "`embarque` or `absent`.")
}

/// A country's two-letter code.
pub fn country_code() -> RefOr<Schema> {
    text_of("[A-Za-z]{2}", "A country's two-letter code (`CD`).", false)
}

/// A new password, as typed (not trimmed): 8 to 128 characters; empty: none.
pub fn new_password() -> RefOr<Schema> {
    OneOfBuilder::new()
        .item(string(
            format!("^(?:[^{REFUSED}]{{8,128}})?$"),
            "8 to 128 characters, not one of the most common; empty: none.",
        ))
        .item(null())
        .into()
}

/// A new account's password, as typed: 8 to 128 characters.
pub fn account_password() -> RefOr<Schema> {
    string(
        format!("^[^{REFUSED}]{{8,128}}$"),
        "8 to 128 characters, not one of the most common.",
    )
    .into()
}

/// The current password, as typed: at most 128 characters.
pub fn current_password() -> RefOr<Schema> {
    OneOfBuilder::new()
        .item(string(
            format!("^[^{REFUSED}]{{0,128}}$"),
            "The password, as typed.",
        ))
        .item(null())
        .into()
}

/// A password as typed to sign in: 1 to 128 characters.
pub fn password() -> RefOr<Schema> {
    string(
        format!("^[^{REFUSED}]{{1,128}}$"),
        "The password, as typed.",
    )
    .into()
}

fn string(pattern: String, description: &str) -> ObjectBuilder {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .pattern(Some(pattern))
        .description(Some(description))
}

/// The branch of a `Scalar` field sent blank (absent).
fn blank() -> RefOr<Schema> {
    string(blank_pattern(), "Blank: the same as absent.").into()
}

fn null() -> RefOr<Schema> {
    ObjectBuilder::new().schema_type(Type::Null).into()
}

/// A `Scalar` field holding `value`, or blank, or null (absent): `document` keeps only `value` when
/// the form requires the field.
fn scalar(value: impl Into<RefOr<Schema>>) -> RefOr<Schema> {
    OneOfBuilder::new()
        .item(value)
        .item(blank())
        .item(null())
        .into()
}

/// Text of a `Scalar` field: at most `MAX` characters once trimmed; a number or `true`/`false`
/// counts as its text.
pub fn text<const MAX: usize>() -> RefOr<Schema> {
    let description = format!("Text, at most {MAX} characters once trimmed.");
    let mut branches = OneOfBuilder::new()
        .item(string(trimmed_pattern(MAX), &description))
        .item(blank());
    // Any number's text fits in 24 characters (`-1.2345678901234567e-308`), any whole one from
    // `i64::MIN` to `u64::MAX` in 20 (beyond, it is read as a float: `-3.2029427167976841e19`);
    // below that,
    // only whole numbers short enough; `true`/`false` from 5.
    branches = if MAX >= 24 {
        branches.item(ObjectBuilder::new().schema_type(Type::Number))
    } else if MAX >= 20 {
        branches.item(
            ObjectBuilder::new()
                .schema_type(Type::Integer)
                .minimum(Some(i64::MIN))
                .maximum(Some(u64::MAX)),
        )
    } else {
        let digits = u32::try_from(MAX).unwrap_or(0).clamp(1, 18);
        let high = 10i64.pow(digits) - 1;
        let low = -(10i64.pow(digits - 1) - 1);
        branches.item(
            ObjectBuilder::new()
                .schema_type(Type::Integer)
                .minimum(Some(low))
                .maximum(Some(high)),
        )
    };
    if MAX >= 5 {
        branches = branches.item(ObjectBuilder::new().schema_type(Type::Boolean));
    }
    branches.item(null()).into()
}

/// Text of a `String` field: at most `MAX` characters once trimmed (blank: absent).
pub fn string_text<const MAX: usize>() -> RefOr<Schema> {
    let description = format!("Text, at most {MAX} characters once trimmed.");
    OneOfBuilder::new()
        .item(string(trimmed_pattern(MAX), &description))
        .item(blank())
        .item(null())
        .into()
}

/// A name (`validation::NAME_MAX`) of a `String` field.
pub fn person_name() -> RefOr<Schema> {
    string_text::<{ validation::NAME_MAX }>()
}

/// A day, `YYYY-MM-DD`, of a `Scalar` field.
pub fn date() -> RefOr<Schema> {
    scalar(
        ObjectBuilder::new()
            .schema_type(Type::String)
            .format(Some(utoipa::openapi::SchemaFormat::KnownFormat(
                utoipa::openapi::KnownFormat::Date,
            )))
            .description(Some("A day, `YYYY-MM-DD`.")),
    )
}

/// A yes/no flag (`FieldErrors::flag`).
pub fn flag() -> RefOr<Schema> {
    scalar(
        OneOfBuilder::new()
            .item(ObjectBuilder::new().schema_type(Type::Boolean))
            .item(
                ObjectBuilder::new()
                    .schema_type(Type::Integer)
                    .enum_values(Some([0, 1])),
            )
            .item(
                ObjectBuilder::new()
                    .schema_type(Type::String)
                    .enum_values(Some(["1", "0", "true", "false", "on", "off", "oui", "non"])),
            )
            .description(Some("Yes or no: `1`/`0`, `true`/`false`.")),
    )
}

fn integer(min: i64, max: i64, description: &str) -> RefOr<Schema> {
    scalar(bounded_integer(min, max, description))
}

fn bounded_integer(min: i64, max: i64, description: &str) -> ObjectBuilder {
    ObjectBuilder::new()
        .schema_type(Type::Integer)
        .format(Some(utoipa::openapi::SchemaFormat::KnownFormat(
            utoipa::openapi::KnownFormat::Int64,
        )))
        .minimum(Some(min))
        .maximum(Some(max))
        .description(Some(description))
}

/// An id of another record: at least 1.
pub fn id() -> RefOr<Schema> {
    integer(bounds::ID_MIN, bounds::ID_MAX, "An id (at least 1).")
}

/// An optional id of another record: at least 1, or null (or absent) for none.
pub fn optional_id() -> RefOr<Schema> {
    integer(
        bounds::ID_MIN,
        bounds::ID_MAX,
        "An id (at least 1), or null for none.",
    )
}

/// Pieces on an expedition line or of an article in a parcel.
pub fn pieces() -> RefOr<Schema> {
    integer(
        bounds::PIECES_MIN,
        bounds::PIECES_MAX,
        "Pieces, from 1 to 10,000.",
    )
}

/// Pieces carried on a waybill or a manifest line.
pub fn load_pieces() -> RefOr<Schema> {
    integer(
        bounds::PIECES_MIN,
        bounds::LOAD_PIECES_MAX,
        "Pieces to carry, at least 1.",
    )
}

/// Pieces actually shipped of a manifest line.
pub fn shipped_pieces() -> RefOr<Schema> {
    integer(0, bounds::LOAD_PIECES_MAX, "Pieces shipped.")
}

/// Kilograms: three decimals at most, at most `max_g` grams, above 0 when `positive`.
fn kg(positive: bool, max_g: i64, description: &str) -> ObjectBuilder {
    let builder = ObjectBuilder::new()
        .schema_type(Type::Number)
        .multiple_of(Some(0.001))
        .maximum(Some(max_g / 1000))
        .description(Some(description));
    if positive {
        builder.exclusive_minimum(Some(0))
    } else {
        builder.minimum(Some(0))
    }
}

/// Kilograms per piece: above 0, at most 30,000, three decimals at most.
pub fn unit_weight() -> RefOr<Schema> {
    scalar(kg(
        true,
        bounds::UNIT_WEIGHT_MAX_G,
        "kg per piece, above 0 and at most 30,000, at most 3 decimals; pieces × weight at most 100,000 kg. \
         Text such as \"12,5\" is read as French people write it.",
    ))
}

fn dollars(min_exclusive: bool, description: &str) -> ObjectBuilder {
    let builder = ObjectBuilder::new()
        .schema_type(Type::Number)
        .multiple_of(Some(0.01))
        .maximum(Some(bounds::AMOUNT_MAX_CENTS / 100))
        .description(Some(description));
    if min_exclusive {
        builder.exclusive_minimum(Some(0))
    } else {
        builder.minimum(Some(0))
    }
}

/// An amount of dollars more than 0 (a payment, a route price per kg).
pub fn positive_amount() -> RefOr<Schema> {
    scalar(dollars(
        true,
        "Dollars, more than 0 and at most 10,000,000, at most 2 decimals.",
    ))
}

/// An amount of dollars, 0 allowed (a line amount set by hand).
pub fn amount() -> RefOr<Schema> {
    scalar(dollars(
        false,
        "Dollars, at most 10,000,000, at most 2 decimals.",
    ))
}

/// The cash at registration: -1 (or absent) for paid in full, else dollars.
pub fn cash() -> RefOr<Schema> {
    scalar(
        OneOfBuilder::new()
            .item(dollars(false, "Dollars, at most 10,000,000, 2 decimals: 0 on credit."))
            .item(
                ObjectBuilder::new()
                    .schema_type(Type::Integer)
                    .enum_values(Some([-1]))
                    .description(Some("Paid in full.")),
            )
            .description(Some(
                "Paid at registration, dollars (at most 10,000,000, 2 decimals): absent or -1 means paid in full, 0 on credit.",
            )),
    )
}

/// Paid at a sale, dollars: absent for paid in full.
pub fn sale_cash() -> RefOr<Schema> {
    scalar(dollars(
        false,
        "Paid at the sale, dollars (at most 10,000,000, 2 decimals): absent for paid in full, 0 on credit.",
    ))
}

/// Flight time since new or since overhaul, in minutes.
pub fn aircraft_minutes() -> RefOr<Schema> {
    integer(0, bounds::AIRCRAFT_MINUTES_MAX, "Flight time, minutes.")
}

/// Cycles since new or since overhaul.
pub fn aircraft_cycles() -> RefOr<Schema> {
    integer(0, bounds::AIRCRAFT_CYCLES_MAX, "Cycles.")
}

/// An aircraft (1) or a component (2).
pub fn category() -> RefOr<Schema> {
    integer(1, 2, "1 aircraft (default), 2 component.")
}

/// Components an aircraft declares (aircraft only).
pub fn component_count() -> RefOr<Schema> {
    let (min, max) = bounds::COMPONENT_COUNT;
    integer(min, max, "Components of the aircraft (aircraft only).")
}

/// A component's disposition (components only).
pub fn disposition() -> RefOr<Schema> {
    let (min, max) = bounds::DISPOSITION;
    integer(min, max, "Disposition (components only).")
}

/// A component's position number (components only).
pub fn position_number() -> RefOr<Schema> {
    let (min, max) = bounds::POSITION_NUMBER;
    integer(min, max, "Position number (components only).")
}

/// A logbook entry's flight time in minutes.
pub fn entry_minutes() -> RefOr<Schema> {
    let (min, max) = bounds::ENTRY_MINUTES;
    integer(min, max, "Flight time in minutes, 1 to 1,440 (24 h).")
}

/// A logbook entry's cycles (landings).
pub fn entry_cycles() -> RefOr<Schema> {
    let (min, max) = bounds::ENTRY_CYCLES;
    integer(min, max, "Cycles (landings), 1 to 50.")
}

/// An optional flight time in minutes (an aircraft's counter at some moment).
pub fn optional_minutes() -> RefOr<Schema> {
    integer(
        0,
        bounds::AIRCRAFT_MINUTES_MAX,
        "Flight time, minutes (optional).",
    )
}

/// An optional count of cycles (an aircraft's counter at some moment).
pub fn optional_cycles() -> RefOr<Schema> {
    integer(0, bounds::AIRCRAFT_CYCLES_MAX, "Cycles (optional).")
}

/// A limit or interval in whole hours (optional).
pub fn limit_hours() -> RefOr<Schema> {
    integer(0, bounds::LIMIT_HOURS_MAX, "Whole hours (optional).")
}

/// A limit or interval in cycles (optional).
pub fn limit_cycles() -> RefOr<Schema> {
    integer(0, bounds::LIMIT_CYCLES_MAX, "Cycles (optional).")
}

/// A limit or interval in days (optional).
pub fn limit_days() -> RefOr<Schema> {
    integer(0, bounds::LIMIT_DAYS_MAX, "Days (optional).")
}

/// An inspection's interval in whole hours, from 1 (optional; one of the three is needed).
pub fn interval_hours() -> RefOr<Schema> {
    integer(1, bounds::LIMIT_HOURS_MAX, "Every so many hours, from 1.")
}

/// An inspection's interval in cycles, from 1 (optional; one of the three is needed).
pub fn interval_cycles() -> RefOr<Schema> {
    integer(1, bounds::LIMIT_CYCLES_MAX, "Every so many cycles, from 1.")
}

/// An inspection's interval in days, from 1 (optional; one of the three is needed).
pub fn interval_days() -> RefOr<Schema> {
    integer(1, bounds::LIMIT_DAYS_MAX, "Every so many days, from 1.")
}

/// An aircraft's passenger seats.
pub fn seats() -> RefOr<Schema> {
    let (min, max) = bounds::SEATS;
    integer(
        min,
        max,
        "Passenger seats (aircraft only), 1 to 200; empty: not set.",
    )
}

/// An aircraft's maximum payload in kg.
pub fn max_payload() -> RefOr<Schema> {
    scalar(kg(
        true,
        bounds::MAX_PAYLOAD_MAX_G,
        "Maximum payload in kg (cargo + passengers + baggage; aircraft only), above 0, at most 100,000, 3 decimals; empty: not set.",
    ))
}

/// A passenger's declared weight in kg.
pub fn passenger_weight() -> RefOr<Schema> {
    scalar(kg(
        true,
        bounds::PASSENGER_WEIGHT_MAX_G,
        "kg, above 0 and at most 300; empty: the standard mass of the passenger's type.",
    ))
}

/// A passenger's baggage in kg.
pub fn baggage_weight() -> RefOr<Schema> {
    scalar(kg(
        false,
        bounds::BAGGAGE_WEIGHT_MAX_G,
        "Baggage kg in all, 0 to 500.",
    ))
}

/// A passenger's baggage pieces.
pub fn baggage_pieces() -> RefOr<Schema> {
    let (min, max) = bounds::BAGGAGE_PIECES;
    integer(min, max, "Baggage pieces, 0 to 20.")
}

// Query parameters: read as sent (`list::int_param`, `list::optional_parsed`), so an empty one is
// as malformed as any other text that is not of the parameter's form. Each is a type for
// `#[param(value_type = Option<…>, inline)]`, which keeps the field's description.

macro_rules! query_types {
    ($($(#[$doc:meta])* $name:ident => $schema:expr;)*) => {
        $(
            $(#[$doc])*
            pub struct $name;

            impl utoipa::PartialSchema for $name {
                fn schema() -> RefOr<Schema> {
                    $schema
                }
            }

            impl utoipa::ToSchema for $name {}
        )*
    };
}

query_types! {
    /// An id: at least 1.
    QueryId => param_integer(bounds::ID_MIN, bounds::ID_MAX);
    /// A page number, from 1.
    QueryPage => param_integer(bounds::PAGE_MIN, bounds::PAGE_MAX);
    /// Rows per page.
    QueryPerPage => param_integer(bounds::PER_PAGE_MIN, bounds::PER_PAGE_MAX);
    /// `0` or `1`.
    QueryZeroOrOne => param_integer(0, 1);
    /// An aircraft (1) or a component (2).
    QueryCategory => param_integer(1, 2);
    /// Days ahead of a due list.
    QueryHorizon => param_integer(1, 3650);
    /// A day, `YYYY-MM-DD`.
    QueryDate => ObjectBuilder::new()
        .schema_type(Type::String)
        .format(Some(utoipa::openapi::SchemaFormat::KnownFormat(
            utoipa::openapi::KnownFormat::Date,
        )))
        .into();
    /// A list's `cancelled` filter (`list::cancelled_filter`).
    QueryCancelled => param_enum(&["0", "1", "false", "true"]);
    /// An expedition status (`ExpeditionStatus::parse`).
    QueryExpeditionStatus => param_enum(&["EnStock", "EnCours", "Expedié", "Expedie", "Expédié"]);
    /// A waybill status (`WaybillStatus::parse`).
    QueryWaybillStatus => param_enum(&["EnCours", "EnAttente", "Expedié", "Expedie"]);
    /// A manifest status (`ManifestStatus::parse`).
    QueryManifestStatus => param_enum(&["EnCours", "Arriver"]);
    /// A ticket status (`tickets::Status::parse`).
    QueryTicketStatus => param_enum(&["reserve", "embarque", "absent", "annule"]);
    /// Where parcels are (`parcels::Stage::parse`).
    QueryStage => param_enum(&[
        "restant",
        "quantityRestant",
        "EnStock",
        "waybill",
        "quantityWaybill",
        "Bordereau",
        "manifeste",
        "quantityManifeste",
        "Manifeste",
    ]);
    /// A due item's status.
    QueryDueStatus => param_enum(&["ok", "bientot", "depasse"]);
    /// A report's grouping (`GroupBy::parse`).
    QueryGroupBy => param_enum(&["day", "week", "month"]);
    /// A report's format.
    QueryReportFormat => param_enum(&["json", "csv", "xlsx"]);
    /// A list's format.
    QueryListFormat => param_enum(&["json", "csv"]);
    /// Text of at most 50 characters once trimmed (blank: none).
    QueryName => query_text(50);
}

fn param_integer(min: i64, max: i64) -> RefOr<Schema> {
    bounded_integer(min, max, "")
        .description(None::<String>)
        .into()
}

fn param_enum(values: &[&str]) -> RefOr<Schema> {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .enum_values(Some(values.iter().copied()))
        .into()
}

/// Text of at most `max` characters once trimmed (blank: none).
fn query_text(max: usize) -> RefOr<Schema> {
    let solid = format!("[^{SPACE}{REFUSED}]");
    let inner = format!(
        "{solid}(?:[^{REFUSED}]{{0,{}}}{solid})?",
        max.saturating_sub(2)
    );
    ObjectBuilder::new()
        .schema_type(Type::String)
        .pattern(Some(format!("^[{SPACE}]*(?:{inner})?[{SPACE}]*$")))
        .into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{people, validation::FieldErrors};

    fn matches(pattern: &str, text: &str) -> bool {
        regex::Regex::new(pattern).unwrap().is_match(text)
    }

    const SAMPLES: &[&str] = &[
        "",
        " ",
        "a",
        " a ",
        "\u{a0}a\u{3000}",
        "\u{85}\t\r\n",
        "ab",
        "a b",
        "abc",
        "a\u{0}",
        "a\u{7f}b",
        "\u{b}a",
        "é😀",
        "  abcd  ",
        "abcde",
        "a\u{2028}b",
    ];

    /// The document's text pattern says what `required_text` takes: 1 to `max` characters once
    /// trimmed, none of them a refused control.
    #[test]
    fn text_patterns_say_what_validation_takes() {
        for max in [1, 2, 4] {
            let pattern = trimmed_pattern(max);
            for text in SAMPLES {
                let mut errors = FieldErrors::new();
                errors.required_text("f", Some(text), max);
                let server = errors.is_empty() && text.chars().all(crate::http::json::allowed_char);
                assert_eq!(matches(&pattern, text), server, "{max} {text:?}");
            }
        }
        for text in SAMPLES {
            let blank = text.trim().is_empty() && text.chars().all(crate::http::json::allowed_char);
            assert_eq!(matches(&blank_pattern(), text), blank, "{text:?}");
            let free = text.chars().all(crate::http::json::allowed_char);
            assert_eq!(matches(&free_text_pattern(), text), free, "{text:?}");
        }
        let mut errors = FieldErrors::new();
        errors.required_text("f", Some("  a bc  "), 4);
        assert!(errors.is_empty());
        assert!(matches(&trimmed_between(3, 5), " abc "));
        assert!(!matches(&trimmed_between(3, 5), " ab "));
        assert!(!matches(&trimmed_between(3, 5), "abcdef"));
    }

    /// What the e-mail and phone patterns take, validation takes.
    #[test]
    fn email_and_phone_patterns_are_within_validation() {
        let w = format!("{SPACE}{REFUSED}");
        let email = trimmed(&format!(
            "[^@{w}]{{1,64}}@[^@.{w}][^@{w}]{{0,60}}\\.[^@{w}]{{0,60}}[^@.{w}]"
        ));
        for text in ["a@b.cd", " Amani@Mail.CD ", "a@b..c", "é@ü.fr"] {
            assert!(matches(&email, text), "{text}");
            let mut errors = FieldErrors::new();
            assert!(
                people::email(&mut errors, "e", Some(text)).is_some(),
                "{text}"
            );
        }
        for text in ["a@b", "@b.cd", "a@.cd", "a@b.", "a b@c.cd", "a@b@c.cd"] {
            assert!(!matches(&email, text), "{text}");
        }
        let phone = trimmed(PHONE);
        for text in [
            "123456",
            "+243 81-000.0001",
            " 0997400101 ",
            "12345678901234567890",
        ] {
            assert!(matches(&phone, text), "{text}");
            let mut errors = FieldErrors::new();
            assert!(
                people::phone(&mut errors, "t", Some(text)).is_some(),
                "{text}"
            );
        }
        for text in ["12345", "123456789012345678901", "12a456", "++123456"] {
            assert!(!matches(&phone, text), "{text}");
        }
    }
}
