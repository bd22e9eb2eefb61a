//! The due list's rules (DESIGN §4 "Due list", issue 17), without I/O: for each limit of an item
//! (life, overhaul, service, inspection interval, document expiry) in hours, cycles or days, the
//! next due point, what remains, the status (*dépassé*, *bientôt dû*, *OK*) and the projected date
//! from the aircraft's recent use; an item is as late as its worst limit, due as soon as its
//! earliest. Flight time is in minutes, dates `time::Date`; no floating point.

use time::{Date, Duration};

/// What a limit is measured in, with the item's figure now and the due point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    /// Flight time: the counter now and the counter at which it is due (minutes).
    Minutes {
        now: i64,
        due: i64,
    },
    Cycles {
        now: i64,
        due: i64,
    },
    /// A calendar date (the last day it is good for).
    Day {
        due: Date,
    },
}

impl Limit {
    /// A limit of `interval` hours counted from `since` minutes (a life from 0, an overhaul
    /// from the counter at the overhaul…).
    pub fn hours(now: i64, since: i64, interval_hours: i64) -> Limit {
        Limit::Minutes {
            now,
            due: since + interval_hours * 60,
        }
    }

    pub fn cycles(now: i64, since: i64, interval: i64) -> Limit {
        Limit::Cycles {
            now,
            due: since + interval,
        }
    }

    /// A limit of `interval` days from `since`: due on `since + interval` (a leap day is a day).
    pub fn days(since: Date, interval: i64) -> Limit {
        Limit::Day {
            due: since.saturating_add(Duration::days(interval)),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Status {
    Ok,
    Bientot,
    Depasse,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Ok => "ok",
            Status::Bientot => "bientot",
            Status::Depasse => "depasse",
        }
    }
}

/// How close is "soon": days, minutes of flight time, cycles (DESIGN §4: 30 days, 50 h, 50 cycles).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Thresholds {
    pub days: i64,
    pub minutes: i64,
    pub cycles: i64,
}

impl Default for Thresholds {
    fn default() -> Self {
        Thresholds {
            days: 30,
            minutes: 50 * 60,
            cycles: 50,
        }
    }
}

/// The aircraft's use over its recent logbook: minutes and cycles flown over `days` days.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Use {
    pub minutes: i64,
    pub cycles: i64,
    pub days: i64,
}

/// The window the forecast averages over.
pub const FORECAST_DAYS: i64 = 90;

/// What a limit says today.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Evaluation {
    /// Left before the due point, in the limit's unit (minutes, cycles, days); negative when past.
    pub remaining: i64,
    pub status: Status,
    /// When it falls due at the recent rate (exact for a date); `None` without recent use.
    pub projected: Option<Date>,
}

pub fn evaluate(limit: Limit, today: Date, thresholds: Thresholds, recent: Use) -> Evaluation {
    let (remaining, soon, per_window) = match limit {
        Limit::Minutes { now, due } => (due - now, thresholds.minutes, Some(recent.minutes)),
        Limit::Cycles { now, due } => (due - now, thresholds.cycles, Some(recent.cycles)),
        Limit::Day { due } => ((due - today).whole_days(), thresholds.days, None),
    };
    let status = if remaining < 0 {
        Status::Depasse
    } else if remaining <= soon {
        Status::Bientot
    } else {
        Status::Ok
    };
    let projected = match (limit, per_window) {
        (Limit::Day { due }, _) => Some(due),
        (_, _) if remaining <= 0 => Some(today),
        (_, Some(used)) if used > 0 && recent.days > 0 => {
            // remaining ÷ (used ÷ days), rounded up to a whole day.
            // Both positive here.
            let days = (remaining.unsigned_abs() as u128 * recent.days.unsigned_abs() as u128)
                .div_ceil(used.unsigned_abs() as u128);
            let days = i64::try_from(days).unwrap_or(i64::MAX);
            Some(today.saturating_add(Duration::days(days.min(365 * 200))))
        }
        _ => None,
    };
    Evaluation {
        remaining,
        status,
        projected,
    }
}

