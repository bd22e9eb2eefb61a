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

/// Which limit of an item a due point belongs to (DESIGN §4 "Due list").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LimitKind {
    /// Since new, never extended.
    Life,
    /// Since the last overhaul (or, never overhauled, since it went into service).
    Overhaul,
    /// Since its current installation.
    Service,
    /// An inspection programme item since its last performance.
    Inspection,
    /// A document's expiry date.
    Expiry,
}

impl LimitKind {
    pub fn as_str(self) -> &'static str {
        match self {
            LimitKind::Life => "life",
            LimitKind::Overhaul => "overhaul",
            LimitKind::Service => "service",
            LimitKind::Inspection => "inspection",
            LimitKind::Expiry => "expiry",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dimension {
    Hours,
    Cycles,
    Days,
}

impl Dimension {
    pub fn as_str(self) -> &'static str {
        match self {
            Dimension::Hours => "hours",
            Dimension::Cycles => "cycles",
            Dimension::Days => "days",
        }
    }
}

/// One limit of an item: what it is, its interval (hours, cycles or days; none for a document)
/// and its due point — `None` when it cannot be known (an inspection never performed).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Due {
    pub kind: LimitKind,
    pub dimension: Dimension,
    pub interval: Option<i64>,
    pub limit: Option<Limit>,
}

/// A limit assessed today: what is left (none when the due point is unknown), the status, the
/// projected date.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Assessment {
    pub due: Due,
    pub remaining: Option<i64>,
    pub status: Status,
    pub projected: Option<Date>,
}

/// Assesses a limit; an unknown due point is due now: *dépassé* until the item is recorded.
pub fn assess(due: Due, today: Date, thresholds: Thresholds, recent: Use) -> Assessment {
    match due.limit {
        Some(limit) => {
            let e = evaluate(limit, today, thresholds, recent);
            Assessment {
                due,
                remaining: Some(e.remaining),
                status: e.status,
                projected: e.projected,
            }
        }
        None => Assessment {
            due,
            remaining: None,
            status: Status::Depasse,
            projected: Some(today),
        },
    }
}

/// A piece's limits as entered (hours, cycles, days; `None`: no such limit).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PieceLimits {
    pub hour_life: Option<i64>,
    pub cycle_life: Option<i64>,
    pub hour_revision: Option<i64>,
    pub cycle_revision: Option<i64>,
    pub day_revision: Option<i64>,
    pub hour_service: Option<i64>,
    pub cycle_service: Option<i64>,
    pub day_service: Option<i64>,
}

/// Where a piece is installed now: since when, and what its host has flown since (which the
/// piece flew with it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InService {
    pub since: Date,
    pub minutes: i64,
    pub cycles: i64,
}

/// What the due list needs of a piece: its counters (minutes, cycles), when it went into service
/// (`dateInstatallationLife`), its last overhaul, its current installation, its limits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    pub tsn: i64,
    pub tso: i64,
    pub csn: i64,
    pub cso: i64,
    pub in_service_on: Date,
    pub overhauled_on: Option<Date>,
    pub installed: Option<InService>,
    pub limits: PieceLimits,
}

/// A piece's due points: life from new (TSN/CSN), overhaul from the last overhaul (TSO/CSO; in
/// days from the overhaul, or from its going into service when never overhauled), service from
/// its current installation (a piece in store has no service limit running).
pub fn piece_dues(p: &Piece) -> Vec<Due> {
    use Dimension::*;
    use LimitKind::*;
    let l = p.limits;
    let mut dues = Vec::new();
    let mut push = |kind, dimension, interval: Option<i64>, limit: &dyn Fn(i64) -> Limit| {
        if let Some(i) = interval {
            dues.push(Due {
                kind,
                dimension,
                interval: Some(i),
                limit: Some(limit(i)),
            });
        }
    };
    push(Life, Hours, l.hour_life, &|i| Limit::hours(p.tsn, 0, i));
    push(Life, Cycles, l.cycle_life, &|i| Limit::cycles(p.csn, 0, i));
    push(Overhaul, Hours, l.hour_revision, &|i| {
        Limit::hours(p.tso, 0, i)
    });
    push(Overhaul, Cycles, l.cycle_revision, &|i| {
        Limit::cycles(p.cso, 0, i)
    });
    let overhaul_from = p.overhauled_on.unwrap_or(p.in_service_on);
    push(Overhaul, Days, l.day_revision, &|i| {
        Limit::days(overhaul_from, i)
    });
    if let Some(s) = p.installed {
        push(Service, Hours, l.hour_service, &|i| {
            Limit::hours(s.minutes, 0, i)
        });
        push(Service, Cycles, l.cycle_service, &|i| {
            Limit::cycles(s.cycles, 0, i)
        });
        push(Service, Days, l.day_service, &|i| Limit::days(s.since, i));
    }
    dues
}

