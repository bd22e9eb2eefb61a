//! Road waybills (bordereaux, `COL-…`): parcels' pieces go from stock onto a waybill in
//! preparation and back; a validated waybill waits for manifests (see `movements` for the locks).

use std::collections::{BTreeMap, BTreeSet};

use sqlx::{AssertSqlSafe, FromRow};

use serde_json::{Value, json};

use super::{
    Db, Refused, Tx, Written,
    audit::Action,
    expeditions::reference,
    list::{
        self, Arg, Newest, PageRequest, Paged, TabCount, Total, Where, fetch_page, like_pattern,
        reference_prefix, status_counts,
    },
    movements::{expeditions_of, lock_parcels, lock_rows, placeholders, stocked_at, write_parcels},
    next_number,
};
use crate::domain::ledger::{self, Current, Held, Line, LineWrite, MoveRefusal, WaybillStatus};

/// What a waybill form sets besides its parcels.
#[derive(Clone, Debug)]
pub struct WaybillFields {
    pub driver_id: i64,
    pub vehicle_id: i64,
    pub origin_id: i64,
    pub destination_id: i64,
}

impl WaybillFields {
    /// What the audit trail keeps of a waybill form.
    fn audit(&self, parcels: &[(i64, i64)]) -> Value {
        json!({
            "driverId": self.driver_id,
            "vehicleId": self.vehicle_id,
            "originId": self.origin_id,
            "destinationId": self.destination_id,
            "packags": parcels
                .iter()
                .map(|(p, q)| json!({"packagId": p, "quantity": q}))
                .collect::<Vec<_>>(),
        })
    }
}

/// A waybill with the names its list and sheet show.
#[derive(Clone, Debug, FromRow)]
pub struct WaybillRow {
    pub id: i64,
    pub ref_waybill: String,
    pub status: String,
    pub driver_id: i64,
    pub driver_name: String,
    pub driver_tel: Option<String>,
    pub vehicle_id: i64,
    pub vehicle_plaque: String,
    pub vehicle_mark: Option<String>,
    pub origin_id: i64,
    pub origin_name: String,
    pub origin_city: Option<String>,
    pub destination_id: i64,
    pub destination_name: String,
    pub destination_city: Option<String>,
    pub departure_date: Option<String>,
    pub departure_time: Option<String>,
    pub quantity: i64,
    pub weight: i64,
    pub quantity_restant: i64,
    pub weight_restant: i64,
    pub lines: i64,
    pub created_at: String,
    pub updated_at: String,
    pub created_by: i64,
    pub creator_name: String,
}

const COLUMNS: &str = "w.id, w.ref_waybill, w.status, w.driver_id, d.name AS driver_name, \
     d.tel AS driver_tel, w.vehicle_id, v.plaque AS vehicle_plaque, v.mark AS vehicle_mark, \
     w.origin_id, o.name AS origin_name, o.city AS origin_city, w.destination_id, \
     t.name AS destination_name, t.city AS destination_city, w.departure_date, w.departure_time, \
     w.quantity, w.weight, w.quantity_restant, w.weight_restant, \
     (SELECT COUNT(*) FROM waybilldetails wd WHERE wd.waybill_id = w.id) AS lines, \
     w.created_at, w.updated_at, w.created_by, c.name AS creator_name";
const FROM: &str = "waybills w JOIN users d ON d.id = w.driver_id \
     JOIN vehicles v ON v.id = w.vehicle_id JOIN extensions o ON o.id = w.origin_id \
     JOIN extensions t ON t.id = w.destination_id JOIN users c ON c.id = w.created_by";

/// One line of a waybill: a parcel's pieces on it, with what the sheet shows of the parcel.
#[derive(Clone, Debug, FromRow)]
pub struct DetailRow {
    pub id: i64,
    pub waybill_id: i64,
    pub packag_id: i64,
    pub expedition_id: i64,
    pub quantity: i64,
    pub weight: i64,
    pub quantity_restant: i64,
    pub weight_restant: i64,
    pub ref_packag: String,
    pub description: Option<String>,
    pub recipient_id: i64,
    pub recipient_name: String,
    pub recipient_tel: Option<String>,
    pub ref_expedition: String,
    pub sender_id: i64,
    pub sender_name: String,
    pub sender_tel: Option<String>,
    pub route_name: String,
    pub route_destination_id: i64,
}

