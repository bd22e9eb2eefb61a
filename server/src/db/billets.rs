//! Passenger tickets (`BIL-…`) on manifests in preparation, their payments, and the payload
//! check every ticket write and every cargo move onto a manifest runs inside its transaction
//! (the rules are `domain::tickets`'s).

use sqlx::{AssertSqlSafe, FromRow};

use serde_json::{Value, json};

use super::{
    Db, Refused, Tx, Written,
    audit::Action,
    expeditions::{cents, reference},
    list::{
        self, Arg, Newest, PageRequest, Paged, TabCount, Total, Where, bind_args, reference_prefix,
        status_counts,
    },
    next_number,
    payments::{self, NewPayment, Pays},
};
use crate::domain::{
    access,
    ledger::{ManifestStatus, MoveRefusal},
    tickets::{
        self, Capacity, Flight, Kind, Load, Overload, Settle, Settlement, Status, Ticket, Wanted,
    },
};

/// A ticket as its form sends it, checked.
#[derive(Clone, Debug)]
pub struct BilletFields {
    pub manifest_id: i64,
    pub name: String,
    pub tel: String,
    pub document: String,
    pub kind: Kind,
    pub seat: Option<String>,
    /// Grams as declared; None: the standard mass of the kind.
    pub weight_declared: Option<i64>,
    /// Grams counted (declared, or the standard mass).
    pub weight: i64,
    pub baggage_pieces: i64,
    pub baggage_weight: i64,
    pub fare: i64,
}

impl BilletFields {
    fn audit(&self) -> Value {
        json!({
            "manifestId": self.manifest_id,
            "name": self.name,
            "tel": self.tel,
            "document": self.document,
            "type": self.kind.as_str(),
            "seat": self.seat,
            "weight": self.weight,
            "weightDeclared": self.weight_declared,
            "baggagePieces": self.baggage_pieces,
            "baggageWeight": self.baggage_weight,
            "fare": cents(self.fare),
        })
    }

    /// The form's columns, in the order both the sale and the edit bind them.
    fn args(&self) -> Vec<Arg> {
        vec![
            Arg::Int(self.manifest_id),
            Arg::Text(self.name.clone()),
            Arg::Text(self.tel.clone()),
            Arg::Text(self.document.clone()),
            Arg::Text(self.kind.as_str().to_string()),
            Arg::OptText(self.seat.clone()),
            Arg::Int(self.weight),
            Arg::OptInt(self.weight_declared),
            Arg::Int(self.baggage_pieces),
            Arg::Int(self.baggage_weight),
            Arg::Int(self.fare),
        ]
    }

    /// The ticket as the rules see what its form asks.
    fn wanted(&self) -> Wanted {
        Wanted {
            manifest_id: self.manifest_id,
            seat: self.seat.clone(),
            fare: self.fare,
            load: tickets::load_of(self.kind, self.weight, self.baggage_weight),
        }
    }
}

#[derive(Clone, Debug, FromRow)]
pub struct BilletRow {
    pub id: i64,
    pub ref_billet: String,
    pub manifest_id: i64,
    pub status: String,
    pub name: String,
    pub tel: String,
    pub document: String,
    pub kind: String,
    pub seat: Option<String>,
    pub weight: i64,
    pub weight_declared: Option<i64>,
    pub baggage_pieces: i64,
    pub baggage_weight: i64,
    pub fare: i64,
    pub paid: i64,
    pub customer_id: i64,
    pub extension_id: i64,
    pub created_at: String,
    pub updated_at: String,
    pub created_by: i64,
    pub creator_name: String,
    pub creator_tel: Option<String>,
    pub ref_manifest: String,
    pub manifest_status: String,
    pub plane_id: i64,
    pub plane_ref: String,
    pub origin_id: i64,
    pub origin_name: String,
    pub origin_city: Option<String>,
    pub destination_id: i64,
    pub destination_name: String,
    pub destination_city: Option<String>,
    pub departure_date: Option<String>,
    pub departure_time: Option<String>,
    pub manifest_created_at: String,
}

impl BilletRow {
    pub fn status(&self) -> Status {
        Status::parse(&self.status).unwrap_or(Status::Annule)
    }