/// An inspection item's due points from its last performance (the aircraft's minutes, cycles
/// and the date then) and the aircraft's counters now; never performed, every interval it has
/// is due now.
pub fn inspection_dues(
    interval: crate::airworthiness::Interval,
    done: Option<(i64, i64, Date)>,
    now: (i64, i64),
) -> Vec<Due> {
    use Dimension::*;
    let mut dues = Vec::new();
    let mut push =
        |dimension, every: Option<i64>, limit: &dyn Fn(i64, (i64, i64, Date)) -> Limit| {
            if let Some(i) = every {
                dues.push(Due {
                    kind: LimitKind::Inspection,
                    dimension,
                    interval: Some(i),
                    limit: done.map(|d| limit(i, d)),
                });
            }
        };
    push(Hours, interval.hours, &|i, d| Limit::hours(now.0, d.0, i));
    push(Cycles, interval.cycles, &|i, d| {
        Limit::cycles(now.1, d.1, i)
    });
    push(Days, interval.days, &|i, d| Limit::days(d.2, i));
    dues
}

/// A document's due point: its expiry date (the last day it is good for); none without one.
pub fn document_due(expires: Option<Date>) -> Option<Due> {
    expires.map(|d| Due {
        kind: LimitKind::Expiry,
        dimension: Dimension::Days,
        interval: None,
        limit: Some(Limit::Day { due: d }),
    })
}

/// The order of the list: by projected date (unknown last), the worst status first, then what
/// is left.
pub fn list_order(a: &Assessment, b: &Assessment) -> std::cmp::Ordering {
    let projected = |x: &Assessment| (x.projected.is_none(), x.projected);
    projected(a)
        .cmp(&projected(b))
        .then(b.status.cmp(&a.status))
}

/// Of an aircraft's documents with the same description (case and spaces aside), only the one
/// good for longest is in force — a renewal entered as a new document replaces the old one's
/// expiry; one without expiry replaces every other. `docs`: (aircraft, description, expiry).
pub fn in_force(docs: &[(i64, &str, Option<Date>)]) -> Vec<bool> {
    use std::collections::HashMap;
    let key = |(plane, description, _): &(i64, &str, Option<Date>)| {
        (
            *plane,
            description
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
                .to_lowercase(),
        )
    };
    // The index of the one in force for each key: no expiry beats any date, a later date an
    // earlier one, the later entered (higher index) a tie.
    let mut best: HashMap<(i64, String), usize> = HashMap::new();
    for (i, d) in docs.iter().enumerate() {
        let rank = |e: Option<Date>| (e.is_none(), e);
        best.entry(key(d))
            .and_modify(|b| {
                if rank(d.2) >= rank(docs[*b].2) {
                    *b = i;
                }
            })
            .or_insert(i);
    }
    docs.iter()
        .enumerate()
        .map(|(i, d)| best.get(&key(d)) == Some(&i))
        .collect()
}

/// How late an item past due is: flight time (minutes), cycles, days; or never performed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Late {
    Minutes(i64),
    Cycles(i64),
    Days(i64),
    Never,
}

impl Assessment {
    /// Whether it belongs in a list looking `days` ahead: past due or due soon whatever its
    /// date, otherwise projected within them (unknown: not).
    pub fn within(&self, today: Date, days: i64) -> bool {
        self.status != Status::Ok
            || self
                .projected
                .is_some_and(|p| p <= today.saturating_add(Duration::days(days)))
    }

    /// How late it is (meaningful when *dépassé*).
    pub fn late(&self) -> Late {
        match (self.remaining, self.due.dimension) {
            (None, _) => Late::Never,
            (Some(r), Dimension::Hours) => Late::Minutes(-r),
            (Some(r), Dimension::Cycles) => Late::Cycles(-r),
            (Some(r), Dimension::Days) => Late::Days(-r),
        }
    }
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