const DETAIL_COLUMNS: &str = "wd.id, wd.waybill_id, wd.packag_id, wd.expedition_id, wd.quantity, \
     wd.weight, wd.quantity_restant, wd.weight_restant, p.ref_packag, p.description, \
     p.recipient_id, pu.name AS recipient_name, pu.tel AS recipient_tel, x.ref_expedition, \
     x.sender_id, s.name AS sender_name, s.tel AS sender_tel, pr.name AS route_name, \
     pr.destination_id AS route_destination_id";
const DETAIL_FROM: &str = "waybilldetails wd JOIN packags p ON p.id = wd.packag_id \
     JOIN expeditions x ON x.id = wd.expedition_id JOIN users pu ON pu.id = p.recipient_id \
     JOIN users s ON s.id = x.sender_id JOIN prices pr ON pr.id = x.price_id";

/// A line of a validated waybill with pieces not yet on a manifest, and its waybill's reference.
#[derive(Clone, Debug, FromRow)]
pub struct AvailableRow {
    #[sqlx(flatten)]
    pub detail: DetailRow,
    pub ref_waybill: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchColumn {
    Reference,
    Driver,
    Vehicle,
}

impl super::list::SearchColumns for SearchColumn {
    const NAMES: &'static [&'static str] = &[
        "ref_waybill",
        "driver.name",
        "waybill_driver.name",
        "vehicle.plaque",
    ];
}

impl SearchColumn {
    pub fn parse(name: &str) -> Option<SearchColumn> {
        Some(match name {
            "ref_waybill" => SearchColumn::Reference,
            "driver.name" | "waybill_driver.name" => SearchColumn::Driver,
            "vehicle.plaque" => SearchColumn::Vehicle,
            _ => return None,
        })
    }
}

const NEWEST: Newest = Newest {
    table: "waybills w",
    key: "w.created_at",
    id: "w.id",
    select: COLUMNS,
    from: FROM,
};

pub async fn find(db: &Db, id: i64) -> Result<Option<WaybillRow>, sqlx::Error> {
    sqlx::query_as(AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM {FROM} WHERE w.id = $1"
    )))
    .bind(id)
    .fetch_optional(db.pool())
    .await
}

pub async fn details(db: &Db, waybill_id: i64) -> Result<Vec<DetailRow>, sqlx::Error> {
    sqlx::query_as(AssertSqlSafe(format!(
        "SELECT {DETAIL_COLUMNS} FROM {DETAIL_FROM} WHERE wd.waybill_id = $1 ORDER BY p.ref_packag"
    )))
    .bind(waybill_id)
    .fetch_all(db.pool())
    .await
}

/// Waybills newest first; `driver` keeps a driver's own.
pub async fn list(
    db: &Db,
    status: Option<WaybillStatus>,
    driver: Option<i64>,
    search: Option<(SearchColumn, &str)>,
    page: PageRequest,
) -> Result<Paged<WaybillRow>, sqlx::Error> {
    let mut condition = Where::new();
    if let Some(status) = status {
        condition.eq_text("w.status", status.as_str());
    }
    if let Some(driver) = driver {
        condition.eq_int("w.driver_id", driver);
    }
    if let Some(search) = search {
        searched(&mut condition, db, search);
    }
    let total = match (driver, search, status) {
        (None, None, None) => Total::Kept("waybills".into()),
        (None, None, Some(status)) => Total::Kept(format!("waybills/{}", status.as_str())),
        _ => Total::Counted,
    };
    NEWEST.page(db, &condition, total, page).await
}

/// Keeps the waybills a search finds, each column through an index (people through their names').
fn searched(condition: &mut Where, db: &Db, search: (SearchColumn, &str)) {
    match search {
        (SearchColumn::Reference, text) => {
            condition.starts_with("w.ref_waybill", &reference_prefix("COL", text));
        }
        (SearchColumn::Driver, text) => {
            condition.person_named("w.driver_id", db.backend(), text);
        }
        (SearchColumn::Vehicle, text) => {
            condition.in_subquery(
                "w.vehicle_id",
                "SELECT id FROM vehicles WHERE LOWER(plaque) LIKE $a ESCAPE '\\'",
                &[Arg::Text(like_pattern(text))],
            );
        }
    }
}