    /// The ticket as its rules see it, as read (the writes decide again under their lock).
    pub fn ticket(&self) -> Ticket {
        Ticket {
            manifest_id: self.manifest_id,
            status: self.status(),
            kind: Kind::parse(&self.kind).unwrap_or(Kind::Adulte),
            seat: self.seat.clone(),
            weight: self.weight,
            baggage_weight: self.baggage_weight,
            paid: self.paid,
            version: self.updated_at.clone(),
            // An unknown status is taken as validated: nothing changes without `admin`.
            manifest_status: ManifestStatus::parse(&self.manifest_status)
                .unwrap_or(ManifestStatus::Arriver),
        }
    }
}

const COLUMNS: &str = "b.id, b.ref_billet, b.manifest_id, b.status, b.name, b.tel, b.document, \
     b.kind, b.seat, b.weight, b.weight_declared, b.baggage_pieces, b.baggage_weight, b.fare, \
     b.paid, b.customer_id, b.extension_id, b.created_at, b.updated_at, b.created_by, \
     c.name AS creator_name, c.tel AS creator_tel, m.ref_manifest, m.status AS manifest_status, \
     m.plane_id, pl.immatriculation AS plane_ref, m.origin_id, o.name AS origin_name, \
     o.city AS origin_city, m.destination_id, d.name AS destination_name, \
     d.city AS destination_city, m.departure_date, m.departure_time, \
     m.created_at AS manifest_created_at";
const FROM: &str = "billets b JOIN manifests m ON m.id = b.manifest_id \
     JOIN planecomposants pl ON pl.id = m.plane_id JOIN extensions o ON o.id = m.origin_id \
     JOIN extensions d ON d.id = m.destination_id JOIN users c ON c.id = b.created_by";

const NEWEST: Newest = Newest {
    table: "billets b",
    key: "b.created_at",
    id: "b.id",
    select: COLUMNS,
    from: FROM,
};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchColumn {
    Reference,
    Name,
    Tel,
    Manifest,
}

impl super::list::SearchColumns for SearchColumn {
    const NAMES: &'static [&'static str] = &["ref_billet", "name", "tel", "manifest.ref_manifest"];
}

impl SearchColumn {
    pub fn parse(name: &str) -> Option<SearchColumn> {
        Some(match name {
            "ref_billet" => SearchColumn::Reference,
            "name" => SearchColumn::Name,
            "tel" => SearchColumn::Tel,
            "manifest.ref_manifest" => SearchColumn::Manifest,
            _ => return None,
        })
    }
}

pub async fn find(db: &Db, id: i64) -> Result<Option<BilletRow>, sqlx::Error> {
    sqlx::query_as(AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM {FROM} WHERE b.id = $1"
    )))
    .bind(id)
    .fetch_optional(db.pool())
    .await
}

/// The tickets of a manifest that are not cancelled, by seat then name (its passenger sheet).
pub async fn of_manifest(db: &Db, manifest_id: i64) -> Result<Vec<BilletRow>, sqlx::Error> {
    sqlx::query_as(AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM {FROM} WHERE b.manifest_id = $1 AND b.status <> 'annule' \
         ORDER BY CASE WHEN b.seat IS NULL THEN 1 ELSE 0 END, b.seat, b.name, b.id"
    )))
    .bind(manifest_id)
    .fetch_all(db.pool())
    .await
}

/// Who sees which tickets.
#[derive(Clone, Copy, Debug)]
pub enum Scope {
    All,
    /// A client's own: the tickets whose customer they are (whatever phone was typed).
    Customer(i64),
}

/// Tickets newest first.
pub async fn list(
    db: &Db,
    scope: Scope,
    status: Option<Status>,
    manifest: Option<i64>,
    search: Option<(SearchColumn, &str)>,
    page: PageRequest,
) -> Result<Paged<BilletRow>, sqlx::Error> {
    let mut condition = Where::new();
    if let Scope::Customer(id) = scope {
        condition.eq_int("b.customer_id", id);
    }
    if let Some(status) = status {
        condition.eq_text("b.status", status.as_str());
    }
    if let Some(manifest) = manifest {
        condition.eq_int("b.manifest_id", manifest);
    }
    if let Some(search) = search {
        searched(&mut condition, search);
    }
    let total = match (scope, manifest, search, status) {
        (Scope::All, None, None, None) => Total::Kept("billets".into()),
        (Scope::All, None, None, Some(status)) => {
            Total::Kept(format!("billets/{}", status.as_str()))
        }
        _ => Total::Counted,
    };
    NEWEST.page(db, &condition, total, page).await
}

