//! Every bound on a number a client sends (DESIGN §2), in one place: validation reads them and
//! the OpenAPI document declares them (`http::schema`), so the two cannot drift apart.
//! Money is in cents and weight in grams, as everywhere inside the server.

/// Pieces on one expedition line, and pieces of one article in a parcel.
pub const PIECES_MIN: i64 = 1;
pub const PIECES_MAX: i64 = 10_000;
/// Weight of one piece: above 0 and at most 30,000 kg.
pub const UNIT_WEIGHT_MAX_G: i64 = 30_000_000;
/// Weight of one line (pieces × unit weight): at most 100,000 kg.
pub const LINE_WEIGHT_MAX_G: i64 = 100_000_000;
/// Lines (parcels) of one expedition.
pub const LINES_MAX: usize = 100;
/// Articles listed in one parcel's contents.
pub const CONTENTS_MAX: usize = 100;
/// Any amount: cash, payment, manual line price, route price per kg, line amount, expedition price.
pub const AMOUNT_MAX_CENTS: i64 = 1_000_000_000;
/// Pieces carried on one waybill or manifest line (a parcel holds at most `PIECES_MAX`).
pub const LOAD_PIECES_MAX: i64 = PIECES_MAX;
/// Lines of one waybill or manifest (every parcel of `LINES_MAX` expeditions fits many times).
pub const LOAD_LINES_MAX: usize = 10_000;
/// Ids are positive; the largest is what the database can hold.
pub const ID_MIN: i64 = 1;
pub const ID_MAX: i64 = i64::MAX;
/// List pages, from 1.
pub const PAGE_MIN: i64 = 1;
pub const PAGE_MAX: i64 = 1_000_000;
/// Rows per list page.
pub const PER_PAGE_MIN: i64 = 1;
pub const PER_PAGE_MAX: i64 = 100;

/// An aircraft's or component's totals since new / since overhaul: flight time in minutes (up to
/// a million hours) and cycles.
pub const AIRCRAFT_MINUTES_MAX: i64 = 60_000_000;
pub const AIRCRAFT_CYCLES_MAX: i64 = 10_000_000;
/// Components an aircraft declares, a component's disposition and position number (min, max).
pub const COMPONENT_COUNT: (i64, i64) = (0, 16);
pub const DISPOSITION: (i64, i64) = (1, 3);
pub const POSITION_NUMBER: (i64, i64) = (0, 1000);
/// A logbook entry: flight time in minutes (at most 24 h) and cycles (landings).
pub const ENTRY_MINUTES: (i64, i64) = (1, 1440);
pub const ENTRY_CYCLES: (i64, i64) = (1, 50);
/// Limits of pieces and inspection intervals: whole hours, cycles, days.
pub const LIMIT_HOURS_MAX: i64 = 200_000;
pub const LIMIT_CYCLES_MAX: i64 = 1_000_000;
pub const LIMIT_DAYS_MAX: i64 = 36_500;
/// The earliest date of a record (manufacture, baseline, entry…).
pub const EARLIEST_DATE: &str = "1900-01-01";

// The bounds hold together, checked when compiling: a line can hold a piece of the heaviest
// weight, and the heaviest expedition in grams (or its price in cents) is far from overflowing.
const _: () = assert!(UNIT_WEIGHT_MAX_G <= LINE_WEIGHT_MAX_G);
const _: () = assert!(LINE_WEIGHT_MAX_G < i64::MAX / 1_000_000);
const _: () = assert!(AMOUNT_MAX_CENTS < i64::MAX / 1_000_000);

/// The sum of `values`, or `None` when it would overflow.
pub fn checked_sum(values: impl IntoIterator<Item = i64>) -> Option<i64> {
    values
        .into_iter()
        .try_fold(0i64, |total, v| total.checked_add(v))
}

/// Passenger seats of an aircraft.
pub const SEATS: (i64, i64) = (1, 200);
/// An aircraft's maximum payload, grams (100 t).
pub const MAX_PAYLOAD_MAX_G: i64 = 100_000_000;
/// A passenger's declared weight, grams.
pub const PASSENGER_WEIGHT_MAX_G: i64 = 300_000;
/// A passenger's baggage: pieces, and grams in all.
pub const BAGGAGE_PIECES: (i64, i64) = (0, 20);
pub const BAGGAGE_WEIGHT_MAX_G: i64 = 500_000;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sums_never_wrap() {
        assert_eq!(checked_sum([1, 2, 3]), Some(6));
        assert_eq!(checked_sum([]), Some(0));
        assert_eq!(checked_sum([i64::MAX, 1]), None);
        assert_eq!(checked_sum([i64::MIN, -1]), None);
    }
}
