//! Air manifests (`MAN-…`): pieces of validated waybills' lines go onto a manifest in preparation
//! and back; a manifest is then validated as arrived (see `movements` for the locks).

use crate::db::OrRefused;
use std::collections::{BTreeMap, BTreeSet};

use sqlx::{AssertSqlSafe, FromRow};

use serde_json::{Value, json};

use super::{
    Db, Refused, Tx, Written,
    audit::{self, Action},
    billets, due,
    expeditions::reference,
    list::{
        self, Arg, Newest, PageRequest, Paged, TabCount, Total, Where, like_pattern,
        reference_prefix, status_counts,
    },
    movements::{expeditions_of, lock_parcels, placeholders, write_parcels},
    next_number, waybills,
};
pub use crate::domain::ledger::ShippedRefusal;
use crate::{
    domain::ledger::{self, Current, Held, Line, LineWrite, ManifestStatus, MoveRefusal, Source},
    domain::tickets::{self, Load},
};

#[derive(Clone, Debug)]
pub struct ManifestFields {
    pub plane_id: i64,
    pub pilot_id: Option<i64>,
    pub origin_id: i64,
    pub destination_id: i64,
}

impl ManifestFields {
    /// What the audit trail keeps of a manifest form.
    fn audit(&self, lines: &[(i64, i64)]) -> Value {
        json!({
            "planeId": self.plane_id,
            "pilotId": self.pilot_id,
            "originId": self.origin_id,
            "destinationId": self.destination_id,
            "waybilldetails": lines
                .iter()
                .map(|(d, q)| json!({"waybilldetailId": d, "quantity": q}))
                .collect::<Vec<_>>(),
        })
    }
}

#[derive(Clone, Debug, FromRow)]
pub struct ManifestRow {
    pub id: i64,
    pub ref_manifest: String,
    pub status: String,
    pub plane_id: i64,
    pub plane_ref: String,
    pub plane_description: Option<String>,
    pub pilot_id: Option<i64>,
    pub pilot_name: Option<String>,
    pub pilot_tel: Option<String>,
    pub origin_id: i64,
    pub destination_id: i64,
    pub destination_name: String,
    pub destination_city: Option<String>,
    pub destination_region: Option<String>,
    pub departure_date: Option<String>,
    pub departure_time: Option<String>,
    pub quantity: i64,
    pub weight: i64,
    pub parcels: i64,
    pub created_at: String,
    pub updated_at: String,
    pub created_by: i64,
    pub creator_name: String,
    pub creator_tel: Option<String>,
    /// The aircraft's seats and maximum payload (grams).
    pub plane_seats: Option<i64>,
    pub plane_max_payload: Option<i64>,
}

const COLUMNS: &str = "m.id, m.ref_manifest, m.status, m.plane_id, pl.immatriculation AS plane_ref, \
     pl.seats AS plane_seats, pl.max_payload AS plane_max_payload, \
     pl.description AS plane_description, m.pilot_id, pi.name AS pilot_name, pi.tel AS pilot_tel, \
     m.origin_id, m.destination_id, t.name AS destination_name, t.city AS destination_city, \
     t.region AS destination_region, m.departure_date, m.departure_time, \
     COALESCE((SELECT CAST(SUM(md.quantity) AS BIGINT) FROM manifestdetails md WHERE md.manifest_id = m.id), 0) AS quantity, \
     COALESCE((SELECT CAST(SUM(md.weight) AS BIGINT) FROM manifestdetails md WHERE md.manifest_id = m.id), 0) AS weight, \
     (SELECT COUNT(DISTINCT md.packag_id) FROM manifestdetails md WHERE md.manifest_id = m.id) AS parcels, \
     m.created_at, m.updated_at, m.created_by, c.name AS creator_name, c.tel AS creator_tel";
const FROM: &str = "manifests m JOIN planecomposants pl ON pl.id = m.plane_id \
     LEFT JOIN users pi ON pi.id = m.pilot_id JOIN extensions t ON t.id = m.destination_id \
     JOIN users c ON c.id = m.created_by";