/// Keeps the tickets a search finds, each column through an index.
fn searched(condition: &mut Where, search: (SearchColumn, &str)) {
    match search {
        (SearchColumn::Reference, text) => {
            condition.starts_with("b.ref_billet", &reference_prefix("BIL", text));
        }
        (SearchColumn::Name, text) => {
            condition.starts_with("b.name", text.trim());
        }
        (SearchColumn::Tel, text) => {
            let digits: String = text.chars().filter(char::is_ascii_digit).collect();
            condition.starts_with("b.tel", &digits);
        }
        (SearchColumn::Manifest, text) => {
            condition.in_prefixed(
                "b.manifest_id",
                "SELECT id FROM manifests WHERE ref_manifest >= $a AND ref_manifest < $b",
                &reference_prefix("MAN", text),
            );
        }
    }
}

/// The list's tabs, as conditions (in `Status::ALL` order).
const TABS: [&str; 4] = [
    "b.status = 'reserve'",
    "b.status = 'embarque'",
    "b.status = 'absent'",
    "b.status = 'annule'",
];

pub async fn search_counts(
    db: &Db,
    search: (SearchColumn, &str),
) -> Result<Vec<TabCount>, sqlx::Error> {
    let mut condition = Where::new();
    searched(&mut condition, search);
    let newest_first = (search.0 == SearchColumn::Reference).then_some("b.ref_billet");
    list::search_counts(db, "billets b", &condition, newest_first, &TABS).await
}

pub async fn counts(db: &Db) -> Result<Vec<i64>, sqlx::Error> {
    let statuses: Vec<&str> = Status::ALL.iter().map(|s| s.as_str()).collect();
    status_counts(db, "billets", "customer_id", None, &statuses).await
}

// ---- a manifest's load ----

/// What a manifest carries now, read inside the transaction (the tickets that fly).
pub async fn load(tx: &mut Tx, manifest_id: i64) -> Result<Load, sqlx::Error> {
    let cargo: i64 = sqlx::query_scalar(
        "SELECT CAST(COALESCE(SUM(weight), 0) AS BIGINT) FROM manifestdetails \
         WHERE manifest_id = $1",
    )
    .bind(manifest_id)
    .fetch_one(&mut **tx)
    .await?;
    let (passengers, baggage, seated): (i64, i64, i64) = sqlx::query_as(
        "SELECT CAST(COALESCE(SUM(weight), 0) AS BIGINT), \
         CAST(COALESCE(SUM(baggage_weight), 0) AS BIGINT), \
         CAST(COALESCE(SUM(CASE WHEN kind <> 'bebe' THEN 1 ELSE 0 END), 0) AS BIGINT) \
         FROM billets WHERE manifest_id = $1 AND status IN ('reserve', 'embarque')",
    )
    .bind(manifest_id)
    .fetch_one(&mut **tx)
    .await?;
    Ok(Load {
        cargo,
        passengers,
        baggage,
        seated,
    })
}

/// A manifest's aircraft: its registration and what it can take.
pub async fn capacity(tx: &mut Tx, manifest_id: i64) -> Result<(String, Capacity), sqlx::Error> {
    let (plane, max_payload, seats): (String, Option<i64>, Option<i64>) = sqlx::query_as(
        "SELECT p.immatriculation, p.max_payload, p.seats FROM manifests m \
         JOIN planecomposants p ON p.id = m.plane_id WHERE m.id = $1",
    )
    .bind(manifest_id)
    .fetch_one(&mut **tx)
    .await?;
    Ok((plane, Capacity { max_payload, seats }))
}

/// Whether going from `before` to the manifest's load now is allowed on its aircraft
/// (`strict`: the aircraft changed, the whole load must fit).
pub async fn check_manifest(
    tx: &mut Tx,
    manifest_id: i64,
    before: &Load,
    strict: bool,
) -> Written<(), (String, Overload)> {
    let after = load(tx, manifest_id).await?;
    let (plane, capacity) = capacity(tx, manifest_id).await?;
    let verdict = if strict {
        tickets::fits(&after, &capacity)
    } else {
        tickets::check_change(before, &after, &capacity)
    };
    verdict.map_err(|o| Refused((plane, o)))
}