/// The list's tabs, as conditions (in `WaybillStatus::ALL` order).
const TABS: [&str; 3] = [
    "w.status = 'EnCours'",
    "w.status = 'EnAttente'",
    "w.status = 'Expedié'",
];

/// How many waybills a search finds in each status (in `WaybillStatus::ALL` order), with the
/// list's own filter, each count bounded ([`list::search_counts`]).
pub async fn search_counts(
    db: &Db,
    search: (SearchColumn, &str),
) -> Result<Vec<TabCount>, sqlx::Error> {
    debug_assert!(
        WaybillStatus::ALL
            .iter()
            .zip(TABS)
            .all(|(s, tab)| tab.ends_with(&format!("'{}'", s.as_str())))
    );
    let mut condition = Where::new();
    searched(&mut condition, db, search);
    // A reference walks its index from the newest: those in preparation or waiting first.
    let newest_first = (search.0 == SearchColumn::Reference).then_some("w.ref_waybill");
    list::search_counts(db, "waybills w", &condition, newest_first, &TABS).await
}

/// How many waybills are in each status (in `WaybillStatus::ALL` order).
pub async fn counts(db: &Db, driver: Option<i64>) -> Result<Vec<i64>, sqlx::Error> {
    let statuses: Vec<&str> = WaybillStatus::ALL.iter().map(|s| s.as_str()).collect();
    status_counts(db, "waybills", "driver_id", driver, &statuses).await
}

/// Lines of validated waybills still holding pieces, for manifests: oldest waybill first;
/// `ending_at` keeps those of waybills that end at that branch.
pub async fn available(
    db: &Db,
    search: Option<&str>,
    ending_at: Option<i64>,
    page: PageRequest,
) -> Result<Paged<AvailableRow>, sqlx::Error> {
    let mut condition = Where::new();
    condition
        .raw("wd.quantity_restant > 0")
        .eq_text("w.status", WaybillStatus::EnAttente.as_str());
    if let Some(branch) = ending_at {
        condition.eq_int("w.destination_id", branch);
    }
    if let Some(text) = search {
        // A reference of the parcel, its expedition or its waybill.
        condition.contains(
            "(p.ref_packag || ' ' || x.ref_expedition || ' ' || w.ref_waybill)",
            text,
        );
    }
    fetch_page(
        db,
        AVAILABLE_COLUMNS,
        AVAILABLE_FROM,
        &condition,
        "w.created_at, w.id, p.ref_packag",
        page,
    )
    .await
}

const AVAILABLE_COLUMNS: &str = "wd.id, wd.waybill_id, wd.packag_id, wd.expedition_id, wd.quantity, \
     wd.weight, wd.quantity_restant, wd.weight_restant, p.ref_packag, p.description, \
     p.recipient_id, pu.name AS recipient_name, pu.tel AS recipient_tel, x.ref_expedition, \
     x.sender_id, s.name AS sender_name, s.tel AS sender_tel, pr.name AS route_name, \
     pr.destination_id AS route_destination_id, w.ref_waybill";
const AVAILABLE_FROM: &str = "waybilldetails wd JOIN waybills w ON w.id = wd.waybill_id \
     JOIN packags p ON p.id = wd.packag_id \
     JOIN expeditions x ON x.id = wd.expedition_id JOIN users pu ON pu.id = p.recipient_id \
     JOIN users s ON s.id = x.sender_id JOIN prices pr ON pr.id = x.price_id";

/// Creates a waybill in preparation and loads these parcels' pieces from stock onto it.
pub async fn create(
    db: &Db,
    fields: &WaybillFields,
    parcels: &[(i64, i64)],
    created_by: i64,
) -> Written<i64, MoveRefusal> {
    let mut tx = db.begin_write().await?;
    let now = db.now();
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO waybills (ref_waybill, status, driver_id, vehicle_id, origin_id, \
         destination_id, created_at, updated_at, created_by) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8) RETURNING id",
    )
    // The number is taken last: its counter row stays locked until the commit, and moves of
    // other waybills and manifests should not queue behind it while this one takes its locks.
    .bind(format!(
        "COL-provisoire-{}",
        crate::security::random_hex::<8>()
    ))
    .bind(WaybillStatus::EnCours.as_str())
    .bind(fields.driver_id)
    .bind(fields.vehicle_id)
    .bind(fields.origin_id)
    .bind(fields.destination_id)
    .bind(&now)
    .bind(created_by)
    .fetch_one(&mut *tx)
    .await?;
    compose(db, &mut tx, (id, fields.origin_id), parcels, &now).await?;
    let number = next_number(&mut tx, "COL").await?;
    let ref_waybill = reference("COL", number);
    sqlx::query("UPDATE waybills SET ref_waybill = $1 WHERE id = $2")
        .bind(&ref_waybill)
        .bind(id)
        .execute(&mut *tx)
        .await?;
    let mut changes = fields.audit(parcels);
    changes["ref_waybill"] = json!(ref_waybill);
    Action::Create
        .on("waybills", id, created_by)
        .write(&mut tx, changes)
        .await?;
    tx.commit().await?;
    Ok(id)
}