/// One line of a manifest, with what its sheet shows.
#[derive(Clone, Debug, FromRow)]
pub struct DetailRow {
    pub id: i64,
    pub manifest_id: i64,
    pub waybilldetail_id: i64,
    pub waybill_id: i64,
    pub ref_waybill: String,
    pub packag_id: i64,
    pub expedition_id: i64,
    pub quantity: i64,
    pub weight: i64,
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

const DETAIL_COLUMNS: &str = "md.id, md.manifest_id, md.waybilldetail_id, md.waybill_id, \
     w.ref_waybill, md.packag_id, md.expedition_id, md.quantity, md.weight, p.ref_packag, \
     p.description, p.recipient_id, pu.name AS recipient_name, pu.tel AS recipient_tel, \
     x.ref_expedition, x.sender_id, s.name AS sender_name, s.tel AS sender_tel, \
     pr.name AS route_name, pr.destination_id AS route_destination_id";
const DETAIL_FROM: &str = "manifestdetails md JOIN waybills w ON w.id = md.waybill_id \
     JOIN packags p ON p.id = md.packag_id JOIN expeditions x ON x.id = md.expedition_id \
     JOIN users pu ON pu.id = p.recipient_id JOIN users s ON s.id = x.sender_id \
     JOIN prices pr ON pr.id = x.price_id";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchColumn {
    Reference,
    Plane,
    Destination,
    Pilot,
}

impl super::list::SearchColumns for SearchColumn {
    const NAMES: &'static [&'static str] = &[
        "ref_manifest",
        "plane.ref",
        "plane.immatriculation",
        "destination.city",
        "manifest_destination.city",
        "pilot.name",
    ];
}

impl SearchColumn {
    pub fn parse(name: &str) -> Option<SearchColumn> {
        Some(match name {
            "ref_manifest" => SearchColumn::Reference,
            "plane.ref" | "plane.immatriculation" => SearchColumn::Plane,
            "destination.city" | "manifest_destination.city" => SearchColumn::Destination,
            "pilot.name" => SearchColumn::Pilot,
            _ => return None,
        })
    }
}

const NEWEST: Newest = Newest {
    table: "manifests m",
    key: "m.created_at",
    id: "m.id",
    select: COLUMNS,
    from: FROM,
};

pub async fn find(db: &Db, id: i64) -> Result<Option<ManifestRow>, sqlx::Error> {
    sqlx::query_as(AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM {FROM} WHERE m.id = $1"
    )))
    .bind(id)
    .fetch_optional(db.pool())
    .await
}

pub async fn details(db: &Db, manifest_id: i64) -> Result<Vec<DetailRow>, sqlx::Error> {
    sqlx::query_as(AssertSqlSafe(format!(
        "SELECT {DETAIL_COLUMNS} FROM {DETAIL_FROM} WHERE md.manifest_id = $1 \
         ORDER BY pr.destination_id, p.ref_packag"
    )))
    .bind(manifest_id)
    .fetch_all(db.pool())
    .await
}

/// Manifests newest first; `pilot` keeps a pilot's own.
pub async fn list(
    db: &Db,
    status: Option<ManifestStatus>,
    pilot: Option<i64>,
    search: Option<(SearchColumn, &str)>,
    page: PageRequest,
) -> Result<Paged<ManifestRow>, sqlx::Error> {
    let mut condition = Where::new();
    if let Some(status) = status {
        condition.eq_text("m.status", status.as_str());
    }
    if let Some(pilot) = pilot {
        condition.eq_int("m.pilot_id", pilot);
    }
    if let Some(search) = search {
        searched(&mut condition, db, search);
    }
    let total = match (pilot, search, status) {
        (None, None, None) => Total::Kept("manifests".into()),
        (None, None, Some(status)) => Total::Kept(format!("manifests/{}", status.as_str())),
        _ => Total::Counted,
    };
    NEWEST.page(db, &condition, total, page).await
}