/// What a manifest carries, for its views: tickets that fly, infants among them, grams.
#[derive(Clone, Copy, Debug, Default, FromRow)]
pub struct Passengers {
    pub manifest_id: i64,
    pub passengers: i64,
    pub infants: i64,
    pub weight: i64,
    pub baggage_pieces: i64,
    pub baggage_weight: i64,
    /// Cents billed by its tickets (the fare; a cancelled ticket keeps what was paid of it).
    pub fares: i64,
    /// Every ticket sold on it, cancelled ones too (they keep it from being deleted).
    pub tickets: i64,
}

/// The passengers of these manifests, in one query (the tickets' index on the manifest).
pub async fn passengers_of(db: &Db, manifests: &[i64]) -> Result<Vec<Passengers>, sqlx::Error> {
    if manifests.is_empty() {
        return Ok(Vec::new());
    }
    let marks: Vec<String> = (1..=manifests.len()).map(|i| format!("${i}")).collect();
    let sql = format!(
        "SELECT manifest_id, \
         CAST(SUM(CASE WHEN status IN ('reserve', 'embarque') THEN 1 ELSE 0 END) AS BIGINT) AS passengers, \
         CAST(SUM(CASE WHEN status IN ('reserve', 'embarque') AND kind = 'bebe' THEN 1 ELSE 0 END) AS BIGINT) AS infants, \
         CAST(SUM(CASE WHEN status IN ('reserve', 'embarque') THEN weight ELSE 0 END) AS BIGINT) AS weight, \
         CAST(SUM(CASE WHEN status IN ('reserve', 'embarque') THEN baggage_pieces ELSE 0 END) AS BIGINT) AS baggage_pieces, \
         CAST(SUM(CASE WHEN status IN ('reserve', 'embarque') THEN baggage_weight ELSE 0 END) AS BIGINT) AS baggage_weight, \
         CAST(SUM(CASE WHEN status = 'annule' THEN paid ELSE fare END) AS BIGINT) AS fares, \
         CAST(COUNT(*) AS BIGINT) AS tickets \
         FROM billets WHERE manifest_id IN ({}) GROUP BY manifest_id",
        marks.join(", ")
    );
    let mut query = sqlx::query_as::<sqlx::Any, Passengers>(AssertSqlSafe(sql));
    for id in manifests {
        query = query.bind(*id);
    }
    query.fetch_all(db.pool()).await
}

// ---- writes ----

pub use crate::domain::tickets::Refusal;

/// A ticket, locked, as the rules see it; with what its writes name.
struct Locked {
    ticket: Ticket,
    ref_billet: String,
    tel: String,
    customer_id: i64,
}

async fn lock(db: &Db, tx: &mut Tx, id: i64) -> Result<Option<Locked>, sqlx::Error> {
    type Row = (
        String,
        String,
        i64,
        String,
        String,
        Option<String>,
        i64,
        i64,
        i64,
        i64,
        String,
        String,
    );
    let row: Option<Row> = sqlx::query_as(AssertSqlSafe(format!(
        "SELECT b.ref_billet, b.tel, b.manifest_id, b.status, b.kind, b.seat, b.weight, \
         b.baggage_weight, b.paid, b.customer_id, b.updated_at, m.status \
         FROM billets b JOIN manifests m ON m.id = b.manifest_id WHERE b.id = $1{}",
        db.for_update()
    )))
    .bind(id)
    .fetch_optional(&mut **tx)
    .await?;
    Ok(row.map(
        |(
            ref_billet,
            tel,
            manifest_id,
            status,
            kind,
            seat,
            weight,
            baggage_weight,
            paid,
            customer_id,
            version,
            manifest_status,
        )| Locked {
            ticket: Ticket {
                manifest_id,
                status: Status::parse(&status).unwrap_or(Status::Annule),
                kind: Kind::parse(&kind).unwrap_or(Kind::Adulte),
                seat,
                weight,
                baggage_weight,
                paid,
                version,
                // An unknown status is taken as validated: nothing changes without `admin`.
                manifest_status: ManifestStatus::parse(&manifest_status)
                    .unwrap_or(ManifestStatus::Arriver),
            },
            ref_billet,
            tel,
            customer_id,
        },
    ))
}

