//! Passenger tickets (billets, DESIGN §4 "Passengers"): their kinds and statuses, what they weigh,
//! and whether a manifest's aircraft can carry its load. No I/O.

use serde::{Deserialize, Serialize};

/// Adult, child or infant: decides the standard mass and whether a seat is taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Adulte,
    Enfant,
    Bebe,
}

impl Kind {
    pub const ALL: [Kind; 3] = [Kind::Adulte, Kind::Enfant, Kind::Bebe];

    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Adulte => "adulte",
            Kind::Enfant => "enfant",
            Kind::Bebe => "bebe",
        }
    }

    /// `adulte`, `enfant`, `bebe` (`bébé` too).
    pub fn parse(text: &str) -> Option<Kind> {
        match text.trim().to_lowercase().as_str() {
            "adulte" => Some(Kind::Adulte),
            "enfant" => Some(Kind::Enfant),
            "bebe" | "bébé" => Some(Kind::Bebe),
            _ => None,
        }
    }

    /// An infant travels on a lap: no seat of its own.
    pub fn takes_seat(self) -> bool {
        self != Kind::Bebe
    }
}

/// Where a ticket stands. Only `reserve` and `embarque` fly (count on the payload and seats).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    Reserve,
    Embarque,
    Absent,
    Annule,
}

impl Status {
    pub const ALL: [Status; 4] = [
        Status::Reserve,
        Status::Embarque,
        Status::Absent,
        Status::Annule,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Status::Reserve => "reserve",
            Status::Embarque => "embarque",
            Status::Absent => "absent",
            Status::Annule => "annule",
        }
    }

    pub fn parse(text: &str) -> Option<Status> {
        Status::ALL.into_iter().find(|s| s.as_str() == text)
    }

    /// Counted on the manifest's payload and seats.
    pub fn flies(self) -> bool {
        matches!(self, Status::Reserve | Status::Embarque)
    }

    /// Whether a ticket may go from `self` to `to`, as its table of changes says
    /// (`workflow::Workflow for Status`). Setting the same status again is refused too.
    pub fn may_become(self, to: Status) -> bool {
        crate::workflow::Workflow::change(self, to, false).is_ok()
    }
}

/// The configured standard masses (grams), used when no weight is declared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StandardMasses {
    pub adult: i64,
    pub child: i64,
    pub infant: i64,
}

impl Default for StandardMasses {
    /// 84, 35 and 0 kg.
    fn default() -> Self {
        StandardMasses {
            adult: 84_000,
            child: 35_000,
            infant: 0,
        }
    }
}

impl StandardMasses {
    /// The grams a passenger counts for: as declared, else the standard mass of the kind.
    pub fn mass(&self, kind: Kind, declared: Option<i64>) -> i64 {
        declared.unwrap_or(match kind {
            Kind::Adulte => self.adult,
            Kind::Enfant => self.child,
            Kind::Bebe => self.infant,
        })
    }
}

/// What a manifest carries: cargo, passengers and their baggage (grams), seated passengers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Load {
    pub cargo: i64,
    pub passengers: i64,
    pub baggage: i64,
    pub seated: i64,
}

impl Load {
    pub fn total(&self) -> i64 {
        self.cargo + self.passengers + self.baggage
    }
}

/// What an aircraft can take; `None`: not set (no check).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Capacity {
    pub max_payload: Option<i64>,
    pub seats: Option<i64>,
}

/// Why a load does not fit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overload {
    /// Grams above the maximum payload.
    Payload { excess: i64, load: i64, max: i64 },
    /// More seated passengers than seats.
    Seats { seats: i64, passengers: i64 },
}

/// Whether `load` fits the aircraft. The payload is checked first (it names kilograms).
pub fn fits(load: &Load, capacity: &Capacity) -> Result<(), Overload> {
    if let Some(max) = capacity.max_payload
        && load.total() > max
    {
        return Err(Overload::Payload {
            excess: load.total() - max,
            load: load.total(),
            max,
        });
    }
    if let Some(seats) = capacity.seats
        && load.seated > seats
    {
        return Err(Overload::Seats {
            seats,
            passengers: load.seated,
        });
    }
    Ok(())
}

/// Whether a change makes the load worse: a write that leaves the load within what it already
/// was is accepted even on an overloaded manifest (someone lowered the aircraft's maximum: taking
/// weight off must still be possible).
pub fn check_change(before: &Load, after: &Load, capacity: &Capacity) -> Result<(), Overload> {
    match fits(after, capacity) {
        Ok(()) => Ok(()),
        Err(_) if after.total() <= before.total() && after.seated <= before.seated => Ok(()),
        Err(e) => Err(e),
    }
}

