//! Passenger tickets (billets, DESIGN §4 "Passengers"): their kinds and statuses, what they weigh,
//! and whether a manifest's aircraft can carry its load. No I/O.

use serde::{Deserialize, Serialize};

use crate::ledger::ManifestStatus;

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

// ---- what a write may do ----

/// Why a ticket write is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    NotFound,
    /// The manifest named by the form does not exist.
    UnknownManifest,
    /// The manifest is not in preparation (its reference).
    ManifestNotOpen(String),
    /// The ticket's manifest is validated: only `admin` may change it.
    NeedsAdmin,
    Stale,
    /// The aircraft cannot take it.
    Overload {
        plane: String,
        overload: Overload,
    },
    /// The seat is someone else's on this manifest (their reference).
    SeatTaken {
        seat: String,
        by: String,
    },
    /// A cancelled ticket stays as it is.
    Cancelled,
    /// Not a status move the rules allow.
    StatusMove {
        from: Status,
        to: Status,
    },
    /// The fare would be below what was paid of it (cents paid).
    FareBelowPaid(i64),
    /// Cash at sale above the fare.
    CashAboveFare,
    /// Only tickets reserved or cancelled, on a manifest in preparation, may be deleted.
    NotDeletable,
    /// Deleting it while payments of it are in force (cents paid): money is never deleted.
    PaidFor(i64),
    /// The manifest's aircraft is *Immobilisé*: these items are past due.
    Grounded {
        plane: String,
        items: Vec<(String, crate::due::Late)>,
    },
    /// Cancelling a ticket with payments in force (cents paid) says what becomes of them.
    SettleFirst(i64),
}

/// What becomes of the money of a paid ticket being cancelled, as the agent chose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Settle {
    /// Its payments are cancelled (with a reason): it bills nothing.
    Refund,
    /// The money stays, as a no-show fee: it bills what was paid.
    Keep,
}

/// What a status change does with what was paid of the ticket.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Settlement {
    /// Nothing: not a cancellation, or nothing paid.
    Nothing,
    /// Cancels its payments in force, giving back these cents.
    Refund(i64),
    /// Keeps these cents as a no-show fee.
    Keep(i64),
}

/// Validating a manifest: each passenger still reserved (`reserved`: id and reference) boarded
/// or was absent, as `said` (ticket id and status, each Embarque or Absent) tells. Answers the
/// moves to make; refused while a reserved passenger is not said, or when one said is not a
/// reserved passenger of the manifest.
pub fn plan_boarding(
    reserved: &[(i64, String)],
    said: &[(i64, Status)],
) -> Result<Vec<(i64, Status)>, crate::ledger::MoveRefusal> {
    use crate::ledger::MoveRefusal;
    if let Some(index) = said.iter().position(|(id, status)| {
        !reserved.iter().any(|(r, _)| r == id)
            || !matches!(status, Status::Embarque | Status::Absent)
    }) {
        return Err(MoveRefusal::NotReservedHere(index));
    }
    let undecided: Vec<String> = reserved
        .iter()
        .filter(|(id, _)| !said.iter().any(|(s, _)| s == id))
        .map(|(_, reference)| reference.clone())
        .collect();
    if !undecided.is_empty() {
        return Err(MoveRefusal::PassengersUndecided(undecided));
    }
    Ok(said.to_vec())
}

/// What cancelling `ticket` does with its money: a paid ticket is not cancelled until the agent
/// says whether it is refunded or kept (`settle`); other moves leave the money as it is.
pub fn plan_settlement(
    ticket: &Ticket,
    to: Status,
    settle: Option<Settle>,
) -> Result<Settlement, Refusal> {
    if to != Status::Annule || ticket.status == Status::Annule || ticket.paid == 0 {
        return Ok(Settlement::Nothing);
    }
    match settle {
        None => Err(Refusal::SettleFirst(ticket.paid)),
        Some(Settle::Refund) => Ok(Settlement::Refund(ticket.paid)),
        Some(Settle::Keep) => Ok(Settlement::Keep(ticket.paid)),
    }
}

/// A ticket as a write finds it, locked, with its manifest's status.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ticket {
    pub manifest_id: i64,
    pub status: Status,
    pub kind: Kind,
    pub seat: Option<String>,
    /// Grams counted for the passenger.
    pub weight: i64,
    pub baggage_weight: i64,
    pub paid: i64,
    /// The version (`updatedAt`) it is at.
    pub version: String,
    pub manifest_status: ManifestStatus,
}

