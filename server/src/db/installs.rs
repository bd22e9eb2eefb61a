//! Installing and removing components (on aircraft, at a position) and pieces (on aircraft or
//! components), and overhauls; each keeps its history and recounts what it changes (invariant 5).

use serde_json::json;
use sqlx::{AssertSqlSafe, FromRow};

use super::{
    Db, Refused, Tx, Written,
    audit::Action,
    counters::{self, Item},
};
use crate::domain::{
    airworthiness::{self, Position, Stint},
    period::next_day,
};

pub use crate::domain::airworthiness::MoveRefusal as Refusal;

/// Where an item goes: a component on an aircraft at a position, a piece on an aircraft or a component.
#[derive(Clone, Copy, Debug)]
pub enum Place {
    Position {
        plane: i64,
        disposition: i64,
        number: i64,
    },
    Host(i64),
}

fn item_column(item: Item) -> (&'static str, i64) {
    match item {
        Item::Plane(id) => ("component_id", id),
        Item::Piece(id) => ("piece_id", id),
    }
}

fn resource(item: Item) -> (&'static str, i64) {
    match item {
        Item::Plane(id) => ("planecomposants", id),
        Item::Piece(id) => ("pieces", id),
    }
}

/// Installs `item` at `place` from `date`, inside `tx`.
pub async fn install_in(
    tx: &mut Tx,
    item: Item,
    place: Place,
    date: &str,
    by: i64,
) -> Written<(), Refusal> {
    let (column, id) = item_column(item);
    let stints = stints_of(tx, column, id).await?;
    let position = match place {
        Place::Position {
            plane,
            disposition,
            number,
        } => Some(position(tx, plane, disposition, number).await?),
        Place::Host(_) => None,
    };
    airworthiness::plan_install(&stints, position.as_ref(), date).map_err(Refused)?;
    let (host, disposition, number) = match place {
        Place::Position {
            plane,
            disposition,
            number,
        } => (plane, Some(disposition), Some(number)),
        Place::Host(host) => (host, None, None),
    };
    let then = counters::count(tx, Item::Plane(host), Some(date)).await?;
    sqlx::query(AssertSqlSafe(format!(
        "INSERT INTO installations ({column}, host_id, disposition, number, installed_on, \
         host_minutes_on, host_cycles_on, created_at, created_by) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)"
    )))
    .bind(id)
    .bind(host)
    .bind(disposition)
    .bind(number)
    .bind(date)
    .bind(then.tsn)
    .bind(then.csn)
    .bind(tx.now())
    .bind(by)
    .execute(&mut **tx)
    .await?;
    set_place(tx, item, Some(host), disposition, number).await?;
    recount_moved(tx, item).await?;
    let (table, id) = resource(item);
    Action::Update
        .on(table, id, by)
        .write(
            tx,
            json!({ "installed": { "hostId": host, "disposition": disposition, "number": number, "date": date } }),
        )
        .await?;
    Ok(())
}

/// Where an item was installed, and whether it still is.
async fn stints_of(tx: &mut Tx, column: &str, id: i64) -> Result<Vec<Stint>, sqlx::Error> {
    let rows: Vec<(i64, String, Option<String>)> = sqlx::query_as(AssertSqlSafe(format!(
        "SELECT host_id, installed_on, removed_on FROM installations WHERE {column} = $1"
    )))
    .bind(id)
    .fetch_all(&mut **tx)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(host, from, to)| Stint { host, from, to })
        .collect())
}

/// A position on an aircraft with the components it held.
async fn position(
    tx: &mut Tx,
    plane: i64,
    disposition: i64,
    number: i64,
) -> Result<Position, sqlx::Error> {
    let registration: String =
        sqlx::query_scalar("SELECT immatriculation FROM planecomposants WHERE id = $1")
            .bind(plane)
            .fetch_one(&mut **tx)
            .await?;
    let rows: Vec<(String, Option<String>)> = sqlx::query_as(
        "SELECT installed_on, removed_on FROM installations WHERE host_id = $1 \
         AND disposition = $2 AND number = $3 AND component_id IS NOT NULL",
    )
    .bind(plane)
    .bind(disposition)
    .bind(number)
    .fetch_all(&mut **tx)
    .await?;
    Ok(Position {
        plane: registration,
        disposition,
        number,
        stints: rows
            .into_iter()
            .map(|(from, to)| Stint {
                host: plane,
                from,
                to,
            })
            .collect(),
    })
}

