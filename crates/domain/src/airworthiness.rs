//! Airworthiness counters (invariant 5), without I/O: what an aircraft's, a component's or a
//! piece's flight time and cycles are, given its baseline, its last overhaul, its installations
//! and the logbook entries of the aircraft it flew on. The database keeps the same figures with
//! each write (`db::counters`); the API tests compare the two.
//!
//! Dates are `YYYY-MM-DD` text, whose order is the calendar's. A baseline holds at the start of its
//! date; an installation covers the days from `from` (included) to `to` (excluded).

/// Flight time (minutes) and cycles since new and since the last overhaul.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counters {
    pub tsn: i64,
    pub tso: i64,
    pub csn: i64,
    pub cso: i64,
}

/// The counters entered for an item as they were at the start of `date`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Baseline {
    pub date: String,
    pub counters: Counters,
}

/// A flight of the logbook: its date, minutes and cycles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Flight<'a> {
    pub date: &'a str,
    pub minutes: i64,
    pub cycles: i64,
}

/// Days `[from, to)` an item spent on a host (`to` `None`: still there).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stint {
    pub host: i64,
    pub from: String,
    pub to: Option<String>,
}

impl Stint {
    pub fn covers(&self, date: &str) -> bool {
        self.from.as_str() <= date && self.to.as_deref().is_none_or(|to| date < to)
    }
}

/// Whether a flight of `plane` on `date` counts for an item whose stints are `stints`: directly on
/// the aircraft, or on a component (its own stints given by `component_stints`) that was on it.
pub fn flew_with(
    stints: &[Stint],
    component_stints: impl Fn(i64) -> Vec<Stint>,
    plane: i64,
    date: &str,
) -> bool {
    stints.iter().filter(|s| s.covers(date)).any(|s| {
        s.host == plane
            || component_stints(s.host)
                .iter()
                .any(|c| c.host == plane && c.covers(date))
    })
}

/// An item's counters: its baseline plus the flights it made (already chosen by installation)
/// dated on or after the baseline; since overhaul only after the overhaul's date, or from the
/// baseline when it was never overhauled since. An overhaul, like an inspection, takes the
/// counters at the end of its day: that day's flights count before it, whenever they are logged.
pub fn counters<'a>(
    baseline: &Baseline,
    overhauled_on: Option<&str>,
    flights: impl IntoIterator<Item = &'a Flight<'a>>,
) -> Counters {
    let mut c = match overhauled_on {
        Some(_) => Counters {
            tso: 0,
            cso: 0,
            ..baseline.counters
        },
        None => baseline.counters,
    };
    for f in flights {
        if f.date < baseline.date.as_str() {
            continue;
        }
        c.tsn += f.minutes;
        c.csn += f.cycles;
        let since_overhaul = match overhauled_on {
            Some(day) => f.date > day,
            None => true,
        };
        if since_overhaul {
            c.tso += f.minutes;
            c.cso += f.cycles;
        }
    }
    c
}

/// An inspection item's interval: whole hours, cycles, days (each optional).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Interval {
    pub hours: Option<i64>,
    pub cycles: Option<i64>,
    pub days: Option<i64>,
}

/// When an item was last done: the aircraft's minutes and cycles then, and the date.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Done<'a> {
    pub minutes: i64,
    pub cycles: i64,
    pub date: &'a str,
}

/// What is left before an inspection item is due again: minutes, cycles, days (negative when
/// overdue; `None` for an interval not set, or an item never done). `now` is the aircraft's
/// flight time and cycles now.
pub fn left_before_next(
    interval: Interval,
    done: Option<Done<'_>>,
    now: (i64, i64),
    today: &str,
) -> (Option<i64>, Option<i64>, Option<i64>) {
    let Some(done) = done else {
        return (None, None, None);
    };
    (
        interval.hours.map(|h| done.minutes + h * 60 - now.0),
        interval.cycles.map(|c| done.cycles + c - now.1),
        interval
            .days
            .and_then(|d| crate::period::days_between(today, done.date).map(|since| since + d)),
    )
}

/// `HHHH:MM` as the counters are shown (`5403` minutes → `90:03`).
pub fn hours_minutes(minutes: i64) -> String {
    let sign = if minutes < 0 { "-" } else { "" };
    let m = minutes.unsigned_abs();
    format!("{sign}{}:{:02}", m / 60, m % 60)
}

// ---- the logbook ----

/// An aircraft flies at most a day's minutes in a day.
pub const DAY_MINUTES: i64 = 24 * 60;