/// What a ticket adds to its manifest's load while it flies.
pub fn load_of(kind: Kind, weight: i64, baggage_weight: i64) -> Load {
    Load {
        cargo: 0,
        passengers: weight,
        baggage: baggage_weight,
        seated: i64::from(kind.takes_seat()),
    }
}

impl Ticket {
    /// A ticket changes while its manifest does (in preparation, or with `admin`).
    fn changes(&self, admin: bool) -> Result<(), Refusal> {
        if self.manifest_status.may_change(admin) {
            Ok(())
        } else {
            Err(Refusal::NeedsAdmin)
        }
    }

    /// A cancelled ticket stays as it is.
    fn editable(&self) -> Result<(), Refusal> {
        if self.status == Status::Annule {
            Err(Refusal::Cancelled)
        } else {
            Ok(())
        }
    }

    /// What it adds to its manifest's load now (nothing unless it flies).
    pub fn load(&self) -> Load {
        if self.status.flies() {
            load_of(self.kind, self.weight, self.baggage_weight)
        } else {
            Load::default()
        }
    }
}

/// A ticket as its form asks it to be: manifest, seat, fare and what it weighs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wanted {
    pub manifest_id: i64,
    pub seat: Option<String>,
    pub fare: i64,
    pub load: Load,
}

/// The manifest a ticket goes onto, locked: its reference and status, its aircraft, what it
/// carries now, and who holds the seat asked for (other than the ticket itself).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Flight {
    pub reference: String,
    pub status: ManifestStatus,
    pub plane: String,
    pub capacity: Capacity,
    pub load: Load,
    pub seat_holder: Option<String>,
    /// The aircraft's items past due, in the due list's order (none: in service).
    pub overdue: Vec<(String, crate::due::Late)>,
}

impl Flight {
    /// Whether the flight can take a ticket in `seat` that changes its load to `after`.
    fn room(&self, seat: Option<&str>, after: &Load) -> Result<(), Refusal> {
        if let (Some(seat), Some(by)) = (seat, &self.seat_holder) {
            return Err(Refusal::SeatTaken {
                seat: seat.to_string(),
                by: by.clone(),
            });
        }
        check_change(&self.load, after, &self.capacity).map_err(|overload| Refusal::Overload {
            plane: self.plane.clone(),
            overload,
        })
    }

    /// Only a manifest in preparation, on an aircraft in service, takes tickets.
    fn open(&self) -> Result<(), Refusal> {
        if self.status != ManifestStatus::EnCours {
            return Err(Refusal::ManifestNotOpen(self.reference.clone()));
        }
        if !self.overdue.is_empty() {
            return Err(Refusal::Grounded {
                plane: self.plane.clone(),
                items: self.overdue.clone(),
            });
        }
        Ok(())
    }
}

fn plus(a: Load, b: Load) -> Load {
    Load {
        cargo: a.cargo + b.cargo,
        passengers: a.passengers + b.passengers,
        baggage: a.baggage + b.baggage,
        seated: a.seated + b.seated,
    }
}

fn minus(a: Load, b: Load) -> Load {
    Load {
        cargo: a.cargo - b.cargo,
        passengers: a.passengers - b.passengers,
        baggage: a.baggage - b.baggage,
        seated: a.seated - b.seated,
    }
}

/// Selling a ticket, `cash` cents paid at the counter (at most the fare), on `flight`.
pub fn plan_sale(wanted: &Wanted, cash: i64, flight: Option<&Flight>) -> Result<(), Refusal> {
    if cash > wanted.fare {
        return Err(Refusal::CashAboveFare);
    }
    let flight = flight.ok_or(Refusal::UnknownManifest)?;
    flight.open()?;
    flight.room(wanted.seat.as_deref(), &plus(flight.load, wanted.load))
}

