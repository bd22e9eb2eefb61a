//! Inspection programmes (items with an interval in hours, cycles and/or days) and the times each
//! item was done.

use serde_json::json;
use sqlx::FromRow;

use super::{
    Db,
    audit::Action,
    counters::{self, Item},
    list::{PageRequest, Paged, Where, fetch_page},
};

/// An item of a programme with its last performance (if any) and the aircraft's counters now.
#[derive(Clone, Debug, FromRow)]
pub struct Inspection {
    pub id: i64,
    pub plane_id: i64,
    pub plane_immatriculation: String,
    pub description: String,
    pub interval_hours: Option<i64>,
    pub interval_cycles: Option<i64>,
    pub interval_days: Option<i64>,
    pub done_date: Option<String>,
    pub done_serie: Option<String>,
    pub done_crs: Option<String>,
    pub done_minutes: Option<i64>,
    pub done_cycles: Option<i64>,
    pub plane_ttsn: i64,
    pub plane_tcsn: i64,
    pub created_at: String,
    pub updated_at: String,
}

const COLUMNS: &str = "i.id, i.plane_id, a.immatriculation AS plane_immatriculation, i.description, \
     i.interval_hours, i.interval_cycles, i.interval_days, d.date AS done_date, d.serie AS done_serie, \
     d.crs AS done_crs, d.minutes AS done_minutes, d.cycles AS done_cycles, a.ttsn AS plane_ttsn, \
     a.tcsn AS plane_tcsn, i.created_at, i.updated_at";

/// Each item with its aircraft and its last performance.
const FROM: &str = "inspections i JOIN planecomposants a ON a.id = i.plane_id \
     LEFT JOIN inspection_done d ON d.id = (SELECT x.id FROM inspection_done x \
     WHERE x.inspection_id = i.id ORDER BY x.date DESC, x.id DESC LIMIT 1)";

pub async fn find(db: &Db, id: i64) -> Result<Option<Inspection>, sqlx::Error> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM {FROM} WHERE i.id = $1"
    )))
    .bind(id)
    .fetch_optional(db.pool())
    .await
}

/// An aircraft's programme (at most `limit` items).
pub async fn of_plane(db: &Db, plane: i64, limit: i64) -> Result<Vec<Inspection>, sqlx::Error> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM {FROM} WHERE i.plane_id = $1 ORDER BY i.description, i.id LIMIT $2"
    )))
    .bind(plane)
    .bind(limit)
    .fetch_all(db.pool())
    .await
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchColumn {
    Description,
    Serie,
}

impl super::list::SearchColumns for SearchColumn {
    const NAMES: &'static [&'static str] = &["description", "serie"];
}

impl SearchColumn {
    pub fn parse(name: &str) -> Option<SearchColumn> {
        Some(match name {
            "description" => SearchColumn::Description,
            "serie" => SearchColumn::Serie,
            _ => return None,
        })
    }

    fn expr(self) -> &'static str {
        match self {
            SearchColumn::Description => "i.description",
            SearchColumn::Serie => "d.serie",
        }
    }
}

pub async fn list(
    db: &Db,
    plane_id: Option<i64>,
    search: Option<(SearchColumn, &str)>,
    page: PageRequest,
) -> Result<Paged<Inspection>, sqlx::Error> {
    let mut condition = Where::new();
    if let Some(plane) = plane_id {
        condition.eq_int("i.plane_id", plane);
    }
    if let Some((column, text)) = search {
        condition.contains(column.expr(), text);
    }
    fetch_page(
        db,
        COLUMNS,
        FROM,
        &condition,
        "a.immatriculation, i.description, i.id",
        page,
    )
    .await
}

#[derive(Clone, Debug, Default)]
pub struct Fields {
    pub plane_id: i64,
    pub description: String,
    pub interval_hours: Option<i64>,
    pub interval_cycles: Option<i64>,
    pub interval_days: Option<i64>,
}

