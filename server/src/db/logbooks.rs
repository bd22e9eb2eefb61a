//! Logbooks (one per aircraft) and their entries. Every entry write corrects, in its transaction,
//! the counters of the aircraft and of everything installed on it that day (invariant 5).

use serde_json::json;
use sqlx::{AssertSqlSafe, FromRow};

use super::{
    Db, Refused, Tx, Written,
    audit::Action,
    counters, due,
    list::{PageRequest, Paged, Where, fetch_page},
};
use crate::domain::airworthiness;

#[derive(Clone, Debug, FromRow)]
pub struct Logbook {
    pub id: i64,
    pub plane_id: i64,
    pub plaque: String,
    pub serie: Option<String>,
    pub description: Option<String>,
    pub entries: i64,
    pub ttsn: i64,
    pub ttso: i64,
    pub tcsn: i64,
    pub tcso: i64,
    /// The aircraft's baseline: its date, minutes and cycles.
    pub base_date: String,
    pub base_ttsn: i64,
    pub base_tcsn: i64,
    pub created_at: String,
    pub updated_at: String,
}

const COLUMNS: &str = "l.id, l.plane_id, a.immatriculation AS plaque, l.serie, l.description, \
     l.entries, a.ttsn, a.ttso, a.tcsn, a.tcso, a.base_date, a.base_ttsn, a.base_tcsn, \
     l.created_at, l.updated_at";

const FROM: &str = "logbooks l JOIN planecomposants a ON a.id = l.plane_id";

pub async fn find(db: &Db, id: i64) -> Result<Option<Logbook>, sqlx::Error> {
    sqlx::query_as(AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM {FROM} WHERE l.id = $1"
    )))
    .bind(id)
    .fetch_optional(db.pool())
    .await
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchColumn {
    Plaque,
    Serie,
    Description,
}

impl super::list::SearchColumns for SearchColumn {
    const NAMES: &'static [&'static str] = &["plaque", "serie", "description"];
}

impl SearchColumn {
    pub fn parse(name: &str) -> Option<SearchColumn> {
        Some(match name {
            "plaque" => SearchColumn::Plaque,
            "serie" => SearchColumn::Serie,
            "description" => SearchColumn::Description,
            _ => return None,
        })
    }

    fn expr(self) -> &'static str {
        match self {
            SearchColumn::Plaque => "a.immatriculation",
            SearchColumn::Serie => "l.serie",
            SearchColumn::Description => "l.description",
        }
    }
}

pub async fn list(
    db: &Db,
    plane_id: Option<i64>,
    search: Option<(SearchColumn, &str)>,
    page: PageRequest,
) -> Result<Paged<Logbook>, sqlx::Error> {
    let mut condition = Where::new();
    if let Some(plane) = plane_id {
        condition.eq_int("l.plane_id", plane);
    }
    if let Some((column, text)) = search {
        condition.contains(column.expr(), text);
    }
    fetch_page(
        db,
        COLUMNS,
        FROM,
        &condition,
        "a.immatriculation, l.id",
        page,
    )
    .await
}

#[derive(Clone, Debug, Default)]
pub struct Fields {
    pub plane_id: i64,
    pub serie: Option<String>,
    pub description: Option<String>,
}

pub async fn create(db: &Db, f: &Fields, by: i64) -> Result<i64, sqlx::Error> {
    let now = db.now();
    let mut tx = db.begin_write().await?;
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO logbooks (plane_id, serie, description, created_at, updated_at, created_by) \
         VALUES ($1, $2, $3, $4, $4, $5) RETURNING id",
    )
    .bind(f.plane_id)
    .bind(&f.serie)
    .bind(&f.description)
    .bind(&now)
    .bind(by)
    .fetch_one(&mut *tx)
    .await?;
    Action::Create
        .on("logbooks", id, by)
        .write(&mut tx, json!({ "planeId": f.plane_id, "serie": f.serie }))
        .await?;
    tx.commit().await?;
    Ok(id)
}

pub async fn update(
    db: &Db,
    id: i64,
    f: &Fields,
    updated_at: &str,
    by: i64,
) -> Result<bool, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let changed = sqlx::query(
        "UPDATE logbooks SET plane_id = $1, serie = $2, description = $3, updated_at = $4 \
         WHERE id = $5 AND updated_at = $6 AND (plane_id = $1 OR entries = 0)",
    )
    .bind(f.plane_id)
    .bind(&f.serie)
    .bind(&f.description)
    .bind(db.now())
    .bind(id)
    .bind(updated_at)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    let line = Action::Update.on("logbooks", id, by);
    let changes = json!({ "planeId": f.plane_id, "serie": f.serie, "description": f.description });
    super::finish_update(tx, changed, line, changes).await
}

