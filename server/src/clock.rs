//! Time: the one clock the server reads, and timestamps as stored and sent (RFC 3339 UTC text of
//! fixed width, so text order is time order).

use std::sync::{Arc, Mutex};

use time::{Duration, OffsetDateTime, format_description::FormatItem, macros::format_description};

const STAMP: &[FormatItem<'static>] =
    format_description!("[year]-[month]-[day]T[hour]:[minute]:[second].[subsecond digits:6]Z");

/// The time the server reads, everywhere: the system's, or one that tests set and move (they
/// never sleep). Clones share it: the clock of a running server is the one its `Config` holds.
#[derive(Clone, Debug, Default)]
pub struct Clock(Arc<Mutex<Setting>>);

#[derive(Clone, Copy, Debug)]
enum Setting {
    /// The system's time, moved by this much.
    System(Duration),
    /// This instant, whatever the system says.
    Fixed(OffsetDateTime),
}

impl Default for Setting {
    fn default() -> Setting {
        Setting::System(Duration::ZERO)
    }
}

impl Clock {
    /// The system's time.
    pub fn system() -> Clock {
        Clock::default()
    }

    /// Stopped at `at` until set or moved.
    pub fn fixed(at: OffsetDateTime) -> Clock {
        Clock(Arc::new(Mutex::new(Setting::Fixed(at))))
    }

    fn setting(&self) -> std::sync::MutexGuard<'_, Setting> {
        // A panic while holding the lock leaves a valid setting: it is only ever assigned whole.
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Stops the clock at `at`.
    pub fn set(&self, at: OffsetDateTime) {
        *self.setting() = Setting::Fixed(at);
    }

    /// Moves the clock by `by` (into the past when negative).
    pub fn advance(&self, by: Duration) {
        let mut setting = self.setting();
        *setting = match *setting {
            Setting::System(offset) => Setting::System(offset + by),
            Setting::Fixed(at) => Setting::Fixed(at + by),
        };
    }

    /// The current instant.
    pub fn instant(&self) -> OffsetDateTime {
        match *self.setting() {
            Setting::System(offset) => OffsetDateTime::now_utc() + offset,
            Setting::Fixed(at) => at,
        }
    }

    /// The current instant as stored in `created_at`, `updated_at` and the like.
    pub fn now(&self) -> String {
        stamp(self.instant())
    }

    /// Today's date in UTC, `YYYY-MM-DD`: for what belongs to no branch (a branch's day is
    /// [`crate::domain::days::local_day`] of its time zone).
    pub fn today(&self) -> String {
        self.now()[..10].to_string()
    }

    /// Today as a date (UTC).
    pub fn today_date(&self) -> time::Date {
        self.instant().date()
    }

    /// The instant `offset` from now (negative for the past), in the stored format.
    pub fn from_now(&self, offset: Duration) -> String {
        stamp(self.instant() + offset)
    }

    /// Whole seconds from now until a stored instant (rounded up; 0 if it has passed or cannot
    /// be read).
    pub fn seconds_until(&self, stamp: &str) -> u64 {
        match OffsetDateTime::parse(stamp, &time::format_description::well_known::Rfc3339) {
            Ok(at) => {
                let left = at - self.instant();
                let secs = left.whole_seconds() + i64::from(left.subsec_nanoseconds() > 0);
                secs.max(0) as u64
            }
            Err(_) => 0,
        }
    }
}

/// Formats an instant in the stored format (always UTC).
pub fn stamp(at: OffsetDateTime) -> String {
    at.to_offset(time::UtcOffset::UTC)
        .format(STAMP)
        .expect("a UTC timestamp always formats")
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
        let clock = Clock::system();
        let soon = clock.from_now(Duration::milliseconds(2500));
        assert_eq!(clock.seconds_until(&soon), 3);
        assert_eq!(
            clock.seconds_until(&clock.from_now(Duration::seconds(-5))),
            0
        );
        assert_eq!(clock.seconds_until("not a time"), 0);
    }

    #[test]
    fn a_set_clock_stays_until_moved_and_clones_share_it() {
        let clock = Clock::fixed(datetime!(2026-11-21 20:30:00 UTC));
        let shared = clock.clone();
        assert_eq!(shared.now(), "2026-11-21T20:30:00.000000Z");
        clock.advance(Duration::hours(4));
        assert_eq!(shared.today(), "2026-11-22");
        let system = Clock::system();
        let before = system.instant();
        system.advance(Duration::days(2));
        assert!(system.instant() - before >= Duration::days(2));
    }

    #[test]
    fn offsets_are_converted_to_utc() {
        assert_eq!(
            stamp(datetime!(2026-11-21 12:00:00 +2)),
            "2026-11-21T10:00:00.000000Z"
        );
    }
}