/// A manifest a ticket goes onto, locked: its reference and status, its aircraft, its load, who
/// holds `seat` on it (other than the ticket `except`); and its route.
async fn lock_flight(
    db: &Db,
    tx: &mut Tx,
    manifest_id: i64,
    seat: Option<&str>,
    except: i64,
) -> Result<Option<(Flight, (i64, i64))>, sqlx::Error> {
    let found: Option<(String, String, i64, i64, i64)> = sqlx::query_as(AssertSqlSafe(format!(
        "SELECT ref_manifest, status, origin_id, destination_id, plane_id FROM manifests \
         WHERE id = $1{}",
        db.for_update()
    )))
    .bind(manifest_id)
    .fetch_optional(&mut **tx)
    .await?;
    let Some((reference, status, origin, destination, plane_id)) = found else {
        return Ok(None);
    };
    let overdue = match super::due::grounding(tx, plane_id, db.clock().today_date()).await? {
        Some(MoveRefusal::Grounded { items, .. }) => items,
        _ => Vec::new(),
    };
    let seat_holder = match seat {
        Some(seat) => seat_holder(tx, manifest_id, seat, except).await?,
        None => None,
    };
    let (plane, capacity) = capacity(tx, manifest_id).await?;
    let flight = Flight {
        reference,
        // An unknown status is taken as validated: it takes no tickets.
        status: ManifestStatus::parse(&status).unwrap_or(ManifestStatus::Arriver),
        plane,
        capacity,
        load: load(tx, manifest_id).await?,
        seat_holder,
        overdue,
    };
    Ok(Some((flight, (origin, destination))))
}

/// The reference of the ticket flying in this seat on this manifest, other than `except`.
async fn seat_holder(
    tx: &mut Tx,
    manifest_id: i64,
    seat: &str,
    except: i64,
) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT ref_billet FROM billets WHERE manifest_id = $1 AND seat = $2 \
         AND status IN ('reserve', 'embarque') AND id <> $3",
    )
    .bind(manifest_id)
    .bind(seat)
    .bind(except)
    .fetch_optional(&mut **tx)
    .await
}

/// The client with this phone, or a client made for the passenger (no password: they may
/// register later… through the agency, as other clients without a password). Only someone with
/// the client profile is found by phone: a ticket and its debt never bind to a staff member or a
/// super user who has that number; the passenger's new client then has no phone of their own
/// (phones are unique), the ticket keeps the one typed.
async fn customer(
    tx: &mut Tx,
    name: &str,
    tel: &str,
    extension_id: Option<i64>,
    by: i64,
    now: &str,
) -> Result<i64, sqlx::Error> {
    let found: Option<(i64, Option<String>)> = sqlx::query_as(
        "SELECT u.id, p.code FROM users u JOIN profiles p ON p.id = u.profile_id WHERE u.tel = $1",
    )
    .bind(tel)
    .fetch_optional(&mut **tx)
    .await?;
    let own_tel = match found {
        Some((id, code)) if access::Kind::of_profile(code.as_deref()) == access::Kind::Client => {
            return Ok(id);
        }
        Some(_) => None,
        None => Some(tel),
    };
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO users (name, tel, status, profile_id, extension_id, created_by, created_at, \
         updated_at) VALUES ($1, $2, 1, (SELECT id FROM profiles WHERE code = 'client'), $3, $4, \
         $5, $5) RETURNING id",
    )
    .bind(name)
    .bind(own_tel)
    .bind(extension_id)
    .bind(by)
    .bind(now)
    .fetch_one(&mut **tx)
    .await?;
    Action::Create
        .on("users", id, by)
        .write(
            tx,
            json!({"name": name, "tel": own_tel, "profile": "client", "billet": true}),
        )
        .await?;
    Ok(id)
}