/// Deletes a logbook without entries; answers false when it has some.
pub async fn delete(db: &Db, id: i64, by: i64) -> Result<bool, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let deleted = sqlx::query("DELETE FROM logbooks WHERE id = $1 AND entries = 0")
        .bind(id)
        .execute(&mut *tx)
        .await?
        .rows_affected();
    if deleted == 1 {
        Action::Delete
            .on("logbooks", id, by)
            .write(&mut tx, json!({}))
            .await?;
        tx.commit().await?;
    }
    Ok(deleted == 1)
}

#[derive(Clone, Debug, FromRow)]
pub struct Entry {
    pub id: i64,
    pub logbook_id: i64,
    pub plane_id: i64,
    pub date: String,
    pub origin: String,
    pub destination: String,
    pub minutes: i64,
    pub cycles: i64,
    pub pilot_id: i64,
    pub pilot: String,
    pub manifest_id: Option<i64>,
    pub manifest_ref: Option<String>,
    pub remarks: Option<String>,
    /// Why it flew while Immobilisé (a ferry flight), confirmed when it was logged.
    pub ferry_reason: Option<String>,
    pub created_at: String,
    pub updated_at: String,
}

const ENTRY_COLUMNS: &str = "e.id, e.logbook_id, e.plane_id, e.date, e.origin, e.destination, \
     e.minutes, e.cycles, e.pilot_id, u.name AS pilot, e.manifest_id, m.ref_manifest AS manifest_ref, \
     e.remarks, e.ferry_reason, e.created_at, e.updated_at";

const ENTRY_FROM: &str = "logbook_entries e JOIN users u ON u.id = e.pilot_id \
     LEFT JOIN manifests m ON m.id = e.manifest_id";

pub async fn find_entry(db: &Db, id: i64) -> Result<Option<Entry>, sqlx::Error> {
    sqlx::query_as(AssertSqlSafe(format!(
        "SELECT {ENTRY_COLUMNS} FROM {ENTRY_FROM} WHERE e.id = $1"
    )))
    .bind(id)
    .fetch_optional(db.pool())
    .await
}

/// An aircraft's last `limit` entries, newest first.
pub async fn last_entries(db: &Db, plane: i64, limit: i64) -> Result<Vec<Entry>, sqlx::Error> {
    sqlx::query_as(AssertSqlSafe(format!(
        "SELECT {ENTRY_COLUMNS} FROM {ENTRY_FROM} WHERE e.plane_id = $1 \
         ORDER BY e.date DESC, e.id DESC LIMIT $2"
    )))
    .bind(plane)
    .bind(limit)
    .fetch_all(db.pool())
    .await
}

/// Flight time and cycles.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Totals {
    pub minutes: i64,
    pub cycles: i64,
}

/// A page of a logbook, newest first, with the aircraft's totals before its oldest entry and after
/// its newest (baseline and the entries from its date).
pub struct EntryPage {
    pub items: Vec<Entry>,
    pub total: i64,
    pub brought_forward: Totals,
    pub carried_forward: Totals,
}