pub async fn create(db: &Db, f: &Fields, by: i64) -> Result<i64, sqlx::Error> {
    let now = db.now();
    let mut tx = db.begin_write().await?;
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO inspections (plane_id, description, interval_hours, interval_cycles, \
         interval_days, created_at, updated_at, created_by) VALUES ($1, $2, $3, $4, $5, $6, $6, $7) \
         RETURNING id",
    )
    .bind(f.plane_id)
    .bind(&f.description)
    .bind(f.interval_hours)
    .bind(f.interval_cycles)
    .bind(f.interval_days)
    .bind(&now)
    .bind(by)
    .fetch_one(&mut *tx)
    .await?;
    Action::Create
        .on("inspections", id, by)
        .write(
            &mut tx,
            json!({ "planeId": f.plane_id, "description": f.description }),
        )
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
        "UPDATE inspections SET plane_id = $1, description = $2, interval_hours = $3, \
         interval_cycles = $4, interval_days = $5, updated_at = $6 WHERE id = $7 AND updated_at = $8",
    )
    .bind(f.plane_id)
    .bind(&f.description)
    .bind(f.interval_hours)
    .bind(f.interval_cycles)
    .bind(f.interval_days)
    .bind(db.now())
    .bind(id)
    .bind(updated_at)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    let line = Action::Update.on("inspections", id, by);
    let changes = json!({
        "planeId": f.plane_id,
        "description": f.description,
        "intervals": [f.interval_hours, f.interval_cycles, f.interval_days],
    });
    super::finish_update(tx, changed, line, changes).await
}

/// Deletes an item never performed (its performances would otherwise refer to it: 409).
pub async fn delete(db: &Db, id: i64, by: i64) -> Result<(), sqlx::Error> {
    super::delete_row(db, "inspections", id, by).await
}

/// A performance: the date, the CRS number and file, and the aircraft's counters then (`None`:
/// as they were at the end of that day).
#[derive(Clone, Debug)]
pub struct Done {
    pub date: String,
    pub serie: String,
    pub crs: Option<String>,
    pub minutes: Option<i64>,
    pub cycles: Option<i64>,
}

pub async fn record_done(
    db: &Db,
    inspection: i64,
    plane: i64,
    done: &Done,
    by: i64,
) -> Result<(), sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let (minutes, cycles) = match (done.minutes, done.cycles) {
        (Some(m), Some(c)) => (m, c),
        (m, c) => {
            // The end of the day is the start of the next.
            let next = crate::domain::period::next_day(&done.date);
            let then = counters::count(&mut tx, Item::Plane(plane), Some(&next)).await?;
            (m.unwrap_or(then.tsn), c.unwrap_or(then.csn))
        }
    };
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO inspection_done (inspection_id, date, serie, crs, minutes, cycles, \
         created_at, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
    )
    .bind(inspection)
    .bind(&done.date)
    .bind(&done.serie)
    .bind(&done.crs)
    .bind(minutes)
    .bind(cycles)
    .bind(db.now())
    .bind(by)
    .fetch_one(&mut *tx)
    .await?;
    Action::Update
        .on("inspections", inspection, by)
        .write(
            &mut tx,
            json!({ "done": { "id": id, "date": done.date, "serie": done.serie, "minutes": minutes, "cycles": cycles } }),
        )
        .await?;
    tx.commit().await
}

#[derive(Clone, Debug, FromRow)]
pub struct DoneRow {
    pub id: i64,
    pub date: String,
    pub serie: String,
    pub crs: Option<String>,
    pub minutes: i64,
    pub cycles: i64,
    pub created_at: String,
}

/// The times an item was done, newest first.
pub async fn done_of(db: &Db, inspection: i64) -> Result<Vec<DoneRow>, sqlx::Error> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT id, date, serie, crs, minutes, cycles, created_at FROM inspection_done \
         WHERE inspection_id = $1 ORDER BY date DESC, id DESC LIMIT {}",
        super::installs::HISTORY_MAX
    )))
    .bind(inspection)
    .fetch_all(db.pool())
    .await
}