/// Changing a ticket as `wanted`, from the version `from`, possibly onto another manifest in
/// preparation (`flight` is the one it is wanted on). A ticket on a validated manifest changes
/// only with `admin`; a cancelled one not at all; the fare never below what was paid.
pub fn plan_edit(
    ticket: Option<&Ticket>,
    wanted: &Wanted,
    from: &str,
    admin: bool,
    flight: Option<&Flight>,
) -> Result<(), Refusal> {
    let t = ticket.ok_or(Refusal::NotFound)?;
    t.changes(admin)?;
    if t.version != from {
        return Err(Refusal::Stale);
    }
    t.editable()?;
    if wanted.fare < t.paid {
        return Err(Refusal::FareBelowPaid(t.paid));
    }
    let moving = wanted.manifest_id != t.manifest_id;
    let flight = flight.ok_or(Refusal::UnknownManifest)?;
    if moving {
        flight.open()?;
    }
    if t.status.flies() {
        let mine = if moving { Load::default() } else { t.load() };
        flight.room(
            wanted.seat.as_deref(),
            &plus(minus(flight.load, mine), wanted.load),
        )?;
    }
    Ok(())
}

/// Moving a ticket to `to` (from the version `from`, when given), as the table of a ticket's
/// changes allows; boarding again a ticket that was absent needs its seat and room on `flight`
/// (its own manifest).
pub fn plan_status(
    ticket: Option<&Ticket>,
    to: Status,
    from: Option<&str>,
    admin: bool,
    flight: &Flight,
) -> Result<(), Refusal> {
    let t = ticket.ok_or(Refusal::NotFound)?;
    t.changes(admin)?;
    if from.is_some_and(|v| v != t.version) {
        return Err(Refusal::Stale);
    }
    if !t.status.may_become(to) {
        return Err(Refusal::StatusMove { from: t.status, to });
    }
    if to.flies() && !t.status.flies() {
        let mine = load_of(t.kind, t.weight, t.baggage_weight);
        flight.room(t.seat.as_deref(), &plus(flight.load, mine))?;
    }
    Ok(())
}

/// Deleting a ticket: only reserved or cancelled, on a manifest in preparation, and once none of
/// its payments is in force (they are cancelled first, and stay in the journal).
pub fn plan_delete(ticket: Option<&Ticket>) -> Result<(), Refusal> {
    let t = ticket.ok_or(Refusal::NotFound)?;
    if t.manifest_status != ManifestStatus::EnCours
        || !matches!(t.status, Status::Reserve | Status::Annule)
    {
        return Err(Refusal::NotDeletable);
    }
    if t.paid > 0 {
        return Err(Refusal::PaidFor(t.paid));
    }
    Ok(())
}

/// The permissions a ticket's writes require, as held by the person asking.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Held {
    pub edit: bool,
    pub delete: bool,
    pub admin: bool,
}

/// What a person may do to a ticket as it stands, by the guards of its writes (so a screen
/// offers exactly that): edit it, move it to these statuses, delete it. Whether the aircraft has
/// room is only known with the change asked.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Offer {
    pub edit: bool,
    pub statuses: Vec<Status>,
    pub delete: bool,
}