/// Where an item is now, as its own row says (for lists without a join on the history).
async fn set_place(
    tx: &mut Tx,
    item: Item,
    host: Option<i64>,
    disposition: Option<i64>,
    number: Option<i64>,
) -> Result<(), sqlx::Error> {
    let stamp = tx.now();
    match item {
        Item::Plane(id) => {
            sqlx::query(
                "UPDATE planecomposants SET plane_id = $1, disposition = $2, number = $3, \
                 updated_at = $4 WHERE id = $5",
            )
            .bind(host)
            .bind(disposition)
            .bind(number)
            .bind(stamp)
            .bind(id)
            .execute(&mut **tx)
            .await?;
        }
        Item::Piece(id) => {
            sqlx::query("UPDATE pieces SET host_id = $1, updated_at = $2 WHERE id = $3")
                .bind(host)
                .bind(stamp)
                .bind(id)
                .execute(&mut **tx)
                .await?;
        }
    }
    Ok(())
}

async fn recount_moved(tx: &mut Tx, item: Item) -> Result<(), sqlx::Error> {
    match item {
        Item::Plane(component) => counters::recount_with_pieces(tx, component).await,
        Item::Piece(_) => counters::recount(tx, item).await.map(|_| ()),
    }
}

pub async fn install(
    db: &Db,
    item: Item,
    place: Place,
    date: &str,
    by: i64,
) -> Written<(), Refusal> {
    let mut tx = db.begin_write().await?;
    install_in(&mut tx, item, place, date, by).await?;
    tx.commit().await?;
    Ok(())
}

/// Removes `item` from where it is installed, from `date` on.
pub async fn remove(db: &Db, item: Item, date: &str, by: i64) -> Written<(), Refusal> {
    let (column, id) = item_column(item);
    let mut tx = db.begin_write().await?;
    let open: Option<(i64, i64, String)> = sqlx::query_as(AssertSqlSafe(format!(
        "SELECT id, host_id, installed_on FROM installations WHERE {column} = $1 \
         AND removed_on IS NULL"
    )))
    .bind(id)
    .fetch_optional(&mut *tx)
    .await?;
    airworthiness::plan_removal(
        open.as_ref()
            .map(|(_, host, from)| Stint {
                host: *host,
                from: from.clone(),
                to: None,
            })
            .as_ref(),
        date,
    )
    .map_err(Refused)?;
    let Some((installation, host, _)) = open else {
        unreachable!("a removal planned has its installation");
    };
    let then = counters::count(&mut tx, Item::Plane(host), Some(date)).await?;
    sqlx::query(
        "UPDATE installations SET removed_on = $1, host_minutes_off = $2, host_cycles_off = $3 \
         WHERE id = $4",
    )
    .bind(date)
    .bind(then.tsn)
    .bind(then.csn)
    .bind(installation)
    .execute(&mut *tx)
    .await?;
    set_place(&mut tx, item, None, None, None).await?;
    recount_moved(&mut tx, item).await?;
    let (table, id) = resource(item);
    Action::Update
        .on(table, id, by)
        .write(
            &mut tx,
            json!({ "removed": { "hostId": host, "date": date } }),
        )
        .await?;
    tx.commit().await?;
    Ok(())
}