/// Keeps the manifests a search finds, each column through an index (people through their names').
fn searched(condition: &mut Where, db: &Db, search: (SearchColumn, &str)) {
    match search {
        (SearchColumn::Reference, text) => {
            condition.starts_with("m.ref_manifest", &reference_prefix("MAN", text));
        }
        (SearchColumn::Plane, text) => {
            condition.in_subquery(
                "m.plane_id",
                "SELECT id FROM planecomposants WHERE LOWER(immatriculation) LIKE $a ESCAPE '\\'",
                &[Arg::Text(like_pattern(text))],
            );
        }
        (SearchColumn::Destination, text) => {
            condition.in_subquery(
                "m.destination_id",
                "SELECT id FROM extensions WHERE LOWER(city) LIKE $a ESCAPE '\\'",
                &[Arg::Text(like_pattern(text))],
            );
        }
        (SearchColumn::Pilot, text) => {
            condition.person_named("m.pilot_id", db.backend(), text);
        }
    }
}

/// The list's tabs, as conditions (in `ManifestStatus::ALL` order).
const TABS: [&str; 2] = ["m.status = 'EnCours'", "m.status = 'Arriver'"];

/// How many manifests a search finds in each status (in `ManifestStatus::ALL` order), with the
/// list's own filter, each count bounded ([`list::search_counts`]).
pub async fn search_counts(
    db: &Db,
    search: (SearchColumn, &str),
) -> Result<Vec<TabCount>, sqlx::Error> {
    debug_assert!(
        ManifestStatus::ALL
            .iter()
            .zip(TABS)
            .all(|(s, tab)| tab.ends_with(&format!("'{}'", s.as_str())))
    );
    let mut condition = Where::new();
    searched(&mut condition, db, search);
    // A reference walks its index from the newest: those in preparation first.
    let newest_first = (search.0 == SearchColumn::Reference).then_some("m.ref_manifest");
    list::search_counts(db, "manifests m", &condition, newest_first, &TABS).await
}

pub async fn counts(db: &Db, pilot: Option<i64>) -> Result<Vec<i64>, sqlx::Error> {
    let statuses: Vec<&str> = ManifestStatus::ALL.iter().map(|s| s.as_str()).collect();
    status_counts(db, "manifests", "pilot_id", pilot, &statuses).await
}

/// The manifest's status, `updatedAt` and branches, locked.
pub struct LockedManifest {
    pub status: ManifestStatus,
    pub updated_at: String,
    pub origin_id: i64,
    pub destination_id: i64,
    pub plane_id: i64,
}

impl LockedManifest {
    /// What the ledger's guards decide on: its state, and whether `allowed` lets this person
    /// change it (its branches).
    fn current<'a>(
        found: &'a Option<LockedManifest>,
        allowed: BranchCheck<'_>,
    ) -> Option<Current<'a, ManifestStatus>> {
        found.as_ref().map(|m| Current {
            status: m.status,
            updated_at: &m.updated_at,
            allowed: allowed(m),
        })
    }
}

async fn lock_manifest(
    db: &Db,
    tx: &mut Tx,
    id: i64,
) -> Result<Option<LockedManifest>, sqlx::Error> {
    let row: Option<(String, String, i64, i64, i64)> = sqlx::query_as(AssertSqlSafe(format!(
        "SELECT status, updated_at, origin_id, destination_id, plane_id FROM manifests \
         WHERE id = $1{}",
        db.for_update()
    )))
    .bind(id)
    .fetch_optional(&mut **tx)
    .await?;
    Ok(row.map(
        |(status, updated_at, origin_id, destination_id, plane_id)| LockedManifest {
            status: ManifestStatus::parse(&status).unwrap_or(ManifestStatus::Arriver),
            updated_at,
            origin_id,
            destination_id,
            plane_id,
        },
    ))
}