/// A waybill's status and `updatedAt`, as read under its lock.
struct LockedWaybill {
    status: WaybillStatus,
    updated_at: String,
    origin_id: i64,
}

impl LockedWaybill {
    /// What the ledger's guards decide on (anyone who reached the handler may change a waybill).
    fn current(found: &Option<LockedWaybill>) -> Option<Current<'_, WaybillStatus>> {
        found.as_ref().map(|w| Current {
            status: w.status,
            updated_at: &w.updated_at,
            allowed: true,
        })
    }
}

async fn lock_waybill(db: &Db, tx: &mut Tx, id: i64) -> Result<Option<LockedWaybill>, sqlx::Error> {
    let row: Option<(String, String, i64)> = sqlx::query_as(AssertSqlSafe(format!(
        "SELECT status, updated_at, origin_id FROM waybills WHERE id = $1{}",
        db.for_update()
    )))
    .bind(id)
    .fetch_optional(&mut **tx)
    .await?;
    Ok(row.map(|(status, updated_at, origin_id)| LockedWaybill {
        status: WaybillStatus::parse(&status).unwrap_or(WaybillStatus::EnAttente),
        updated_at,
        origin_id,
    }))
}

/// Changes a waybill in preparation: its fields and its parcels (the list is what it must hold).
pub async fn update(
    db: &Db,
    id: i64,
    fields: &WaybillFields,
    parcels: &[(i64, i64)],
    updated_at: &str,
    by: i64,
) -> Written<(), MoveRefusal> {
    let mut tx = db.begin_write().await?;
    let found = lock_waybill(db, &mut tx, id).await?;
    ledger::may_change(LockedWaybill::current(&found), Some(updated_at)).map_err(Refused)?;
    let now = db.now();
    sqlx::query(
        "UPDATE waybills SET driver_id = $1, vehicle_id = $2, origin_id = $3, destination_id = $4, \
         updated_at = $5 WHERE id = $6",
    )
    .bind(fields.driver_id)
    .bind(fields.vehicle_id)
    .bind(fields.origin_id)
    .bind(fields.destination_id)
    .bind(&now)
    .bind(id)
    .execute(&mut *tx)
    .await?;
    compose(db, &mut tx, (id, fields.origin_id), parcels, &now).await?;
    Action::Update
        .on("waybills", id, by)
        .write(&mut tx, fields.audit(parcels))
        .await?;
    tx.commit().await?;
    Ok(())
}

/// Deletes a waybill in preparation; its pieces go back to stock.
pub async fn delete(db: &Db, id: i64, by: i64) -> Written<(), MoveRefusal> {
    let mut tx = db.begin_write().await?;
    let found = lock_waybill(db, &mut tx, id).await?;
    ledger::may_change(LockedWaybill::current(&found), None).map_err(Refused)?;
    let now = db.now();
    let origin = found.map_or(0, |w| w.origin_id);
    compose(db, &mut tx, (id, origin), &[], &now).await?;
    sqlx::query("DELETE FROM waybills WHERE id = $1")
        .bind(id)
        .execute(&mut *tx)
        .await?;
    Action::Delete
        .on("waybills", id, by)
        .write(&mut tx, json!({}))
        .await?;
    tx.commit().await?;
    Ok(())
}