/// Sells a ticket on a manifest in preparation; `paid` (cents, at most the fare) is taken at the
/// counter as a payment (`FAC-…`) at the seller's branch.
pub async fn create(
    db: &Db,
    fields: &BilletFields,
    paid: i64,
    extension_id: Option<i64>,
    by: i64,
) -> Written<i64, Refusal> {
    let mut tx = db.begin_write().await?;
    let flight = lock_flight(db, &mut tx, fields.manifest_id, fields.seat.as_deref(), 0).await?;
    tickets::plan_sale(&fields.wanted(), paid, flight.as_ref().map(|(f, _)| f)).map_err(Refused)?;
    let Some((_, (origin_id, destination_id))) = flight else {
        unreachable!("a sale planned has its manifest");
    };
    let now = db.now();
    let customer_id = customer(&mut tx, &fields.name, &fields.tel, extension_id, by, &now).await?;
    // The selling branch: the seller's, else the manifest's origin (a super user has none).
    let branch = extension_id.unwrap_or(origin_id);
    let day = super::extensions::local_day(&mut tx, branch, &now).await?;
    let provisional = format!("BIL-provisoire-{}", crate::security::random_hex::<8>());
    let id: i64 = bind_args!(
        sqlx::query_scalar(
        "INSERT INTO billets (ref_billet, manifest_id, status, name, tel, document, kind, seat, \
         weight, weight_declared, baggage_pieces, baggage_weight, fare, paid, customer_id, \
         extension_id, origin_id, destination_id, created_at, updated_at, created_by, day) \
         VALUES ($1, $2, 'reserve', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, \
         $16, $17, $18, $18, $19, $20) RETURNING id",
        )
        .bind(&provisional),
        &fields.args()
    )
    .bind(paid)
    .bind(customer_id)
    .bind(branch)
    .bind(origin_id)
    .bind(destination_id)
    .bind(&now)
    .bind(by)
    .bind(&day)
    .fetch_one(&mut *tx)
    .await?;
    let number = next_number(&mut tx, "BIL").await?;
    let ref_billet = reference("BIL", number);
    sqlx::query("UPDATE billets SET ref_billet = $1 WHERE id = $2")
        .bind(&ref_billet)
        .bind(id)
        .execute(&mut *tx)
        .await?;
    let mut changes = fields.audit();
    changes["ref_billet"] = json!(ref_billet);
    changes["paid"] = cents(paid);
    Action::Create
        .on("billets", id, by)
        .write(&mut tx, changes)
        .await?;
    if paid > 0 {
        pay(
            &mut tx,
            id,
            &ref_billet,
            customer_id,
            branch,
            paid,
            by,
            &now,
        )
        .await?;
    }
    tx.commit().await?;
    Ok(id)
}

/// Records a payment of a ticket (`FAC-…`) at a branch; answers its id.
#[allow(clippy::too_many_arguments)]
async fn pay(
    tx: &mut Tx,
    billet_id: i64,
    ref_billet: &str,
    customer_id: i64,
    extension_id: i64,
    amount: i64,
    by: i64,
    now: &str,
) -> Result<i64, sqlx::Error> {
    let number = next_number(tx, "FAC").await?;
    let (id, _) = payments::record(
        tx,
        NewPayment {
            number,
            pays: Pays::Ticket(billet_id),
            subject: ref_billet,
            customer_id,
            extension_id,
            amount,
            created_by: by,
            created_at: now,
        },
    )
    .await?;
    Ok(id)
}

/// Changes a ticket (possibly onto another manifest in preparation). A ticket on a validated
/// manifest changes only with `admin`; a cancelled one not at all.
pub async fn update(
    db: &Db,
    id: i64,
    fields: &BilletFields,
    updated_at: &str,
    admin: bool,
    by: i64,
) -> Written<(), Refusal> {
    let mut tx = db.begin_write().await?;
    let current = lock(db, &mut tx, id).await?;
    let flight = lock_flight(db, &mut tx, fields.manifest_id, fields.seat.as_deref(), id).await?;
    tickets::plan_edit(
        current.as_ref().map(|c| &c.ticket),
        &fields.wanted(),
        updated_at,
        admin,
        flight.as_ref().map(|(f, _)| f),
    )
    .map_err(Refused)?;
    let (Some(current), Some((_, (origin_id, destination_id)))) = (current, flight) else {
        unreachable!("an edit planned has its ticket and manifest");
    };
    let now = db.now();
    // The ticket stays its customer's while its phone is the one typed at the sale (they may
    // have changed theirs since, and someone else registered the old one).
    let customer_id = if fields.tel == current.tel {
        current.customer_id
    } else {
        customer(&mut tx, &fields.name, &fields.tel, None, by, &now).await?
    };
    bind_args!(
        sqlx::query(
            "UPDATE billets SET manifest_id = $1, name = $2, tel = $3, document = $4, kind = $5, \
         seat = $6, weight = $7, weight_declared = $8, baggage_pieces = $9, baggage_weight = $10, \
         fare = $11, customer_id = $12, origin_id = $13, destination_id = $14, updated_at = $15 \
         WHERE id = $16",
        ),
        &fields.args()
    )
    .bind(customer_id)
    .bind(origin_id)
    .bind(destination_id)
    .bind(&now)
    .bind(id)
    .execute(&mut *tx)
    .await?;
    if customer_id != current.customer_id {
        payments::follow_customer(&mut tx, Pays::Ticket(id), customer_id).await?;
    }
    let mut changes = fields.audit();
    changes["ref_billet"] = json!(current.ref_billet);
    Action::Update
        .on("billets", id, by)
        .write(&mut tx, changes)
        .await?;
    tx.commit().await?;
    Ok(())
}