/// Records an overhaul of `item` on `date`: the counters at the end of that day (its flights
/// included) are kept with it, and TSO/CSO count from zero from the next day.
pub async fn overhaul(
    db: &Db,
    item: Item,
    date: &str,
    crs: &str,
    file: Option<&str>,
    by: i64,
) -> Written<(), Refusal> {
    let (table, id) = resource(item);
    let mut tx = db.begin_write().await?;
    let (base_date, last): (String, Option<String>) = sqlx::query_as(AssertSqlSafe(format!(
        "SELECT base_date, overhauled_on FROM {table} WHERE id = $1"
    )))
    .bind(id)
    .fetch_one(&mut *tx)
    .await?;
    airworthiness::plan_overhaul(&base_date, last.as_deref(), date).map_err(Refused)?;
    // The end of the day is the start of the next, as for an inspection.
    let then = counters::count(&mut tx, item, Some(&next_day(date))).await?;
    let owner = match item {
        Item::Plane(_) => "plane_id",
        Item::Piece(_) => "piece_id",
    };
    sqlx::query(AssertSqlSafe(format!(
        "INSERT INTO overhauls ({owner}, date, crs, file, minutes, cycles, created_at, created_by) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)"
    )))
    .bind(id)
    .bind(date)
    .bind(crs)
    .bind(file)
    .bind(then.tsn)
    .bind(then.csn)
    .bind(db.now())
    .bind(by)
    .execute(&mut *tx)
    .await?;
    sqlx::query(AssertSqlSafe(format!(
        "UPDATE {table} SET overhauled_on = $1, updated_at = $2 WHERE id = $3"
    )))
    .bind(date)
    .bind(db.now())
    .bind(id)
    .execute(&mut *tx)
    .await?;
    counters::recount(&mut tx, item).await?;
    Action::Update
        .on(table, id, by)
        .write(
            &mut tx,
            json!({ "overhauled": { "date": date, "crs": crs } }),
        )
        .await?;
    tx.commit().await?;
    Ok(())
}

#[derive(Clone, Debug, FromRow)]
pub struct Installation {
    pub id: i64,
    pub component_id: Option<i64>,
    pub piece_id: Option<i64>,
    pub host_id: i64,
    pub host_immatriculation: String,
    pub host_category: i64,
    pub disposition: Option<i64>,
    pub number: Option<i64>,
    pub installed_on: String,
    pub removed_on: Option<String>,
    pub host_minutes_on: i64,
    pub host_cycles_on: i64,
    pub host_minutes_off: Option<i64>,
    pub host_cycles_off: Option<i64>,
    pub created_at: String,
}

/// How many history rows a reading returns at most.
pub const HISTORY_MAX: i64 = 200;

/// An item's installations, newest first.
pub async fn installations(db: &Db, item: Item) -> Result<Vec<Installation>, sqlx::Error> {
    let (column, id) = item_column(item);
    sqlx::query_as(AssertSqlSafe(format!(
        "SELECT i.id, i.component_id, i.piece_id, i.host_id, h.immatriculation AS \
         host_immatriculation, h.category AS host_category, i.disposition, i.number, \
         i.installed_on, i.removed_on, i.host_minutes_on, i.host_cycles_on, i.host_minutes_off, \
         i.host_cycles_off, i.created_at FROM installations i \
         JOIN planecomposants h ON h.id = i.host_id WHERE i.{column} = $1 \
         ORDER BY i.installed_on DESC, i.id DESC LIMIT {HISTORY_MAX}"
    )))
    .bind(id)
    .fetch_all(db.pool())
    .await
}

#[derive(Clone, Debug, FromRow)]
pub struct Overhaul {
    pub id: i64,
    pub date: String,
    pub crs: String,
    pub file: Option<String>,
    pub minutes: i64,
    pub cycles: i64,
    pub created_at: String,
}

/// An item's overhauls, newest first.
pub async fn overhauls(db: &Db, item: Item) -> Result<Vec<Overhaul>, sqlx::Error> {
    let (owner, id) = match item {
        Item::Plane(id) => ("plane_id", id),
        Item::Piece(id) => ("piece_id", id),
    };
    sqlx::query_as(AssertSqlSafe(format!(
        "SELECT id, date, crs, file, minutes, cycles, created_at FROM overhauls \
         WHERE {owner} = $1 ORDER BY date DESC, id DESC LIMIT {HISTORY_MAX}"
    )))
    .bind(id)
    .fetch_all(db.pool())
    .await
}