/// Takes one line off a waybill in preparation, back to stock; answers the waybill's id.
pub async fn delete_detail(db: &Db, detail_id: i64, by: i64) -> Written<i64, MoveRefusal> {
    let mut tx = db.begin_write().await?;
    let Some(waybill_id): Option<i64> =
        sqlx::query_scalar("SELECT waybill_id FROM waybilldetails WHERE id = $1")
            .bind(detail_id)
            .fetch_optional(&mut *tx)
            .await?
    else {
        return Err(Refused(MoveRefusal::NotFound));
    };
    let found = lock_waybill(db, &mut tx, waybill_id).await?;
    ledger::may_change(LockedWaybill::current(&found), None).map_err(Refused)?;
    let kept: Vec<(i64, i64)> = sqlx::query_as(
        "SELECT packag_id, quantity FROM waybilldetails WHERE waybill_id = $1 AND id <> $2",
    )
    .bind(waybill_id)
    .bind(detail_id)
    .fetch_all(&mut *tx)
    .await?;
    let now = db.now();
    let origin = found.map_or(0, |w| w.origin_id);
    compose(db, &mut tx, (waybill_id, origin), &kept, &now).await?;
    sqlx::query("UPDATE waybills SET updated_at = $1 WHERE id = $2")
        .bind(&now)
        .bind(waybill_id)
        .execute(&mut *tx)
        .await?;
    Action::Delete
        .on("waybilldetails", detail_id, by)
        .write(&mut tx, json!({ "waybillId": waybill_id }))
        .await?;
    tx.commit().await?;
    Ok(waybill_id)
}

/// Validates a waybill in preparation that holds something: EnAttente, with its departure.
pub async fn validate(
    db: &Db,
    id: i64,
    date: &str,
    time: Option<&str>,
    by: i64,
) -> Written<(), MoveRefusal> {
    let mut tx = db.begin_write().await?;
    let found = lock_waybill(db, &mut tx, id).await?;
    let lines: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM waybilldetails WHERE waybill_id = $1")
            .bind(id)
            .fetch_one(&mut *tx)
            .await?;
    ledger::may_validate_waybill(LockedWaybill::current(&found), lines).map_err(Refused)?;
    sqlx::query(
        "UPDATE waybills SET status = $1, departure_date = $2, departure_time = $3, updated_at = $4 \
         WHERE id = $5",
    )
    .bind(WaybillStatus::EnAttente.as_str())
    .bind(date)
    .bind(time)
    .bind(db.now())
    .bind(id)
    .execute(&mut *tx)
    .await?;
    Action::Validate
        .on("waybills", id, by)
        .write(
            &mut tx,
            json!({
                "status": WaybillStatus::EnAttente.as_str(),
                "departure_date": date,
                "departure_time": time,
            }),
        )
        .await?;
    tx.commit().await?;
    Ok(())
}

/// Makes the (locked, in preparation) waybill hold exactly `wanted` pieces of each parcel,
/// moving the differences between stock and the waybill (`ledger::plan_waybill` decides).
/// `wanted` lists each parcel once.
async fn compose(
    db: &Db,
    tx: &mut Tx,
    (waybill_id, origin): (i64, i64),
    wanted: &[(i64, i64)],
    now: &str,
) -> Written<(), MoveRefusal> {
    let lines = lines_of(tx, waybill_id).await?;
    let touched = ledger::touched(&lines, wanted);
    let expeditions = expeditions_of(tx, &touched).await?;
    let parcels = lock_parcels(db, tx, &expeditions).await?;
    let stocked_at = stocked_at(tx, &wanted.iter().map(|(p, _)| *p).collect()).await?;
    let plan = match ledger::plan_waybill(origin, &lines, wanted, &stocked_at, &parcels) {
        Ok(plan) => plan,
        Err(refusal) => return Err(Refused(refusal)),
    };
    for write in &plan.lines {
        // A line of a waybill in preparation keeps all it holds off manifests.
        match *write {
            LineWrite::Insert { key, held } => {
                sqlx::query(
                    "INSERT INTO waybilldetails (waybill_id, packag_id, expedition_id, quantity, \
                     weight, quantity_restant, weight_restant, created_at, updated_at) \
                     VALUES ($1, $2, $3, $4, $5, $4, $5, $6, $6)",
                )
                .bind(waybill_id)
                .bind(key)
                .bind(plan.parcels[&key].expedition_id)
                .bind(held.quantity)
                .bind(held.weight)
                .bind(now)
                .execute(&mut **tx)
                .await?;
            }
            LineWrite::Set { id, held } => {
                sqlx::query(
                    "UPDATE waybilldetails SET quantity = $1, weight = $2, quantity_restant = $1, \
                     weight_restant = $2, updated_at = $3 WHERE id = $4",
                )
                .bind(held.quantity)
                .bind(held.weight)
                .bind(now)
                .bind(id)
                .execute(&mut **tx)
                .await?;
            }
            LineWrite::Delete { id } => {
                sqlx::query("DELETE FROM waybilldetails WHERE id = $1")
                    .bind(id)
                    .execute(&mut **tx)
                    .await?;
            }
        }
    }
    if !write_parcels(tx, &parcels, &plan.parcels, now).await? {
        return Err(Refused(MoveRefusal::Interfered));
    }
    refresh(tx, waybill_id).await?;
    Ok(())
}