/// Creates a manifest in preparation and loads these waybill lines' pieces onto it.
pub async fn create(
    db: &Db,
    fields: &ManifestFields,
    lines: &[(i64, i64)],
    created_by: i64,
) -> Written<i64, MoveRefusal> {
    let mut tx = db.begin_write().await?;
    if let Some(refusal) = due::grounding(&mut tx, fields.plane_id, db.clock().today_date()).await?
    {
        return Err(Refused(refusal));
    }
    let now = db.now();
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO manifests (ref_manifest, status, plane_id, pilot_id, origin_id, \
         destination_id, created_at, updated_at, created_by) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8) RETURNING id",
    )
    // The number is taken last: its counter row stays locked until the commit, and moves of
    // other waybills and manifests should not queue behind it while this one takes its locks.
    .bind(format!(
        "MAN-provisoire-{}",
        crate::security::random_hex::<8>()
    ))
    .bind(ManifestStatus::EnCours.as_str())
    .bind(fields.plane_id)
    .bind(fields.pilot_id)
    .bind(fields.origin_id)
    .bind(fields.destination_id)
    .bind(&now)
    .bind(created_by)
    .fetch_one(&mut *tx)
    .await?;
    compose(db, &mut tx, id, lines, &now).await?;
    payload(&mut tx, id, &Load::default(), true).await?;
    let number = next_number(&mut tx, "MAN").await?;
    let ref_manifest = reference("MAN", number);
    sqlx::query("UPDATE manifests SET ref_manifest = $1 WHERE id = $2")
        .bind(&ref_manifest)
        .bind(id)
        .execute(&mut *tx)
        .await?;
    let mut changes = fields.audit(lines);
    changes["ref_manifest"] = json!(ref_manifest);
    Action::Create
        .on("manifests", id, created_by)
        .write(&mut tx, changes)
        .await?;
    tx.commit().await?;
    Ok(id)
}

/// What a change to an existing manifest needs: who may do it is checked by `allowed` on the
/// locked manifest (its branches), so the check and the change see the same row.
pub type BranchCheck<'a> = &'a (dyn Fn(&LockedManifest) -> bool + Sync);

/// Changes a manifest in preparation: its fields and its lines (the list is what it must hold).
pub async fn update(
    db: &Db,
    id: i64,
    fields: &ManifestFields,
    lines: &[(i64, i64)],
    updated_at: &str,
    allowed: BranchCheck<'_>,
    by: i64,
) -> Written<(), MoveRefusal> {
    let mut tx = db.begin_write().await?;
    let found = lock_manifest(db, &mut tx, id).await?;
    let current = LockedManifest::current(&found, allowed);
    ledger::may_change(current, Some(updated_at)).map_err(Refused)?;
    // Moving it onto another aircraft is as good as creating it there.
    if found
        .as_ref()
        .is_some_and(|m| m.plane_id != fields.plane_id)
        && let Some(refusal) =
            due::grounding(&mut tx, fields.plane_id, db.clock().today_date()).await?
    {
        return Err(Refused(refusal));
    }
    let before = billets::load(&mut tx, id).await?;
    let now = db.now();
    sqlx::query(
        "UPDATE manifests SET plane_id = $1, pilot_id = $2, origin_id = $3, destination_id = $4, \
         updated_at = $5 WHERE id = $6",
    )
    .bind(fields.plane_id)
    .bind(fields.pilot_id)
    .bind(fields.origin_id)
    .bind(fields.destination_id)
    .bind(&now)
    .bind(id)
    .execute(&mut *tx)
    .await?;
    compose(db, &mut tx, id, lines, &now).await?;
    // Another aircraft must take the whole load; the same one, no more than it had.
    let replaned = found
        .as_ref()
        .is_some_and(|m| m.plane_id != fields.plane_id);
    payload(&mut tx, id, &before, replaned).await?;
    billets::follow_route(&mut tx, id, fields.origin_id, fields.destination_id).await?;
    Action::Update
        .on("manifests", id, by)
        .write(&mut tx, fields.audit(lines))
        .await?;
    tx.commit().await?;
    Ok(())
}

/// Deletes a manifest in preparation; its pieces go back onto their waybills.
pub async fn delete(
    db: &Db,
    id: i64,
    allowed: BranchCheck<'_>,
    by: i64,
) -> Written<(), MoveRefusal> {
    let mut tx = db.begin_write().await?;
    let found = lock_manifest(db, &mut tx, id).await?;
    ledger::may_change(LockedManifest::current(&found, allowed), None).map_err(Refused)?;
    if billets::any_on(&mut tx, id).await? {
        return Err(Refused(MoveRefusal::HasTickets));
    }
    let now = db.now();
    compose(db, &mut tx, id, &[], &now).await?;
    sqlx::query("DELETE FROM manifests WHERE id = $1")
        .bind(id)
        .execute(&mut *tx)
        .await?;
    Action::Delete
        .on("manifests", id, by)
        .write(&mut tx, json!({}))
        .await?;
    tx.commit().await?;
    Ok(())
}