/// Logging a flight of `minutes` on a day the aircraft already flew `flown` minutes (its other
/// entries): answers the minutes left that day when it would exceed 24 h.
pub fn plan_flight(flown: i64, minutes: i64) -> Result<(), i64> {
    if flown.saturating_add(minutes) > DAY_MINUTES {
        Err((DAY_MINUTES - flown).max(0))
    } else {
        Ok(())
    }
}

// ---- installing, removing, overhauling ----

/// Why an installation, a removal or an overhaul cannot be made as asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveRefusal {
    /// The position holds another component (then, or since), on this aircraft.
    PositionTaken {
        disposition: i64,
        number: i64,
        plane: String,
    },
    AlreadyInstalled,
    NotInstalled,
    /// The date may not come before this date.
    NotBefore(String),
}

/// A position on an aircraft, with the component stints it had (its registration is named when
/// taken).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    pub plane: String,
    pub disposition: i64,
    pub number: i64,
    pub stints: Vec<Stint>,
}

/// Installing an item that had these `stints` from `date`, at `position` for a component on an
/// aircraft: not while it is installed somewhere, not before it was last removed, and not at a
/// position another component holds on that date or later.
pub fn plan_install(
    stints: &[Stint],
    position: Option<&Position>,
    date: &str,
) -> Result<(), MoveRefusal> {
    if stints.iter().any(|s| s.to.is_none()) {
        return Err(MoveRefusal::AlreadyInstalled);
    }
    if let Some(last) = stints.iter().filter_map(|s| s.to.as_deref()).max()
        && last > date
    {
        return Err(MoveRefusal::NotBefore(last.to_string()));
    }
    if let Some(p) = position
        && p.stints
            .iter()
            .any(|s| s.to.as_deref().is_none_or(|to| to > date))
    {
        return Err(MoveRefusal::PositionTaken {
            disposition: p.disposition,
            number: p.number,
            plane: p.plane.clone(),
        });
    }
    Ok(())
}

/// Removing an item (its open stint, if installed) on `date`: not before it was installed.
pub fn plan_removal(open: Option<&Stint>, date: &str) -> Result<(), MoveRefusal> {
    let stint = open
        .filter(|s| s.to.is_none())
        .ok_or(MoveRefusal::NotInstalled)?;
    if date < stint.from.as_str() {
        return Err(MoveRefusal::NotBefore(stint.from.clone()));
    }
    Ok(())
}

