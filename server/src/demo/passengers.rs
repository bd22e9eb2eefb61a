//! The demo's passengers: tickets sold on the flights (manifests) as the cargo is loaded, most paid
//! at the counter, some on credit or part paid; on the flights that left, most passengers boarded,
//! a few did not show up, a few cancelled. A ticket stops being sold when the aircraft is full
//! (its seats or its payload): the small Cessna fills up, the ATR never does.

use super::{Lcg, person};
use crate::db::{OrRefused, Refused, WriteError};
use crate::{
    db::{
        Db,
        billets::{self, BilletFields, Refusal},
    },
    domain::tickets::{Kind, Settle, StandardMasses, Status},
};

/// Fares in cents by kind (an adult's from the route's distance class, a child's 60 % of it, an
/// infant's 10 %).
fn fare(rng: &mut Lcg, kind: Kind) -> i64 {
    let adult = [120, 150, 180, 220, 260][rng.below(5)] * 100;
    match kind {
        Kind::Adulte => adult,
        Kind::Enfant => adult * 6 / 10,
        Kind::Bebe => adult / 10,
    }
}

/// What the demo's sales made, for the console.
#[derive(Default)]
pub struct Sold {
    pub tickets: usize,
    made: usize,
}

impl Sold {
    /// `made`: people made so far (their phone numbers are unique by it).
    pub fn new(made: usize) -> Sold {
        Sold { tickets: 0, made }
    }
}

/// Sells up to a dozen tickets on a manifest in preparation; `minutes_ago`: when it was loaded
/// (the tickets are dated within the following hours). `clients`: phone numbers of demo clients,
/// one passenger in three is one of them (they see the ticket in 'Mes billets').
pub async fn sell(
    db: &Db,
    rng: &mut Lcg,
    manifest_id: i64,
    minutes_ago: i64,
    clients: &[String],
    sold: &mut Sold,
    admin: i64,
) -> Result<Vec<i64>, sqlx::Error> {
    let masses = StandardMasses::default();
    let wanted = 3 + rng.below(10);
    let mut tickets = Vec::new();
    let mut row = 1;
    for _ in 0..wanted {
        let passenger = person(rng, sold.made);
        sold.made += 1;
        let tel = if rng.below(3) == 0 && !clients.is_empty() {
            clients[rng.below(clients.len())].clone()
        } else {
            passenger.tel.clone().unwrap_or_default()
        };
        let kind = match rng.below(12) {
            0 => Kind::Bebe,
            1 | 2 => Kind::Enfant,
            _ => Kind::Adulte,
        };
        // Half the passengers are weighed; the others count at the standard mass.
        let declared = (kind != Kind::Bebe && rng.below(2) == 0).then(|| match kind {
            Kind::Enfant => 20_000 + rng.below(25) as i64 * 1000,
            _ => 55_000 + rng.below(45) as i64 * 1000,
        });
        let baggage_pieces = if kind == Kind::Bebe {
            0
        } else {
            rng.below(3) as i64
        };
        let seat = (kind != Kind::Bebe && rng.below(2) == 0).then(|| {
            let s = format!("{row}{}", ["A", "B", "C", "D"][rng.below(4)]);
            row += 1;
            s
        });
        let fields = BilletFields {
            manifest_id,
            name: passenger.name,
            tel,
            document: format!(
                "{}{:07}",
                ["OP", "PP", "CE"][rng.below(3)],
                1_000_000 + rng.below(8_000_000)
            ),
            kind,
            seat,
            weight_declared: declared,
            weight: masses.mass(kind, declared),
            baggage_pieces,
            baggage_weight: baggage_pieces * (5_000 + rng.below(15) as i64 * 1000),
            fare: fare(rng, kind),
        };
        // Most pay at the counter; one in five on credit, one in ten part paid.
        let paid = match rng.below(10) {
            0 | 1 => 0,
            2 => fields.fare / 2,
            _ => fields.fare,
        };
        match billets::create(db, &fields, paid, None, admin).await {
            Ok(id) => {
                let at = db.clock().from_now(time::Duration::minutes(
                    -(minutes_ago - 30 - rng.below(600) as i64),
                ));
                billets::backdate(db, id, &at).await?;
                tickets.push(id);
                sold.tickets += 1;
            }
            // The aircraft is full: no more tickets on this flight.
            Err(Refused(Refusal::Overload { .. })) => break,
            // Two passengers asked for the same seat: the second sits where there is room.
            Err(Refused(Refusal::SeatTaken { .. })) => {}
            Err(WriteError::Database(e)) => return Err(e),
            Err(Refused(other)) => {
                return Err(sqlx::Error::Protocol(format!(
                    "demo: a ticket was refused: {other:?}"
                )));
            }
        }
    }
    Ok(tickets)
}

/// The flight leaves: most passengers board, one in eight does not show up, one in twelve
/// cancelled before (half of those refunded, the others' money kept as a no-show fee).
pub async fn board(db: &Db, rng: &mut Lcg, tickets: &[i64], admin: i64) -> Result<(), sqlx::Error> {
    for id in tickets {
        let (to, settle) = match rng.below(24) {
            0 => (
                Status::Annule,
                Some((Settle::Refund, "Voyage annulé par le client, remboursé")),
            ),
            1 => (Status::Annule, Some((Settle::Keep, ""))),
            2..=4 => (Status::Absent, None),
            _ => (Status::Embarque, None),
        };
        billets::set_status(db, *id, to, None, settle, true, admin)
            .await
            .or_refused(|r| sqlx::Error::Protocol(format!("demo: boarding refused: {r:?}")))?;
    }
    Ok(())
}