pub async fn entries(db: &Db, book: &Logbook, page: PageRequest) -> Result<EntryPage, sqlx::Error> {
    // The page's ids from the index alone, then their rows (an offset never joins what it skips).
    let items: Vec<Entry> = sqlx::query_as(AssertSqlSafe(format!(
        "SELECT {ENTRY_COLUMNS} FROM {ENTRY_FROM} WHERE e.id IN (SELECT id FROM logbook_entries \
         WHERE plane_id = $1 ORDER BY date DESC, id DESC LIMIT $2 OFFSET $3) \
         ORDER BY e.date DESC, e.id DESC"
    )))
    .bind(book.plane_id)
    .bind(page.per_page)
    .bind(page.offset())
    .fetch_all(db.pool())
    .await?;
    let (Some(oldest), Some(newest)) = (items.last(), items.first()) else {
        let now = Totals {
            minutes: book.ttsn,
            cycles: book.tcsn,
        };
        return Ok(EntryPage {
            items,
            total: book.entries,
            brought_forward: now,
            carried_forward: now,
        });
    };
    // Totals = the baseline and the counted entries (from its date) up to a point: added up from
    // the start, or taken from the aircraft's counters back from the end, whichever reads fewer.
    let from_the_end = 2 * (page.offset() + items.len() as i64) <= book.entries;
    let sql = if from_the_end {
        "SELECT \
         CAST(COALESCE(SUM(e.minutes), 0) AS BIGINT), CAST(COALESCE(SUM(e.cycles), 0) AS BIGINT), \
         CAST(COALESCE(SUM(CASE WHEN e.date > $5 OR (e.date = $5 AND e.id > $6) THEN e.minutes ELSE 0 END), 0) AS BIGINT), \
         CAST(COALESCE(SUM(CASE WHEN e.date > $5 OR (e.date = $5 AND e.id > $6) THEN e.cycles ELSE 0 END), 0) AS BIGINT) \
         FROM logbook_entries e WHERE e.plane_id = $1 AND e.date >= $2 \
         AND (e.date > $3 OR (e.date = $3 AND e.id >= $4))"
    } else {
        "SELECT \
         CAST(COALESCE(SUM(CASE WHEN e.date < $3 OR (e.date = $3 AND e.id < $4) THEN e.minutes ELSE 0 END), 0) AS BIGINT), \
         CAST(COALESCE(SUM(CASE WHEN e.date < $3 OR (e.date = $3 AND e.id < $4) THEN e.cycles ELSE 0 END), 0) AS BIGINT), \
         CAST(COALESCE(SUM(e.minutes), 0) AS BIGINT), CAST(COALESCE(SUM(e.cycles), 0) AS BIGINT) \
         FROM logbook_entries e WHERE e.plane_id = $1 AND e.date >= $2 \
         AND (e.date < $5 OR (e.date = $5 AND e.id <= $6))"
    };
    let sums: (i64, i64, i64, i64) = sqlx::query_as(sql)
        .bind(book.plane_id)
        .bind(&book.base_date)
        .bind(&oldest.date)
        .bind(oldest.id)
        .bind(&newest.date)
        .bind(newest.id)
        .fetch_one(db.pool())
        .await?;
    let (brought, carried) = if from_the_end {
        // From the oldest of the page on (sums.0/1), and after its newest (sums.2/3).
        (
            Totals {
                minutes: book.ttsn - sums.0,
                cycles: book.tcsn - sums.1,
            },
            Totals {
                minutes: book.ttsn - sums.2,
                cycles: book.tcsn - sums.3,
            },
        )
    } else {
        (
            Totals {
                minutes: book.base_ttsn + sums.0,
                cycles: book.base_tcsn + sums.1,
            },
            Totals {
                minutes: book.base_ttsn + sums.2,
                cycles: book.base_tcsn + sums.3,
            },
        )
    };
    Ok(EntryPage {
        items,
        total: book.entries,
        brought_forward: brought,
        carried_forward: carried,
    })
}

#[derive(Clone, Debug, Default)]
pub struct EntryFields {
    pub date: String,
    pub origin: String,
    pub destination: String,
    pub minutes: i64,
    pub cycles: i64,
    pub pilot_id: i64,
    pub manifest_id: Option<i64>,
    pub remarks: Option<String>,
    /// Confirms a flight of an aircraft Immobilisé that day, and says why (a ferry flight).
    pub ferry_reason: Option<String>,
}

/// Minutes the aircraft flew on `date`, the entry `except` aside, read under the aircraft's lock
/// (concurrent flights of one aircraft are counted one after the other).
async fn flown_on(
    db: &Db,
    tx: &mut Tx,
    plane: i64,
    date: &str,
    except: i64,
) -> Result<i64, sqlx::Error> {
    sqlx::query(AssertSqlSafe(format!(
        "SELECT id FROM planecomposants WHERE id = $1{}",
        db.for_update()
    )))
    .bind(plane)
    .fetch_optional(&mut **tx)
    .await?;
    sqlx::query_scalar(
        "SELECT CAST(COALESCE(SUM(minutes), 0) AS BIGINT) FROM logbook_entries \
         WHERE plane_id = $1 AND date = $2 AND id <> $3",
    )
    .bind(plane)
    .bind(date)
    .bind(except)
    .fetch_one(&mut **tx)
    .await
}

/// Logs a flight; refused with the minutes left that day when the aircraft would fly more than
/// 24 h in it.
pub async fn add_entry(
    db: &Db,
    book: &Logbook,
    f: &EntryFields,
    by: i64,
) -> Written<i64, EntryRefusal> {
    let now = db.now();
    let mut tx = db.begin_write().await?;
    let flown = flown_on(db, &mut tx, book.plane_id, &f.date, 0).await?;
    airworthiness::plan_flight(flown, f.minutes)
        .map_err(|left| Refused(EntryRefusal::DayFull(left)))?;
    // An aircraft with items past due that day flies only as a confirmed ferry flight.
    let day = time::Date::parse(
        &f.date,
        time::macros::format_description!("[year]-[month]-[day]"),
    )
    .unwrap_or(db.clock().today_date());
    let grounded = due::grounding(&mut tx, book.plane_id, day).await?;
    if let (Some(refusal), None) = (grounded.clone(), &f.ferry_reason) {
        return Err(Refused(EntryRefusal::Grounded(refusal)));
    }
    let ferry_reason = grounded.and(f.ferry_reason.clone());
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO logbook_entries (logbook_id, plane_id, date, origin, destination, minutes, \
         cycles, pilot_id, manifest_id, remarks, created_at, updated_at, created_by, ferry_reason) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $12, $13) RETURNING id",
    )
    .bind(book.id)
    .bind(book.plane_id)
    .bind(&f.date)
    .bind(&f.origin)
    .bind(&f.destination)
    .bind(f.minutes)
    .bind(f.cycles)
    .bind(f.pilot_id)
    .bind(f.manifest_id)
    .bind(&f.remarks)
    .bind(&now)
    .bind(by)
    .bind(&ferry_reason)
    .fetch_one(&mut *tx)
    .await?;
    count_entries(&mut tx, book.id, 1).await?;
    counters::add_flight(&mut tx, book.plane_id, &f.date, f.minutes, f.cycles).await?;
    let mut changes = entry_changes(f);
    if let Some(reason) = &ferry_reason {
        changes["ferryReason"] = json!(reason);
    }
    Action::Create
        .on("logbook_entries", id, by)
        .write(&mut tx, changes)
        .await?;
    tx.commit().await?;
    Ok(id)
}