/// Moves a ticket to another status (the rules are `Status::may_become`'s); boarding again a
/// ticket that was absent checks the seat and the aircraft as a sale does.
pub async fn set_status(
    db: &Db,
    id: i64,
    to: Status,
    updated_at: Option<&str>,
    settle: Option<(Settle, &str)>,
    admin: bool,
    by: i64,
) -> Written<(), Refusal> {
    let mut tx = db.begin_write().await?;
    let Some(current) = lock(db, &mut tx, id).await? else {
        return Err(Refused(Refusal::NotFound));
    };
    let t = &current.ticket;
    let Some((flight, _)) = lock_flight(db, &mut tx, t.manifest_id, t.seat.as_deref(), id).await?
    else {
        unreachable!("a ticket's manifest exists");
    };
    tickets::plan_status(Some(t), to, updated_at, admin, &flight).map_err(Refused)?;
    let settlement = tickets::plan_settlement(t, to, settle.map(|(s, _)| s)).map_err(Refused)?;
    sqlx::query("UPDATE billets SET status = $1, updated_at = $2 WHERE id = $3")
        .bind(to.as_str())
        .bind(db.now())
        .bind(id)
        .execute(&mut *tx)
        .await?;
    let mut changes = json!({"ref_billet": current.ref_billet, "from": current.ticket.status.as_str(), "status": to.as_str()});
    match (settlement, settle) {
        (Settlement::Refund(_), Some((_, reason))) => {
            let given_back =
                payments::refund_all(&mut tx, Pays::Ticket(id), &current.ref_billet, reason, by)
                    .await?;
            changes["refunded"] = json!(cents(given_back));
            changes["reason"] = json!(reason);
        }
        (Settlement::Keep(kept), _) => changes["noShowFee"] = json!(cents(kept)),
        _ => {}
    }
    let action = if to == Status::Annule {
        Action::Cancel
    } else {
        Action::Update
    };
    action.on("billets", id, by).write(&mut tx, changes).await?;
    tx.commit().await?;
    Ok(())
}

/// Deletes a ticket reserved or cancelled on a manifest in preparation, once none of its payments
/// is in force; its cancelled payments stay in the journal.
pub async fn delete(db: &Db, id: i64, by: i64) -> Written<(), Refusal> {
    let mut tx = db.begin_write().await?;
    let current = lock(db, &mut tx, id).await?;
    tickets::plan_delete(current.as_ref().map(|c| &c.ticket)).map_err(Refused)?;
    let Some(current) = current else {
        unreachable!("a deletion planned has its ticket");
    };
    payments::detach(&mut tx, Pays::Ticket(id)).await?;
    sqlx::query("DELETE FROM billets WHERE id = $1")
        .bind(id)
        .execute(&mut *tx)
        .await?;
    Action::Delete
        .on("billets", id, by)
        .write(&mut tx, json!({"ref_billet": current.ref_billet}))
        .await?;
    tx.commit().await?;
    Ok(())
}

/// Keeps the tickets of a manifest on its route when the manifest's branches change.
pub async fn follow_route(
    tx: &mut Tx,
    manifest_id: i64,
    origin_id: i64,
    destination_id: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE billets SET origin_id = $1, destination_id = $2 WHERE manifest_id = $3 \
         AND (origin_id <> $1 OR destination_id <> $2)",
    )
    .bind(origin_id)
    .bind(destination_id)
    .bind(manifest_id)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Whether a manifest has tickets (it cannot be deleted then).
pub async fn any_on(tx: &mut Tx, manifest_id: i64) -> Result<bool, sqlx::Error> {
    let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM billets WHERE manifest_id = $1")
        .bind(manifest_id)
        .fetch_one(&mut **tx)
        .await?;
    Ok(n > 0)
}

/// Backdates a demo ticket and its payments (`soute demo`).
pub async fn backdate(db: &Db, id: i64, at: &str) -> Result<(), sqlx::Error> {
    let mut tx = db.begin_write().await?;
    payments::backdate(&mut tx, Pays::Ticket(id), at).await?;
    tx.commit().await?;
    Ok(())
}