    fn piece(limits: PieceLimits) -> Piece {
        Piece {
            // 1 200 h and 900 cycles since new; 200 h and 150 cycles since the overhaul.
            tsn: 72_000,
            tso: 12_000,
            csn: 900,
            cso: 150,
            in_service_on: date!(2020 - 02 - 29),
            overhauled_on: Some(date!(2025 - 12 - 01)),
            installed: Some(InService {
                since: date!(2026 - 10 - 31),
                minutes: 3_000,
                cycles: 20,
            }),
            limits,
        }
    }

    fn points(dues: &[Due]) -> Vec<(LimitKind, Dimension, Option<Limit>)> {
        dues.iter()
            .map(|d| (d.kind, d.dimension, d.limit))
            .collect()
    }

    #[test]
    fn a_piece_has_life_overhaul_and_service_limits_in_each_dimension() {
        use Dimension::*;
        use LimitKind::*;
        let every = PieceLimits {
            hour_life: Some(1_250),
            cycle_life: Some(1_000),
            hour_revision: Some(600),
            cycle_revision: Some(160),
            day_revision: Some(365),
            hour_service: Some(100),
            cycle_service: Some(30),
            day_service: Some(30),
        };
        let p = piece(every);
        assert_eq!(
            points(&piece_dues(&p)),
            vec![
                // Life from new: due at 1 250 h, 1 000 cycles.
                (
                    Life,
                    Hours,
                    Some(Limit::Minutes {
                        now: 72_000,
                        due: 75_000
                    })
                ),
                (
                    Life,
                    Cycles,
                    Some(Limit::Cycles {
                        now: 900,
                        due: 1_000
                    })
                ),
                // Overhaul from the overhaul: TSO 200 h of 600, CSO 150 of 160, a year after it.
                (
                    Overhaul,
                    Hours,
                    Some(Limit::Minutes {
                        now: 12_000,
                        due: 36_000
                    })
                ),
                (Overhaul, Cycles, Some(Limit::Cycles { now: 150, due: 160 })),
                (
                    Overhaul,
                    Days,
                    Some(Limit::Day {
                        due: date!(2026 - 12 - 01)
                    })
                ),
                // Service from the installation: 50 h and 20 cycles flown since, 30 days on.
                (
                    Service,
                    Hours,
                    Some(Limit::Minutes {
                        now: 3_000,
                        due: 6_000
                    })
                ),
                (Service, Cycles, Some(Limit::Cycles { now: 20, due: 30 })),
                (
                    Service,
                    Days,
                    Some(Limit::Day {
                        due: date!(2026 - 11 - 30)
                    })
                ),
            ]
        );
        let status = |d: &Due| assess(*d, TODAY, Thresholds::default(), Use::default()).status;
        let statuses: Vec<Status> = piece_dues(&p).iter().map(status).collect();
        assert_eq!(
            statuses,
            vec![
                Status::Bientot, // 50 h left of life: soon is ≤ 50 h
                Status::Ok,      // 100 cycles left
                Status::Ok,      // 400 h
                Status::Bientot, // 10 cycles
                Status::Bientot, // 7 days
                Status::Bientot, // 50 h
                Status::Bientot, // 10 cycles
                Status::Bientot, // 6 days
            ]
        );
        // Never overhauled: the calendar overhaul counts from its going into service, a leap day.
        let fresh = Piece {
            overhauled_on: None,
            ..p
        };
        let days = piece_dues(&fresh)
            .into_iter()
            .find(|d| (d.kind, d.dimension) == (Overhaul, Days))
            .unwrap();
        assert_eq!(
            days.limit,
            Some(Limit::Day {
                due: date!(2021 - 02 - 28)
            })
        );
        // In store: no service limit runs; life and overhaul still do.
        let stored = Piece {
            installed: None,
            ..p
        };
        assert!(piece_dues(&stored).iter().all(|d| d.kind != Service));
        assert_eq!(piece_dues(&stored).len(), 5);
        // No limits entered: nothing is due.
        assert!(piece_dues(&piece(PieceLimits::default())).is_empty());
    }