/// An overhaul on `date` of an item whose counters start on `base_date`, last overhauled on
/// `last`: not before either (its TSO/CSO count from zero from that date).
pub fn plan_overhaul(base_date: &str, last: Option<&str>, date: &str) -> Result<(), MoveRefusal> {
    let floor = last.filter(|l| *l > base_date).unwrap_or(base_date);
    if date < floor {
        return Err(MoveRefusal::NotBefore(floor.to_string()));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_aircraft_flies_at_most_24_hours_a_day() {
        assert_eq!(plan_flight(0, 1440), Ok(()));
        assert_eq!(plan_flight(1380, 60), Ok(()));
        assert_eq!(plan_flight(1380, 61), Err(60));
        assert_eq!(plan_flight(4920, 1), Err(0), "already over: nothing left");
        assert_eq!(plan_flight(0, i64::MAX), Err(1440));
    }

    fn stint(from: &str, to: Option<&str>) -> Stint {
        Stint {
            host: 1,
            from: from.into(),
            to: to.map(str::to_string),
        }
    }

    #[test]
    fn an_item_is_installed_once_after_its_last_removal_at_a_free_position() {
        let removed = [stint("2024-01-01", Some("2025-03-01"))];
        assert_eq!(plan_install(&removed, None, "2025-03-01"), Ok(()));
        assert_eq!(
            plan_install(&removed, None, "2025-02-28"),
            Err(MoveRefusal::NotBefore("2025-03-01".into()))
        );
        let installed = [stint("2025-03-01", None)];
        assert_eq!(
            plan_install(&installed, None, "2026-01-01"),
            Err(MoveRefusal::AlreadyInstalled)
        );
        let mut position = Position {
            plane: "9Q-ABC".into(),
            disposition: 2,
            number: 1,
            stints: vec![stint("2024-01-01", Some("2025-06-01"))],
        };
        // Free from the day the other component left; taken before.
        assert_eq!(plan_install(&[], Some(&position), "2025-06-01"), Ok(()));
        assert_eq!(
            plan_install(&[], Some(&position), "2025-05-31"),
            Err(MoveRefusal::PositionTaken {
                disposition: 2,
                number: 1,
                plane: "9Q-ABC".into()
            })
        );
        position.stints.push(stint("2025-07-01", None));
        assert!(matches!(
            plan_install(&[], Some(&position), "2030-01-01"),
            Err(MoveRefusal::PositionTaken { .. })
        ));
    }

    #[test]
    fn removals_and_overhauls_never_go_back_in_time() {
        let open = stint("2025-03-01", None);
        assert_eq!(plan_removal(Some(&open), "2025-03-01"), Ok(()));
        assert_eq!(
            plan_removal(Some(&open), "2025-02-01"),
            Err(MoveRefusal::NotBefore("2025-03-01".into()))
        );
        assert_eq!(
            plan_removal(None, "2025-03-01"),
            Err(MoveRefusal::NotInstalled)
        );
        let closed = stint("2025-03-01", Some("2025-04-01"));
        assert_eq!(
            plan_removal(Some(&closed), "2025-05-01"),
            Err(MoveRefusal::NotInstalled)
        );
        assert_eq!(plan_overhaul("2024-01-01", None, "2024-01-01"), Ok(()));
        assert_eq!(
            plan_overhaul("2024-01-01", Some("2025-01-01"), "2024-12-31"),
            Err(MoveRefusal::NotBefore("2025-01-01".into()))
        );
        assert_eq!(
            plan_overhaul("2024-06-01", Some("2024-01-01"), "2024-05-01"),
            Err(MoveRefusal::NotBefore("2024-06-01".into()))
        );
    }

    /// Random installations and removals of components at two positions through the plans: no
    /// component has two open stints, stints never overlap in time, and no position holds two
    /// components on any day.
    #[test]
    fn random_installs_never_put_two_components_at_one_position() {
        let mut rng = crate::freight::tests::Rng::new(3);
        let day = |n: i64| format!("2025-{:02}-{:02}", 1 + n / 28, 1 + n % 28);
        let mut accepted = 0;
        for _ in 0..300 {
            // Stints of 4 components; at which position (0 or 1) each was.
            let mut items: Vec<Vec<(Stint, usize)>> = vec![Vec::new(); 4];
            let mut today = 0;
            for _ in 0..40 {
                today += rng.below(4);
                let when = day((today - rng.below(3)).clamp(0, 300));
                let i = rng.below(4) as usize;
                let open = items[i].iter().find(|(s, _)| s.to.is_none()).cloned();
                if rng.below(2) == 0 {
                    let at = rng.below(2) as usize;
                    let position = Position {
                        plane: "9Q-ABC".into(),
                        disposition: 1,
                        number: at as i64,
                        stints: items
                            .iter()
                            .flatten()
                            .filter(|(_, p)| *p == at)
                            .map(|(s, _)| s.clone())
                            .collect(),
                    };
                    let stints: Vec<Stint> = items[i].iter().map(|(s, _)| s.clone()).collect();
                    if plan_install(&stints, Some(&position), &when).is_ok() {
                        accepted += 1;
                        items[i].push((stint(&when, None), at));
                    }
                } else if plan_removal(open.as_ref().map(|(s, _)| s), &when).is_ok() {
                    accepted += 1;
                    let open = items[i].iter_mut().find(|(s, _)| s.to.is_none()).unwrap();
                    open.0.to = Some(when);
                }
                for stints in &items {
                    assert!(stints.iter().filter(|(s, _)| s.to.is_none()).count() <= 1);
                }
                for at in 0..2 {
                    let mut held: Vec<&Stint> = items
                        .iter()
                        .flatten()
                        .filter(|(_, p)| *p == at)
                        .map(|(s, _)| s)
                        .collect();
                    // By start; a stint of no day (installed and removed on one date) before one
                    // that starts that day.
                    held.sort_by_key(|s| (s.from.clone(), s.to.is_none(), s.to.clone()));
                    for pair in held.windows(2) {
                        let end = pair[0].to.as_deref().expect("only the last stint is open");
                        assert!(end <= pair[1].from.as_str(), "{pair:?}");
                    }
                }
            }
        }
        assert!(accepted > 2_000, "{accepted}");
    }

    fn base(date: &str, tsn: i64, tso: i64) -> Baseline {
        Baseline {
            date: date.into(),
            counters: Counters {
                tsn,
                tso,
                csn: tsn / 60,
                cso: tso / 60,
            },
        }
    }

    fn flight(date: &str, minutes: i64, cycles: i64) -> Flight<'_> {
        Flight {
            date,
            minutes,
            cycles,
        }
    }

    #[test]
    fn flights_before_the_baseline_do_not_count_and_its_day_does() {
        let flights = [
            flight("2026-01-09", 60, 1),
            flight("2026-01-10", 90, 2),
            flight("2026-02-01", 30, 1),
        ];
        let c = counters(&base("2026-01-10", 600, 120), None, &flights);
        assert_eq!(
            c,
            Counters {
                tsn: 720,
                tso: 240,
                csn: 13,
                cso: 5
            }
        );
    }

    #[test]
    fn an_overhaul_zeroes_since_overhaul_at_the_end_of_its_day() {
        let flights = [
            flight("2026-01-10", 90, 2),
            flight("2026-03-01", 45, 1),
            flight("2026-03-02", 15, 1),
        ];
        let c = counters(&base("2026-01-01", 600, 120), Some("2026-03-01"), &flights);
        assert_eq!((c.tsn, c.csn), (750, 14));
        // The overhaul day's 45 minutes were flown before it.
        assert_eq!((c.tso, c.cso), (15, 1));
    }

    #[test]
    fn stints_cover_their_first_day_and_not_their_last() {
        let s = Stint {
            host: 1,
            from: "2026-01-10".into(),
            to: Some("2026-02-10".into()),
        };
        assert!(!s.covers("2026-01-09"));
        assert!(s.covers("2026-01-10"));
        assert!(s.covers("2026-02-09"));
        assert!(!s.covers("2026-02-10"));
        let open = Stint { to: None, ..s };
        assert!(open.covers("2099-12-31"));
    }

    #[test]
    fn a_piece_on_a_component_flies_with_the_aircraft_the_component_is_on() {
        // The piece is on component 7 from January; component 7 is on aircraft 1 until March, then 2.
        let piece = [Stint {
            host: 7,
            from: "2026-01-01".into(),
            to: None,
        }];
        let engine = |id: i64| {
            assert_eq!(id, 7);
            vec![
                Stint {
                    host: 1,
                    from: "2025-06-01".into(),
                    to: Some("2026-03-01".into()),
                },
                Stint {
                    host: 2,
                    from: "2026-03-01".into(),
                    to: None,
                },
            ]
        };
        assert!(!flew_with(&piece, engine, 1, "2025-12-31"));
        assert!(flew_with(&piece, engine, 1, "2026-02-28"));
        assert!(!flew_with(&piece, engine, 1, "2026-03-01"));
        assert!(flew_with(&piece, engine, 2, "2026-03-01"));
        let direct = [Stint {
            host: 2,
            from: "2026-01-01".into(),
            to: None,
        }];
        assert!(flew_with(&direct, |_| Vec::new(), 2, "2026-01-01"));
        assert!(!flew_with(&direct, |_| Vec::new(), 1, "2026-01-01"));
    }

    #[test]
    fn what_is_left_before_an_inspection() {
        let every = Interval {
            hours: Some(100),
            cycles: Some(50),
            days: Some(365),
        };
        let done = Done {
            minutes: 6_000,
            cycles: 40,
            date: "2026-01-01",
        };
        // 30 h and 10 cycles flown since, 327 days ago: 70 h, 40 cycles and 38 days left.
        assert_eq!(
            left_before_next(every, Some(done), (7_800, 50), "2026-11-24"),
            (Some(4_200), Some(40), Some(38))
        );
        // Overdue reads negative.
        assert_eq!(
            left_before_next(every, Some(done), (12_060, 91), "2027-01-02"),
            (Some(-60), Some(-1), Some(-1))
        );
        // Never done, or no interval of a kind: nothing to say.
        assert_eq!(
            left_before_next(every, None, (0, 0), "2026-11-24"),
            (None, None, None)
        );
        let hours_only = Interval {
            hours: Some(100),
            ..Interval::default()
        };
        assert_eq!(
            left_before_next(hours_only, Some(done), (6_000, 40), "2026-11-24"),
            (Some(6_000), None, None)
        );
    }

    #[test]
    fn counters_read_as_hours_and_minutes() {
        assert_eq!(hours_minutes(5403), "90:03");
        assert_eq!(hours_minutes(0), "0:00");
        assert_eq!(hours_minutes(-105), "-1:45");
        assert_eq!(hours_minutes(60_000_000), "1000000:00");
    }
}