/// An item's verdict over its limits: the worst status, the earliest projected date.
pub fn whichever_first(evaluations: &[Evaluation]) -> (Status, Option<Date>) {
    let status = evaluations
        .iter()
        .map(|e| e.status)
        .max()
        .unwrap_or(Status::Ok);
    let projected = evaluations.iter().filter_map(|e| e.projected).min();
    (status, projected)
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::date;

    const TODAY: Date = date!(2026 - 11 - 24);

    fn recent(minutes: i64, cycles: i64) -> Use {
        Use {
            minutes,
            cycles,
            days: FORECAST_DAYS,
        }
    }

    #[test]
    fn hours_limits_are_ok_soon_or_past() {
        let t = Thresholds::default();
        // A life of 6 000 h, at 5 000 h: 1 000 h left.
        let life = evaluate(Limit::hours(300_000, 0, 6_000), TODAY, t, Use::default());
        assert_eq!((life.remaining, life.status), (60_000, Status::Ok));
        // 50 h left is soon; 49:59 too; 50:01 is not.
        let at = |now| evaluate(Limit::hours(now, 0, 100), TODAY, t, Use::default()).status;
        assert_eq!(at(3_000), Status::Bientot);
        assert_eq!(at(3_001), Status::Bientot);
        assert_eq!(at(2_999), Status::Ok);
        // Due now is not yet past; a minute beyond is.
        assert_eq!(at(6_000), Status::Bientot);
        assert_eq!(at(6_001), Status::Depasse);
    }

    #[test]
    fn an_overhaul_limit_counts_from_the_overhaul() {
        // Overhauled at 10 000 h, every 3 000 h: due at 13 000 h.
        let l = Limit::hours(12_000 * 60, 10_000 * 60, 3_000);
        assert_eq!(
            l,
            Limit::Minutes {
                now: 720_000,
                due: 780_000
            }
        );
        let c = Limit::cycles(9_000, 8_990, 50);
        let e = evaluate(c, TODAY, Thresholds::default(), Use::default());
        assert_eq!((e.remaining, e.status), (40, Status::Bientot));
    }

    #[test]
    fn calendar_limits_cross_month_ends_and_leap_days() {
        let t = Thresholds::default();
        // Done on 31 January 2028, every 30 days: due 1 March (2028 has a 29 February).
        assert_eq!(
            Limit::days(date!(2028 - 01 - 31), 30),
            Limit::Day {
                due: date!(2028 - 03 - 01)
            }
        );
        // A year of 365 days from 1 March 2027 lands on 29 February 2028.
        assert_eq!(
            Limit::days(date!(2027 - 03 - 01), 365),
            Limit::Day {
                due: date!(2028 - 02 - 29)
            }
        );
        // A document good until today is due today, not past; until yesterday, past.
        let today = evaluate(Limit::Day { due: TODAY }, TODAY, t, Use::default());
        assert_eq!((today.remaining, today.status), (0, Status::Bientot));
        let yesterday = evaluate(
            Limit::Day {
                due: date!(2026 - 11 - 23),
            },
            TODAY,
            t,
            Use::default(),
        );
        assert_eq!(
            (yesterday.remaining, yesterday.status),
            (-1, Status::Depasse)
        );
        let far = evaluate(
            Limit::Day {
                due: date!(2026 - 12 - 25),
            },
            TODAY,
            t,
            Use::default(),
        );
        assert_eq!((far.remaining, far.status), (31, Status::Ok));
        // Calendar dates are exact, whatever the use.
        assert_eq!(far.projected, Some(date!(2026 - 12 - 25)));
    }

    #[test]
    fn the_forecast_follows_the_last_ninety_days() {
        let t = Thresholds::default();
        // 90 h flown in 90 days: 1 h a day; 100 h left → in 100 days.
        let e = evaluate(Limit::hours(0, 0, 100), TODAY, t, recent(90 * 60, 45));
        assert_eq!(e.projected, Some(date!(2027 - 03 - 04)));
        // 45 cycles in 90 days; 10 left → 20 days.
        let c = evaluate(Limit::cycles(0, 0, 10), TODAY, t, recent(90 * 60, 45));
        assert_eq!(c.projected, Some(date!(2026 - 12 - 14)));
        // A part of a day counts as the day: 1 minute left at 1 h a day → tomorrow.
        let m = evaluate(
            Limit::Minutes { now: 99, due: 100 },
            TODAY,
            t,
            recent(90 * 60, 0),
        );
        assert_eq!(m.projected, Some(date!(2026 - 11 - 25)));
        // No flight in 90 days: no forecast in hours or cycles.
        let idle = evaluate(Limit::hours(0, 0, 100), TODAY, t, Use::default());
        assert_eq!(idle.projected, None);
        // Already past: today.
        let past = evaluate(Limit::Cycles { now: 11, due: 10 }, TODAY, t, Use::default());
        assert_eq!(past.projected, Some(TODAY));
    }

    #[test]
    fn whichever_comes_first_decides() {
        let t = Thresholds::default();
        let used = recent(90 * 60, 90);
        let hours = evaluate(Limit::hours(0, 0, 1_000), TODAY, t, used); // in 1 000 days
        let cycles = evaluate(Limit::cycles(0, 0, 40), TODAY, t, used); // 40 days, soon
        let days = evaluate(Limit::days(TODAY, 365), TODAY, t, used);
        let (status, projected) = whichever_first(&[hours, cycles, days]);
        assert_eq!(status, Status::Bientot);
        assert_eq!(projected, Some(date!(2027 - 01 - 03)));
        let late = evaluate(
            Limit::Day {
                due: date!(2026 - 01 - 01),
            },
            TODAY,
            t,
            used,
        );
        assert_eq!(whichever_first(&[hours, late]).0, Status::Depasse);
        assert_eq!(whichever_first(&[]), (Status::Ok, None));
    }
}