/// What a ticket still owes: nothing once cancelled (what was paid of it is kept).
pub fn owed(status: Status, fare: i64, paid: i64) -> i64 {
    if status == Status::Annule {
        0
    } else {
        (fare - paid).max(0)
    }
}

/// A seat as people write it: trimmed, upper case (`3a` and `3A` are one seat); none when empty.
pub fn seat(text: &str) -> Option<String> {
    let s = text.trim().to_uppercase();
    (!s.is_empty()).then_some(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn load(cargo: i64, passengers: i64, baggage: i64, seated: i64) -> Load {
        Load {
            cargo,
            passengers,
            baggage,
            seated,
        }
    }

    #[test]
    fn kinds_and_statuses_read_back() {
        for k in Kind::ALL {
            assert_eq!(Kind::parse(k.as_str()), Some(k));
        }
        assert_eq!(Kind::parse(" Bébé "), Some(Kind::Bebe));
        assert_eq!(Kind::parse("senior"), None);
        for s in Status::ALL {
            assert_eq!(Status::parse(s.as_str()), Some(s));
        }
        assert_eq!(Status::parse("Reserve"), None);
        assert!(!Kind::Bebe.takes_seat() && Kind::Enfant.takes_seat());
    }

    #[test]
    fn status_moves() {
        use Status::*;
        assert!(Reserve.may_become(Embarque));
        assert!(Reserve.may_become(Absent));
        assert!(Reserve.may_become(Annule));
        assert!(Embarque.may_become(Absent));
        assert!(Absent.may_become(Embarque));
        assert!(Absent.may_become(Reserve));
        assert!(Embarque.may_become(Annule));
        for to in Status::ALL {
            assert!(!Annule.may_become(to), "annule → {to:?}");
        }
        for s in Status::ALL {
            assert!(!s.may_become(s));
        }
        assert!(Reserve.flies() && Embarque.flies() && !Absent.flies() && !Annule.flies());
    }

    #[test]
    fn declared_weight_wins_else_the_standard_mass() {
        let m = StandardMasses::default();
        assert_eq!(m.mass(Kind::Adulte, None), 84_000);
        assert_eq!(m.mass(Kind::Enfant, None), 35_000);
        assert_eq!(m.mass(Kind::Bebe, None), 0);
        assert_eq!(m.mass(Kind::Adulte, Some(97_500)), 97_500);
    }

    #[test]
    fn payload_then_seats() {
        let cap = Capacity {
            max_payload: Some(1_000_000),
            seats: Some(3),
        };
        assert_eq!(fits(&load(900_000, 84_000, 16_000, 1), &cap), Ok(()));
        assert_eq!(
            fits(&load(900_000, 168_000, 44_000, 2), &cap),
            Err(Overload::Payload {
                excess: 112_000,
                load: 1_112_000,
                max: 1_000_000
            })
        );
        assert_eq!(
            fits(&load(0, 0, 0, 4), &cap),
            Err(Overload::Seats {
                seats: 3,
                passengers: 4
            })
        );
        // Exactly full is fine.
        assert_eq!(fits(&load(1_000_000, 0, 0, 3), &cap), Ok(()));
        // Nothing set: nothing checked.
        assert_eq!(
            fits(&load(i64::MAX / 2, 0, 0, 500), &Capacity::default()),
            Ok(())
        );
    }

    #[test]
    fn lightening_an_overloaded_manifest_is_allowed() {
        let cap = Capacity {
            max_payload: Some(100_000),
            seats: Some(1),
        };
        let before = load(150_000, 84_000, 0, 2);
        assert!(check_change(&before, &load(150_000, 0, 0, 1), &cap).is_ok());
        assert!(check_change(&before, &load(240_000, 0, 0, 1), &cap).is_err());
        assert!(check_change(&before, &load(100_000, 0, 0, 3), &cap).is_err());
    }

    #[test]
    fn owed_and_seats() {
        assert_eq!(owed(Status::Reserve, 10_000, 2_500), 7_500);
        assert_eq!(owed(Status::Absent, 10_000, 0), 10_000);
        assert_eq!(owed(Status::Annule, 10_000, 0), 0);
        assert_eq!(owed(Status::Embarque, 10_000, 10_000), 0);
        assert_eq!(seat(" 3a "), Some("3A".into()));
        assert_eq!(seat("  "), None);
    }
}