pub fn offer(t: &Ticket, held: Held) -> Offer {
    let changes = held.edit && t.changes(held.admin).is_ok();
    Offer {
        edit: changes && t.editable().is_ok(),
        statuses: if changes {
            Status::ALL
                .into_iter()
                .filter(|to| t.status.may_become(*to))
                .collect()
        } else {
            Vec::new()
        },
        delete: held.delete && plan_delete(Some(t)).is_ok(),
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

    #[test]
    fn a_manifest_is_validated_once_each_reserved_passenger_boarded_or_not() {
        use crate::ledger::MoveRefusal;
        let reserved = [(1, "BIL-000001".to_string()), (2, "BIL-000002".to_string())];
        assert_eq!(
            plan_boarding(&reserved, &[(1, Status::Embarque)]),
            Err(MoveRefusal::PassengersUndecided(vec!["BIL-000002".into()]))
        );
        assert_eq!(
            plan_boarding(&reserved, &[(1, Status::Embarque), (3, Status::Absent)]),
            Err(MoveRefusal::NotReservedHere(1))
        );
        assert_eq!(
            plan_boarding(&reserved, &[(1, Status::Annule), (2, Status::Absent)]),
            Err(MoveRefusal::NotReservedHere(0))
        );
        let said = [(2, Status::Absent), (1, Status::Embarque)];
        assert_eq!(plan_boarding(&reserved, &said), Ok(said.to_vec()));
        assert_eq!(plan_boarding(&[], &[]), Ok(vec![]));
    }

    #[test]
    fn a_paid_ticket_is_cancelled_only_once_its_money_is_settled() {
        let mut paid = ticket(Status::Reserve);
        paid.paid = 12_000;
        assert_eq!(
            plan_settlement(&paid, Status::Annule, None),
            Err(Refusal::SettleFirst(12_000))
        );
        assert_eq!(
            plan_settlement(&paid, Status::Annule, Some(Settle::Refund)),
            Ok(Settlement::Refund(12_000))
        );
        assert_eq!(
            plan_settlement(&paid, Status::Annule, Some(Settle::Keep)),
            Ok(Settlement::Keep(12_000))
        );
        // Boarding or marking absent leaves the money alone; so does a ticket paid nothing.
        assert_eq!(
            plan_settlement(&paid, Status::Absent, None),
            Ok(Settlement::Nothing)
        );
        let unpaid = ticket(Status::Reserve);
        assert_eq!(
            plan_settlement(&unpaid, Status::Annule, None),
            Ok(Settlement::Nothing)
        );
    }

    fn flight(load: Load, seat_holder: Option<&str>) -> Flight {
        Flight {
            reference: "MAN-000001".into(),
            status: ManifestStatus::EnCours,
            plane: "9Q-ABC".into(),
            capacity: Capacity {
                max_payload: Some(500_000),
                seats: Some(4),
            },
            load,
            seat_holder: seat_holder.map(str::to_string),
            overdue: Vec::new(),
        }
    }

    fn wanted(seat: Option<&str>) -> Wanted {
        Wanted {
            manifest_id: 1,
            seat: seat.map(str::to_string),
            fare: 10_000,
            load: load_of(Kind::Adulte, 84_000, 20_000),
        }
    }

    fn ticket(status: Status) -> Ticket {
        Ticket {
            manifest_id: 1,
            status,
            kind: Kind::Adulte,
            seat: Some("3A".into()),
            weight: 84_000,
            baggage_weight: 20_000,
            paid: 0,
            version: "v1".into(),
            manifest_status: ManifestStatus::EnCours,
        }
    }

    #[test]
    fn a_sale_needs_an_open_flight_a_free_seat_and_room() {
        let empty = flight(Load::default(), None);
        assert_eq!(plan_sale(&wanted(Some("3A")), 0, Some(&empty)), Ok(()));
        assert_eq!(
            plan_sale(&wanted(None), 10_001, Some(&empty)),
            Err(Refusal::CashAboveFare)
        );
        assert_eq!(
            plan_sale(&wanted(None), 0, None),
            Err(Refusal::UnknownManifest)
        );
        let gone = Flight {
            status: ManifestStatus::Arriver,
            ..empty.clone()
        };
        assert_eq!(
            plan_sale(&wanted(None), 0, Some(&gone)),
            Err(Refusal::ManifestNotOpen("MAN-000001".into()))
        );
        let grounded = Flight {
            overdue: vec![("Visite 100 h".into(), crate::due::Late::Days(3))],
            ..empty.clone()
        };
        assert!(matches!(
            plan_sale(&wanted(None), 0, Some(&grounded)),
            Err(Refusal::Grounded { .. })
        ));
        let taken = flight(Load::default(), Some("BIL-000009"));

        assert_eq!(
            plan_sale(&wanted(Some("3A")), 0, Some(&taken)),
            Err(Refusal::SeatTaken {
                seat: "3A".into(),
                by: "BIL-000009".into()
            })
        );
        let full = flight(load(0, 0, 0, 4), None);
        assert!(matches!(
            plan_sale(&wanted(None), 0, Some(&full)),
            Err(Refusal::Overload {
                overload: Overload::Seats { .. },
                ..
            })
        ));
    }

    #[test]
    fn edits_and_moves_follow_the_manifest_version_and_payments() {
        let t = ticket(Status::Reserve);
        let mine = t.load();
        let here = flight(mine, None);
        assert_eq!(
            plan_edit(Some(&t), &wanted(None), "v1", false, Some(&here)),
            Ok(())
        );
        assert_eq!(
            plan_edit(Some(&t), &wanted(None), "v0", false, Some(&here)),
            Err(Refusal::Stale)
        );
        let paid = Ticket {
            paid: 12_000,
            ..t.clone()
        };
        assert_eq!(
            plan_edit(Some(&paid), &wanted(None), "v1", false, Some(&here)),
            Err(Refusal::FareBelowPaid(12_000))
        );
        let left = Ticket {
            manifest_status: ManifestStatus::Arriver,
            ..t.clone()
        };
        assert_eq!(
            plan_edit(Some(&left), &wanted(None), "v1", false, Some(&here)),
            Err(Refusal::NeedsAdmin)
        );
        assert_eq!(
            plan_edit(Some(&left), &wanted(None), "v1", true, Some(&here)),
            Ok(())
        );
        // Onto another manifest: it must be open, and its own load counts without the ticket.
        let elsewhere = Wanted {
            manifest_id: 2,
            ..wanted(None)
        };
        let other_gone = Flight {
            status: ManifestStatus::Arriver,
            ..flight(Load::default(), None)
        };
        assert_eq!(
            plan_edit(Some(&t), &elsewhere, "v1", false, Some(&other_gone)),
            Err(Refusal::ManifestNotOpen("MAN-000001".into()))
        );
        let other_full = flight(load(0, 0, 0, 4), None);
        assert!(matches!(
            plan_edit(Some(&t), &elsewhere, "v1", false, Some(&other_full)),
            Err(Refusal::Overload { .. })
        ));
        // Staying, its own place is counted once: a full flight still lets it change.
        let full_with_it = flight(load(0, 84_000, 20_000, 4), None);
        assert_eq!(
            plan_edit(Some(&t), &wanted(None), "v1", false, Some(&full_with_it)),
            Ok(())
        );
        let cancelled = ticket(Status::Annule);
        assert_eq!(
            plan_edit(Some(&cancelled), &wanted(None), "v1", false, Some(&here)),
            Err(Refusal::Cancelled)
        );
    }

    #[test]
    fn boarding_again_needs_room_and_deleting_needs_no_money() {
        let absent = ticket(Status::Absent);
        let full = flight(load(0, 0, 0, 4), None);
        assert!(matches!(
            plan_status(Some(&absent), Status::Embarque, None, false, &full),
            Err(Refusal::Overload { .. })
        ));
        let room = flight(Load::default(), None);
        assert_eq!(
            plan_status(Some(&absent), Status::Embarque, Some("v1"), false, &room),
            Ok(())
        );
        assert_eq!(
            plan_status(Some(&absent), Status::Embarque, Some("v0"), false, &room),
            Err(Refusal::Stale)
        );
        let reserved = ticket(Status::Reserve);
        assert_eq!(
            plan_status(Some(&reserved), Status::Reserve, None, false, &room),
            Err(Refusal::StatusMove {
                from: Status::Reserve,
                to: Status::Reserve
            })
        );
        assert_eq!(plan_delete(Some(&reserved)), Ok(()));
        assert_eq!(plan_delete(None), Err(Refusal::NotFound));
        let paid = Ticket {
            paid: 1,
            ..reserved.clone()
        };
        assert_eq!(plan_delete(Some(&paid)), Err(Refusal::PaidFor(1)));
        assert_eq!(
            plan_delete(Some(&ticket(Status::Embarque))),
            Err(Refusal::NotDeletable)
        );
        let left = Ticket {
            manifest_status: ManifestStatus::Arriver,
            ..reserved
        };
        assert_eq!(plan_delete(Some(&left)), Err(Refusal::NotDeletable));
    }

    /// Random sales, edits and status moves on one flight through the plans, applied as
    /// `db::billets` writes them: the tickets that fly always fit the aircraft, and no seat is
    /// held by two of them.
    #[test]
    fn random_ticket_writes_never_overload_the_flight() {
        let mut rng = crate::freight::tests::Rng::new(5);
        let mut accepted = 0;
        for _ in 0..300 {
            let capacity = Capacity {
                max_payload: Some(200_000 + rng.below(600_000)),
                seats: Some(1 + rng.below(8)),
            };
            let cargo = rng.below(100_000);
            let mut tickets: Vec<Ticket> = Vec::new();
            for step in 0..40 {
                let flying: Vec<&Ticket> = tickets.iter().filter(|t| t.status.flies()).collect();
                let mut now = Load {
                    cargo,
                    ..Load::default()
                };
                for t in &flying {
                    now = plus(now, t.load());
                }
                let kind = Kind::ALL[rng.below(3) as usize];
                let seat = (rng.below(2) == 0).then(|| format!("{}A", 1 + rng.below(6)));
                // Who flies in the seat asked for, other than `except`.
                let holder = |seat: Option<&String>, except: Option<usize>| {
                    seat.and_then(|s| {
                        tickets
                            .iter()
                            .enumerate()
                            .find(|(i, t)| {
                                Some(*i) != except && t.status.flies() && t.seat.as_ref() == Some(s)
                            })
                            .map(|(i, _)| format!("BIL-{i}"))
                    })
                };
                let on = |seat_holder: Option<String>| Flight {
                    capacity,
                    seat_holder,
                    ..flight(now, None)
                };
                let weight = rng.below(120_000);
                let baggage = rng.below(40_000);
                let w = Wanted {
                    manifest_id: 1,
                    seat: seat.clone(),
                    fare: 1 + rng.below(50_000),
                    load: load_of(kind, weight, baggage),
                };
                let version = format!("v{step}");
                let pick = rng.below(tickets.len() as i64 + 1) as usize;
                if pick == tickets.len() || rng.below(2) == 0 {
                    if plan_sale(&w, 0, Some(&on(holder(seat.as_ref(), None)))).is_ok() {
                        accepted += 1;
                        tickets.push(Ticket {
                            manifest_id: 1,
                            status: Status::Reserve,
                            kind,
                            seat,
                            weight,
                            baggage_weight: baggage,
                            paid: 0,
                            version,
                            manifest_status: ManifestStatus::EnCours,
                        });
                    }
                } else if rng.below(2) == 0 {
                    let f = on(holder(seat.as_ref(), Some(pick)));
                    let from = tickets[pick].version.clone();
                    if plan_edit(Some(&tickets[pick]), &w, &from, false, Some(&f)).is_ok() {
                        accepted += 1;
                        let t = &mut tickets[pick];
                        (t.kind, t.seat, t.weight, t.baggage_weight, t.version) =
                            (kind, seat, weight, baggage, version);
                    }
                } else {
                    let to = Status::ALL[rng.below(4) as usize];
                    let f = on(holder(tickets[pick].seat.as_ref(), Some(pick)));
                    if plan_status(Some(&tickets[pick]), to, None, false, &f).is_ok() {
                        accepted += 1;
                        tickets[pick].status = to;
                    }
                }
                let mut after = Load {
                    cargo,
                    ..Load::default()
                };
                let mut seats = std::collections::BTreeSet::new();
                for t in tickets.iter().filter(|t| t.status.flies()) {
                    after = plus(after, t.load());
                    if let Some(s) = &t.seat {
                        assert!(seats.insert(s.clone()), "seat {s} held twice");
                    }
                }
                // The cargo alone may already be too heavy: then tickets only take weight off.
                let start = Load {
                    cargo,
                    ..Load::default()
                };
                if fits(&start, &capacity).is_ok() {
                    assert_eq!(fits(&after, &capacity), Ok(()), "{after:?} on {capacity:?}");
                }
            }
        }
        assert!(accepted > 2_000, "{accepted}");
    }

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

    #[test]
    fn a_ticket_offers_what_its_writes_would_accept() {
        let all = Held {
            edit: true,
            delete: true,
            admin: false,
        };
        let reserved = ticket(Status::Reserve);
        assert_eq!(
            offer(&reserved, all),
            Offer {
                edit: true,
                statuses: vec![Status::Embarque, Status::Absent, Status::Annule],
                delete: true,
            }
        );
        // Paid: kept (its payments are cancelled first).
        let paid = Ticket {
            paid: 5_000,
            ..reserved.clone()
        };
        assert!(!offer(&paid, all).delete);
        assert_eq!(plan_delete(Some(&paid)), Err(Refusal::PaidFor(5_000)));
        // Cancelled: neither edited nor moved, still deleted while its flight is prepared.
        let cancelled = offer(&ticket(Status::Annule), all);
        assert!(!cancelled.edit && cancelled.statuses.is_empty() && cancelled.delete);
        // Its flight validated: nothing without `admin`; with it, changes but no deletion.
        let flown = Ticket {
            manifest_status: ManifestStatus::Arriver,
            ..reserved.clone()
        };
        assert_eq!(offer(&flown, all), Offer::default());
        let admin = offer(&flown, Held { admin: true, ..all });
        assert!(admin.edit && !admin.statuses.is_empty() && !admin.delete);
        // Without the permissions: nothing.
        assert_eq!(offer(&reserved, Held::default()), Offer::default());
    }
}