/// Sets a manifest's status: `Arriver` (with its departure) from `EnCours`, when it holds
/// something; back to `EnCours` only when `reopen` allows it (administrators).
/// When a validated manifest left, and who of its reserved passengers boarded.
#[derive(Clone, Copy, Debug)]
pub struct Departure<'a> {
    pub date: &'a str,
    pub time: Option<&'a str>,
    pub boarded: &'a [(i64, tickets::Status)],
}

pub async fn set_status(
    db: &Db,
    id: i64,
    status: ManifestStatus,
    departure: Option<Departure<'_>>,
    reopen: bool,
    allowed: BranchCheck<'_>,
    by: i64,
) -> Written<(), MoveRefusal> {
    let mut tx = db.begin_write().await?;
    let found = lock_manifest(db, &mut tx, id).await?;
    let lines: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM manifestdetails WHERE manifest_id = $1")
            .bind(id)
            .fetch_one(&mut *tx)
            .await?;
    let current = LockedManifest::current(&found, allowed);
    ledger::may_set_manifest_status(current, status, reopen, lines).map_err(Refused)?;
    if status == ManifestStatus::Arriver
        && let Some(plane) = found.as_ref().map(|m| m.plane_id)
        && let Some(refusal) = due::grounding(&mut tx, plane, db.clock().today_date()).await?
    {
        return Err(Refused(refusal));
    }
    if status == ManifestStatus::Arriver {
        let reserved: Vec<(i64, String)> = sqlx::query_as(
            "SELECT id, ref_billet FROM billets WHERE manifest_id = $1 AND status = 'reserve' \
             ORDER BY id",
        )
        .bind(id)
        .fetch_all(&mut *tx)
        .await?;
        let now = db.now();
        let boarded = departure.map_or(&[][..], |d| d.boarded);
        for (ticket, to) in tickets::plan_boarding(&reserved, boarded).map_err(Refused)? {
            sqlx::query("UPDATE billets SET status = $1, updated_at = $2 WHERE id = $3")
                .bind(to.as_str())
                .bind(&now)
                .bind(ticket)
                .execute(&mut *tx)
                .await?;
            let reference = reserved.iter().find(|(r, _)| *r == ticket).map(|(_, r)| r);
            Action::Update
                .on("billets", ticket, by)
                .write(
                    &mut tx,
                    json!({"ref_billet": reference, "from": "reserve", "status": to.as_str()}),
                )
                .await?;
        }
    }
    let (date, time) = departure.map(|d| (d.date, d.time)).unzip();
    sqlx::query(
        "UPDATE manifests SET status = $1, departure_date = $2, departure_time = $3,          updated_at = $4 WHERE id = $5",
    )
    .bind(status.as_str())
    .bind(date)
    .bind(time.flatten())
    .bind(db.now())
    .bind(id)
    .execute(&mut *tx)
    .await?;
    let action = if status == ManifestStatus::Arriver {
        Action::Validate
    } else {
        Action::Update
    };
    audit::record(
        &mut tx,
        Some(by),
        action,
        "manifests",
        Some(id),
        json!({
            "status": status.as_str(),
            "departure_date": date,
            "departure_time": time.flatten(),
        }),
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

/// Makes the (locked, in preparation) manifest hold exactly `wanted` pieces of each waybill line,
/// moving the differences between the waybills and the manifest (`ledger::plan_manifest`
/// decides). `wanted` lists each line once.
async fn compose(
    db: &Db,
    tx: &mut Tx,
    manifest_id: i64,
    wanted: &[(i64, i64)],
    now: &str,
) -> Written<(), MoveRefusal> {
    let rows: Vec<(i64, i64, i64, i64)> = sqlx::query_as(
        "SELECT id, waybilldetail_id, quantity, weight FROM manifestdetails WHERE manifest_id = $1",
    )
    .bind(manifest_id)
    .fetch_all(&mut **tx)
    .await?;
    let lines: Vec<Line> = rows
        .into_iter()
        .map(|(id, key, quantity, weight)| Line {
            id,
            key,
            held: Held::new(quantity, weight),
        })
        .collect();
    let touched = ledger::touched(&lines, wanted);
    if touched.is_empty() {
        return Ok(());
    }
    // The waybill and parcel of each line (fixed for its life), to lock the waybills first.
    let owners: BTreeMap<i64, (i64, i64)> = by_ids(
        tx,
        "SELECT id, waybill_id, packag_id FROM waybilldetails WHERE id IN",
        &touched,
    )
    .await?
    .into_iter()
    .map(|(id, w, p)| (id, (w, p)))
    .collect();
    let waybill_ids: BTreeSet<i64> = owners.values().map(|(w, _)| *w).collect();
    let waybills = waybills::lock_many(db, tx, &waybill_ids).await?;
    let parcel_ids: BTreeSet<i64> = owners.values().map(|(_, p)| *p).collect();
    let expeditions = expeditions_of(tx, &parcel_ids).await?;
    let parcels = lock_parcels(db, tx, &expeditions).await?;
    // What the lines hold off manifests now, read under their waybills' locks.
    let sources: BTreeMap<i64, Source> = by_ids(
        tx,
        "SELECT id, quantity_restant, weight_restant FROM waybilldetails WHERE id IN",
        &touched,
    )
    .await?
    .into_iter()
    .filter_map(|(id, quantity, weight)| {
        let (waybill_id, packag_id) = *owners.get(&id)?;
        let (reference, status) = waybills.get(&waybill_id)?;
        Some((
            id,
            Source {
                id,
                waybill_id,
                waybill_reference: reference.clone(),
                waybill_status: *status,
                packag_id,
                remaining: Held::new(quantity, weight),
            },
        ))
    })
    .collect();
    let plan = match ledger::plan_manifest(&lines, wanted, &sources, &parcels) {
        Ok(plan) => plan,
        Err(refusal) => return Err(Refused(refusal)),
    };
    for write in &plan.lines {
        match *write {
            LineWrite::Insert { key, held } => {
                let source = &sources[&key];
                sqlx::query(
                    "INSERT INTO manifestdetails (manifest_id, waybilldetail_id, waybill_id, \
                     packag_id, expedition_id, quantity, weight, created_at, updated_at) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)",
                )
                .bind(manifest_id)
                .bind(key)
                .bind(source.waybill_id)
                .bind(source.packag_id)
                .bind(plan.parcels[&source.packag_id].expedition_id)
                .bind(held.quantity)
                .bind(held.weight)
                .bind(now)
                .execute(&mut **tx)
                .await?;
            }
            LineWrite::Set { id, held } => {
                sqlx::query(
                    "UPDATE manifestdetails SET quantity = $1, weight = $2, updated_at = $3 \
                     WHERE id = $4",
                )
                .bind(held.quantity)
                .bind(held.weight)
                .bind(now)
                .bind(id)
                .execute(&mut **tx)
                .await?;
            }
            LineWrite::Delete { id } => {
                sqlx::query("DELETE FROM manifestdetails WHERE id = $1")
                    .bind(id)
                    .execute(&mut **tx)
                    .await?;
            }
        }
    }
    for source in &plan.sources {
        let written = sqlx::query(
            "UPDATE waybilldetails SET quantity_restant = $1, weight_restant = $2, updated_at = $3 \
             WHERE id = $4 AND quantity_restant = $5 AND weight_restant = $6",
        )
        .bind(source.after.quantity)
        .bind(source.after.weight)
        .bind(now)
        .bind(source.id)
        .bind(source.before.quantity)
        .bind(source.before.weight)
        .execute(&mut **tx)
        .await?;
        if written.rows_affected() != 1 {
            return Err(Refused(MoveRefusal::Interfered));
        }
    }
    if !write_parcels(tx, &parcels, &plan.parcels, now).await? {
        return Err(Refused(MoveRefusal::Interfered));
    }
    for waybill_id in waybill_ids {
        waybills::refresh(tx, waybill_id).await?;
    }
    Ok(())
}

/// Whether the manifest's aircraft takes its load now (after `before`; `strict`: all of it).
async fn payload(tx: &mut Tx, id: i64, before: &Load, strict: bool) -> Written<(), MoveRefusal> {
    billets::check_manifest(tx, id, before, strict)
        .await
        .or_refused(|(plane, overload)| Refused(MoveRefusal::Overloaded { plane, overload }))
}

/// Rows of `select … WHERE id IN` (the list is appended) for these ids, in one query.
async fn by_ids(
    tx: &mut Tx,
    select: &'static str,
    ids: &BTreeSet<i64>,
) -> Result<Vec<(i64, i64, i64)>, sqlx::Error> {
    let sql = format!("{select} ({})", placeholders(1, ids.len()));
    let mut query = sqlx::query_as::<sqlx::Any, (i64, i64, i64)>(AssertSqlSafe(sql));
    for id in ids {
        query = query.bind(*id);
    }
    query.fetch_all(&mut **tx).await
}

/// Sets how many of each content line were shipped (`stock` is the rest), for lines of parcels
/// on this manifest. Answers the index of a line that is not on it, or above its quantity.
pub async fn set_shipped(
    db: &Db,
    manifest_id: i64,
    shipped: &[(i64, i64)],
    allowed: BranchCheck<'_>,
    by: i64,
) -> Written<(), ShippedRefusal> {
    let mut tx = db.begin_write().await?;
    let found = lock_manifest(db, &mut tx, manifest_id).await?;
    if let Err(refusal) = ledger::may_reach(LockedManifest::current(&found, allowed)) {
        return Err(Refused(ShippedRefusal::Move(refusal)));
    }
    // The pieces of each requested content line whose parcel is on this manifest, in one query.
    let contents: BTreeSet<i64> = shipped.iter().map(|(c, _)| *c).collect();
    let on_manifest: BTreeMap<i64, i64> = if contents.is_empty() {
        BTreeMap::new()
    } else {
        let sql = format!(
            "SELECT pd.id, pd.quantity FROM packagdetails pd WHERE pd.id IN ({}) AND EXISTS \
             (SELECT 1 FROM manifestdetails md WHERE md.manifest_id = $1 \
             AND md.packag_id = pd.packag_id)",
            placeholders(2, contents.len())
        );
        let mut query =
            sqlx::query_as::<sqlx::Any, (i64, i64)>(AssertSqlSafe(sql)).bind(manifest_id);
        for id in &contents {
            query = query.bind(*id);
        }
        query.fetch_all(&mut *tx).await?.into_iter().collect()
    };
    let writes = match ledger::plan_shipped(shipped, &on_manifest) {
        Ok(writes) => writes,
        Err(refusal) => return Err(Refused(refusal)),
    };
    let now = db.now();
    for (content, expedie) in &writes {
        sqlx::query("UPDATE packagdetails SET expedie = $1, stock = quantity - $1 WHERE id = $2")
            .bind(*expedie)
            .bind(*content)
            .execute(&mut *tx)
            .await?;
    }
    sqlx::query("UPDATE manifests SET updated_at = $1 WHERE id = $2")
        .bind(&now)
        .bind(manifest_id)
        .execute(&mut *tx)
        .await?;
    Action::Update
        .on("manifests", manifest_id, by)
        .write(
            &mut tx,
            json!({
                "shipped": shipped
                    .iter()
                    .map(|(c, q)| json!({"packagdetailId": c, "expedie": q}))
                    .collect::<Vec<_>>(),
            }),
        )
        .await?;
    tx.commit().await?;
    Ok(())
}

/// Dates a demo manifest back (`soute demo`), with its lines.
pub async fn backdate(db: &Db, id: i64, at: &str) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE manifests SET created_at = $1, updated_at = $1 WHERE id = $2")
        .bind(at)
        .bind(id)
        .execute(db.pool())
        .await?;
    sqlx::query(
        "UPDATE manifestdetails SET created_at = $1, updated_at = $1 WHERE manifest_id = $2",
    )
    .bind(at)
    .bind(id)
    .execute(db.pool())
    .await?;
    Ok(())
}