/// A waybill's lines, keyed by parcel, with what they hold.
async fn lines_of(tx: &mut Tx, waybill_id: i64) -> Result<Vec<Line>, sqlx::Error> {
    let rows: Vec<(i64, i64, i64, i64)> = sqlx::query_as(
        "SELECT id, packag_id, quantity, weight FROM waybilldetails WHERE waybill_id = $1",
    )
    .bind(waybill_id)
    .fetch_all(&mut **tx)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(id, key, quantity, weight)| Line {
            id,
            key,
            held: Held::new(quantity, weight),
        })
        .collect())
}

/// Sets a (locked) waybill's totals from its lines, and its status from what they still hold.
pub async fn refresh(tx: &mut Tx, waybill_id: i64) -> Result<(), sqlx::Error> {
    let (quantity, weight, quantity_restant, weight_restant): (i64, i64, i64, i64) =
        sqlx::query_as(
            "SELECT COALESCE(CAST(SUM(quantity) AS BIGINT), 0), \
             COALESCE(CAST(SUM(weight) AS BIGINT), 0), \
             COALESCE(CAST(SUM(quantity_restant) AS BIGINT), 0), \
             COALESCE(CAST(SUM(weight_restant) AS BIGINT), 0) \
             FROM waybilldetails WHERE waybill_id = $1",
        )
        .bind(waybill_id)
        .fetch_one(&mut **tx)
        .await?;
    let status: String = sqlx::query_scalar("SELECT status FROM waybills WHERE id = $1")
        .bind(waybill_id)
        .fetch_one(&mut **tx)
        .await?;
    let status = WaybillStatus::parse(&status)
        .unwrap_or(WaybillStatus::EnAttente)
        .after_move(quantity_restant);
    sqlx::query(
        "UPDATE waybills SET quantity = $1, weight = $2, quantity_restant = $3, weight_restant = $4, \
         status = $5 WHERE id = $6",
    )
    .bind(quantity)
    .bind(weight)
    .bind(quantity_restant)
    .bind(weight_restant)
    .bind(status.as_str())
    .bind(waybill_id)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Locks waybills (in id order) for a manifest move; answers their references and statuses.
pub async fn lock_many(
    db: &Db,
    tx: &mut Tx,
    ids: &BTreeSet<i64>,
) -> Result<BTreeMap<i64, (String, WaybillStatus)>, sqlx::Error> {
    lock_rows(db, tx, "waybills", ids).await?;
    if ids.is_empty() {
        return Ok(BTreeMap::new());
    }
    let sql = format!(
        "SELECT id, ref_waybill, status FROM waybills WHERE id IN ({})",
        placeholders(1, ids.len())
    );
    let mut query = sqlx::query_as::<sqlx::Any, (i64, String, String)>(AssertSqlSafe(sql));
    for id in ids {
        query = query.bind(*id);
    }
    Ok(query
        .fetch_all(&mut **tx)
        .await?
        .into_iter()
        .map(|(id, r, s)| {
            (
                id,
                (
                    r,
                    WaybillStatus::parse(&s).unwrap_or(WaybillStatus::EnAttente),
                ),
            )
        })
        .collect())
}

/// Dates a demo waybill back (`soute demo`), with its lines.
pub async fn backdate(db: &Db, id: i64, at: &str) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE waybills SET created_at = $1, updated_at = $1 WHERE id = $2")
        .bind(at)
        .bind(id)
        .execute(db.pool())
        .await?;
    sqlx::query("UPDATE waybilldetails SET created_at = $1, updated_at = $1 WHERE waybill_id = $2")
        .bind(at)
        .bind(id)
        .execute(db.pool())
        .await?;
    Ok(())
}
