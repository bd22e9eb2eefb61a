//! Periods of days for the dashboard and the reports: their bounds, and how they are cut into
//! days, weeks (from Monday) or months. No I/O.

use time::{Date, Duration, Month};

/// The longest period a figure may cover, in days (five years, with their leap days).
pub const MAX_DAYS: i64 = 5 * 365 + 2;

/// How a period is cut for series and reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GroupBy {
    Day,
    Week,
    Month,
}

impl GroupBy {
    pub fn parse(text: &str) -> Option<GroupBy> {
        match text {
            "day" => Some(GroupBy::Day),
            "week" => Some(GroupBy::Week),
            "month" => Some(GroupBy::Month),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            GroupBy::Day => "day",
            GroupBy::Week => "week",
            GroupBy::Month => "month",
        }
    }

    /// The cut a chart of `days` days reads best in: days up to two months, weeks up to half a
    /// year, months beyond.
    pub fn for_span(days: i64) -> GroupBy {
        match days {
            ..=62 => GroupBy::Day,
            63..=190 => GroupBy::Week,
            _ => GroupBy::Month,
        }
    }

    /// The first day of the bucket holding `day`.
    pub fn start(self, day: Date) -> Date {
        match self {
            GroupBy::Day => day,
            GroupBy::Week => {
                day - Duration::days(i64::from(day.weekday().number_days_from_monday()))
            }
            GroupBy::Month => day.replace_day(1).expect("every month has a first day"),
        }
    }

    /// The first day of the bucket after the one starting at `start`.
    fn next(self, start: Date) -> Date {
        match self {
            GroupBy::Day => start + Duration::days(1),
            GroupBy::Week => start + Duration::days(7),
            GroupBy::Month => {
                let (year, month) = match start.month() {
                    Month::December => (start.year() + 1, Month::January),
                    m => (start.year(), m.next()),
                };
                Date::from_calendar_date(year, month, 1).expect("the first of a month exists")
            }
        }
    }
}

/// Why a period is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PeriodError {
    Reversed,
    TooLong,
}

/// A period of whole days, both ends included.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Period {
    pub from: Date,
    pub to: Date,
}

impl Period {
    pub fn new(from: Date, to: Date) -> Result<Period, PeriodError> {
        if to < from {
            return Err(PeriodError::Reversed);
        }
        let period = Period { from, to };
        if period.days() > MAX_DAYS {
            return Err(PeriodError::TooLong);
        }
        Ok(period)
    }

    /// How many days it covers.
    pub fn days(&self) -> i64 {
        (self.to - self.from).whole_days() + 1
    }

    /// The first day of each bucket that meets the period, oldest first (the first bucket may
    /// start before `from`).
    pub fn buckets(&self, group: GroupBy) -> Vec<Date> {
        let mut starts = Vec::new();
        let mut start = group.start(self.from);
        while start <= self.to {
            starts.push(start);
            start = group.next(start);
        }
        starts
    }
}

/// `YYYY-MM-DD`.
pub fn iso(d: Date) -> String {
    format!("{:04}-{:02}-{:02}", d.year(), u8::from(d.month()), d.day())
}

/// Reads `YYYY-MM-DD`.
pub fn parse_iso(text: &str) -> Option<Date> {
    Date::parse(
        text,
        time::macros::format_description!("[year]-[month]-[day]"),
    )
    .ok()
}

/// The day after `YYYY-MM-DD` (the same text if it is not a date, or the last one).
pub fn next_day(text: &str) -> String {
    parse_iso(text)
        .and_then(Date::next_day)
        .map(iso)
        .unwrap_or_else(|| text.to_string())
}

/// Days from `a` to `b` (`YYYY-MM-DD`; negative when `b` comes first), if both are dates.
pub fn days_between(a: &str, b: &str) -> Option<i64> {
    Some((parse_iso(b)? - parse_iso(a)?).whole_days())
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::date;

    #[test]
    fn days_follow_the_calendar() {
        assert_eq!(next_day("2028-02-28"), "2028-02-29");
        assert_eq!(next_day("2026-12-31"), "2027-01-01");
        assert_eq!(days_between("2026-01-01", "2026-03-01"), Some(59));
        assert_eq!(days_between("2026-03-01", "2026-01-01"), Some(-59));
        assert_eq!(days_between("x", "2026-01-01"), None);
    }

    #[test]
    fn periods_are_checked() {
        assert_eq!(
            Period::new(date!(2026 - 11 - 02), date!(2026 - 11 - 01)),
            Err(PeriodError::Reversed)
        );
        let one_day = Period::new(date!(2026 - 11 - 01), date!(2026 - 11 - 01)).unwrap();
        assert_eq!(one_day.days(), 1);
        // Five years with their leap day fit; a day more does not.
        assert!(Period::new(date!(2021 - 11 - 25), date!(2026 - 11 - 24)).is_ok());
        assert_eq!(
            Period::new(date!(2021 - 11 - 22), date!(2026 - 11 - 24)),
            Err(PeriodError::TooLong)
        );
    }

    #[test]
    fn weeks_start_on_monday_and_months_on_the_first() {
        // 2026-11-24 is a Tuesday.
        assert_eq!(
            GroupBy::Week.start(date!(2026 - 11 - 24)),
            date!(2026 - 11 - 23)
        );
        assert_eq!(
            GroupBy::Week.start(date!(2026 - 11 - 23)),
            date!(2026 - 11 - 23)
        );
        assert_eq!(
            GroupBy::Week.start(date!(2026 - 11 - 22)),
            date!(2026 - 11 - 16)
        );
        assert_eq!(
            GroupBy::Month.start(date!(2024 - 02 - 29)),
            date!(2024 - 02 - 01)
        );
    }

    #[test]
    fn buckets_cover_the_period() {
        let p = Period::new(date!(2025 - 12 - 30), date!(2026 - 02 - 01)).unwrap();
        assert_eq!(
            p.buckets(GroupBy::Month),
            vec![
                date!(2025 - 12 - 01),
                date!(2026 - 01 - 01),
                date!(2026 - 02 - 01)
            ]
        );
        assert_eq!(p.buckets(GroupBy::Day).len(), 34);
        let weeks = p.buckets(GroupBy::Week);
        assert_eq!(weeks.first(), Some(&date!(2025 - 12 - 29)));
        assert_eq!(weeks.last(), Some(&date!(2026 - 01 - 26)));
        assert_eq!(weeks.len(), 5);
    }

    #[test]
    fn charts_pick_a_readable_cut() {
        assert_eq!(GroupBy::for_span(1), GroupBy::Day);
        assert_eq!(GroupBy::for_span(62), GroupBy::Day);
        assert_eq!(GroupBy::for_span(63), GroupBy::Week);
        assert_eq!(GroupBy::for_span(366), GroupBy::Month);
    }
}