    #[test]
    fn an_inspection_is_due_from_its_last_performance_and_at_once_when_never_done() {
        use crate::airworthiness::Interval;
        let every = Interval {
            hours: Some(100),
            cycles: Some(200),
            days: Some(365),
        };
        // Done at 1 000 h / 700 cycles on 2026-01-01; the aircraft is at 1 060 h / 880 cycles.
        let dues = inspection_dues(
            every,
            Some((60_000, 700, date!(2026 - 01 - 01))),
            (63_600, 880),
        );
        let assessed: Vec<(Option<i64>, Status)> = dues
            .iter()
            .map(|d| {
                let a = assess(*d, TODAY, Thresholds::default(), Use::default());
                (a.remaining, a.status)
            })
            .collect();
        assert_eq!(
            assessed,
            vec![
                (Some(2_400), Status::Bientot), // 40 h left
                (Some(20), Status::Bientot),    // 20 cycles
                (Some(38), Status::Ok),         // due 2027-01-01
            ]
        );
        // Never done: each interval is due now, with nothing to count from.
        let never = inspection_dues(every, None, (63_600, 880));
        assert_eq!(never.len(), 3);
        for d in never {
            let a = assess(d, TODAY, Thresholds::default(), recent(6_000, 90));
            assert_eq!(
                (a.remaining, a.status, a.projected),
                (None, Status::Depasse, Some(TODAY))
            );
        }
        // Only the intervals it has.
        let hours_only = Interval {
            hours: Some(50),
            ..Interval::default()
        };
        assert_eq!(inspection_dues(hours_only, None, (0, 0)).len(), 1);
    }

    #[test]
    fn a_document_is_good_through_its_expiry_day() {
        let t = Thresholds::default();
        let on = |expiry| {
            let a = assess(
                document_due(Some(expiry)).unwrap(),
                TODAY,
                t,
                Use::default(),
            );
            (a.remaining, a.status, a.projected)
        };
        assert_eq!(on(TODAY), (Some(0), Status::Bientot, Some(TODAY)));
        assert_eq!(
            on(date!(2026 - 11 - 12)),
            (Some(-12), Status::Depasse, Some(date!(2026 - 11 - 12)))
        );
        assert_eq!(on(date!(2026 - 12 - 25)).1, Status::Ok);
        assert_eq!(document_due(None), None);
    }

    #[test]
    fn a_renewal_entered_as_a_new_document_replaces_the_old_expiry() {
        let docs = [
            (1, "Assurance", Some(date!(2026 - 11 - 12))),
            (1, "  assurance ", Some(date!(2027 - 11 - 12))),
            (2, "Assurance", Some(date!(2026 - 11 - 12))),
            (1, "CDN", Some(date!(2026 - 12 - 15))),
            (1, "CDN", None),
            (1, "Licence radio", Some(date!(2026 - 01 - 01))),
            (1, "Licence radio", Some(date!(2026 - 01 - 01))),
        ];
        assert_eq!(
            in_force(&docs),
            vec![false, true, true, false, true, false, true]
        );
    }

    #[test]
    fn the_list_reads_by_projected_date_worst_first_unknown_last() {
        let a = |status, projected| Assessment {
            due: document_due(Some(TODAY)).unwrap(),
            remaining: Some(0),
            status,
            projected,
        };
        let mut list = [
            a(Status::Ok, None),
            a(Status::Bientot, Some(date!(2026 - 12 - 01))),
            a(Status::Ok, Some(TODAY)),
            a(Status::Depasse, Some(TODAY)),
            a(Status::Depasse, Some(date!(2026 - 11 - 12))),
        ];
        list.sort_by(list_order);
        let seen: Vec<(Status, Option<Date>)> =
            list.iter().map(|x| (x.status, x.projected)).collect();
        assert_eq!(
            seen,
            vec![
                (Status::Depasse, Some(date!(2026 - 11 - 12))),
                (Status::Depasse, Some(TODAY)),
                (Status::Ok, Some(TODAY)),
                (Status::Bientot, Some(date!(2026 - 12 - 01))),
                (Status::Ok, None),
            ]
        );
    }

    #[test]
    fn a_horizon_keeps_what_is_late_or_soon_and_what_falls_due_within_it() {
        let a = |status, projected| Assessment {
            due: document_due(Some(TODAY)).unwrap(),
            remaining: Some(0),
            status,
            projected,
        };
        let in_90 = Some(date!(2027 - 02 - 22));
        assert!(a(Status::Ok, in_90).within(TODAY, 90));
        assert!(!a(Status::Ok, in_90).within(TODAY, 89));
        assert!(!a(Status::Ok, None).within(TODAY, 3650));
        // Late or soon stays, however far its projection.
        assert!(a(Status::Depasse, None).within(TODAY, 1));
        assert!(a(Status::Bientot, Some(date!(2030 - 01 - 01))).within(TODAY, 1));
    }
}