fn entry_changes(f: &EntryFields) -> serde_json::Value {
    json!({ "date": f.date, "from": f.origin, "to": f.destination, "minutes": f.minutes, "cycles": f.cycles, "pilotId": f.pilot_id, "manifestId": f.manifest_id })
}

async fn count_entries(tx: &mut Tx, book: i64, by: i64) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE logbooks SET entries = entries + $1 WHERE id = $2")
        .bind(by)
        .bind(book)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// Saves an entry if nobody saved it since `updated_at`: the counters lose the old flight and gain
/// the new one.
pub async fn update_entry(
    db: &Db,
    before: &Entry,
    f: &EntryFields,
    updated_at: &str,
    by: i64,
) -> Written<(), EntryRefusal> {
    let mut tx = db.begin_write().await?;
    let flown = flown_on(db, &mut tx, before.plane_id, &f.date, before.id).await?;
    airworthiness::plan_flight(flown, f.minutes)
        .map_err(|left| Refused(EntryRefusal::DayFull(left)))?;
    let changed = sqlx::query(
        "UPDATE logbook_entries SET date = $1, origin = $2, destination = $3, minutes = $4, \
         cycles = $5, pilot_id = $6, manifest_id = $7, remarks = $8, updated_at = $9 \
         WHERE id = $10 AND updated_at = $11 AND date = $12 AND minutes = $13 AND cycles = $14",
    )
    .bind(&f.date)
    .bind(&f.origin)
    .bind(&f.destination)
    .bind(f.minutes)
    .bind(f.cycles)
    .bind(f.pilot_id)
    .bind(f.manifest_id)
    .bind(&f.remarks)
    .bind(db.now())
    .bind(before.id)
    .bind(updated_at)
    .bind(&before.date)
    .bind(before.minutes)
    .bind(before.cycles)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    if changed == 1 {
        counters::add_flight(
            &mut tx,
            before.plane_id,
            &before.date,
            -before.minutes,
            -before.cycles,
        )
        .await?;
        counters::add_flight(&mut tx, before.plane_id, &f.date, f.minutes, f.cycles).await?;
    }
    let line = Action::Update.on("logbook_entries", before.id, by);
    if super::finish_update(tx, changed, line, entry_changes(f)).await? {
        Ok(())
    } else {
        Err(Refused(EntryRefusal::Stale))
    }
}

/// Why a flight's correction was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EntryRefusal {
    /// Saved by someone else since.
    Stale,
    /// The aircraft would fly more than 24 h that day: the minutes left.
    DayFull(i64),
    /// The aircraft is Immobilisé that day (`MoveRefusal::Grounded`): the flight needs a
    /// confirmed reason (a ferry flight).
    Grounded(crate::domain::ledger::MoveRefusal),
}

/// Deletes an entry and takes its flight back from the counters; false if it was already gone.
pub async fn delete_entry(db: &Db, before: &Entry, by: i64) -> Result<bool, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let deleted = sqlx::query(
        "DELETE FROM logbook_entries WHERE id = $1 AND date = $2 AND minutes = $3 AND cycles = $4",
    )
    .bind(before.id)
    .bind(&before.date)
    .bind(before.minutes)
    .bind(before.cycles)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    if deleted == 1 {
        count_entries(&mut tx, before.logbook_id, -1).await?;
        counters::add_flight(
            &mut tx,
            before.plane_id,
            &before.date,
            -before.minutes,
            -before.cycles,
        )
        .await?;
        Action::Delete
            .on("logbook_entries", before.id, by)
            .write(
                &mut tx,
                json!({ "date": before.date, "minutes": before.minutes, "cycles": before.cycles }),
            )
            .await?;
        tx.commit().await?;
    }
    Ok(deleted == 1)
}
