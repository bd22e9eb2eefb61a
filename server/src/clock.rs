//! Timestamps as stored and sent: RFC 3339 UTC text of fixed width, so text order is time order.

use time::{Duration, OffsetDateTime, format_description::FormatItem, macros::format_description};

const STAMP: &[FormatItem<'static>] =
    format_description!("[year]-[month]-[day]T[hour]:[minute]:[second].[subsecond digits:6]Z");

/// The current instant as stored in `created_at`, `updated_at` and the like.
pub fn now() -> String {
    stamp(OffsetDateTime::now_utc())
}

/// Today's date (UTC), `YYYY-MM-DD`.
pub fn today() -> String {
    now()[..10].to_string()
}

/// The instant `offset` from now (negative for the past), in the stored format.
pub fn from_now(offset: Duration) -> String {
    stamp(OffsetDateTime::now_utc() + offset)
}

/// Whole seconds from now until a stored instant (rounded up; 0 if it has passed or cannot be read).
pub fn seconds_until(stamp: &str) -> u64 {
    match OffsetDateTime::parse(stamp, &time::format_description::well_known::Rfc3339) {
        Ok(at) => {
            let left = at - OffsetDateTime::now_utc();
            let secs = left.whole_seconds() + i64::from(left.subsec_nanoseconds() > 0);
            secs.max(0) as u64
        }
        Err(_) => 0,
    }
}

/// Formats an instant in the stored format (always UTC).
pub fn stamp(at: OffsetDateTime) -> String {
    at.to_offset(time::UtcOffset::UTC)
        .format(STAMP)
        .expect("a UTC timestamp always formats")
}

/// Today as a date (UTC).
pub fn today_date() -> time::Date {
    crate::domain::period::parse_iso(&today()).expect("today is a date")
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::datetime;

    #[test]
    fn stamps_have_fixed_width_and_sort_as_time() {
        let a = stamp(datetime!(2026-11-21 7:05:09.5 UTC));
        let b = stamp(datetime!(2026-11-21 10:00:00 UTC));
        assert_eq!(a, "2026-11-21T07:05:09.500000Z");
        assert_eq!(a.len(), b.len());
        assert!(a < b);
    }

    #[test]
    fn seconds_until_rounds_up_and_stops_at_zero() {
        let soon = from_now(Duration::milliseconds(2500));
        assert_eq!(seconds_until(&soon), 3);
        assert_eq!(seconds_until(&from_now(Duration::seconds(-5))), 0);
        assert_eq!(seconds_until("not a time"), 0);
    }

    #[test]
    fn offsets_are_converted_to_utc() {
        assert_eq!(
            stamp(datetime!(2026-11-21 12:00:00 +2)),
            "2026-11-21T10:00:00.000000Z"
        );
    }
}
