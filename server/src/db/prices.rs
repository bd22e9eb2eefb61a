//! Route prices: a price per kg from one branch to another.

use sqlx::FromRow;

use serde_json::json;

use super::audit::Action;
use super::{
    Db,
    list::{PageRequest, Paged, Where, fetch_page},
};

/// A price with the names of its ends.
#[derive(Clone, Debug, FromRow)]
pub struct Price {
    pub id: i64,
    pub name: String,
    /// Cents per kg.
    pub price: i64,
    pub origin_id: i64,
    pub destination_id: i64,
    pub status: i64,
    pub created_at: String,
    pub updated_at: String,
    pub origin_name: String,
    pub origin_city: Option<String>,
    pub origin_region: Option<String>,
    pub destination_name: String,
    pub destination_city: Option<String>,
    pub destination_region: Option<String>,
}

const COLUMNS: &str = "p.id, p.name, p.price, p.origin_id, p.destination_id, p.status, p.created_at, \
     p.updated_at, o.name AS origin_name, o.city AS origin_city, o.region AS origin_region, \
     d.name AS destination_name, d.city AS destination_city, d.region AS destination_region";
const FROM: &str =
    "prices p JOIN extensions o ON o.id = p.origin_id JOIN extensions d ON d.id = p.destination_id";

pub struct NewPrice<'a> {
    pub name: &'a str,
    pub price: i64,
    pub origin_id: i64,
    pub destination_id: i64,
    pub status: i64,
}

pub async fn find(db: &Db, id: i64) -> Result<Option<Price>, sqlx::Error> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM {FROM} WHERE p.id = $1"
    )))
    .bind(id)
    .fetch_optional(db.pool())
    .await
}

#[derive(Clone, Copy, Debug, Default)]
pub struct Filter {
    pub status: Option<i64>,
    pub origin_id: Option<i64>,
}

pub async fn list(
    db: &Db,
    filter: Filter,
    name: Option<&str>,
    page: PageRequest,
) -> Result<Paged<Price>, sqlx::Error> {
    let mut condition = Where::new();
    if let Some(status) = filter.status {
        condition.eq_int("p.status", status);
    }
    if let Some(origin) = filter.origin_id {
        condition.eq_int("p.origin_id", origin);
    }
    if let Some(name) = name {
        condition.contains("p.name", name);
    }
    fetch_page(
        db,
        COLUMNS,
        FROM,
        &condition,
        "p.status DESC, p.name, p.id",
        page,
    )
    .await
}

pub async fn create(db: &Db, p: &NewPrice<'_>, created_by: i64) -> Result<i64, sqlx::Error> {
    let now = db.now();
    let mut tx = db.begin_write().await?;
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO prices (name, price, origin_id, destination_id, status, created_at, updated_at, \
         created_by) VALUES ($1, $2, $3, $4, $5, $6, $6, $7) RETURNING id",
    )
    .bind(p.name)
    .bind(p.price)
    .bind(p.origin_id)
    .bind(p.destination_id)
    .bind(p.status)
    .bind(&now)
    .bind(created_by)
    .fetch_one(&mut *tx)
    .await?;
    Action::Create.on("prices", id, created_by)
        .write(&mut tx, json!({ "name": p.name, "price": super::expeditions::cents(p.price), "originId": p.origin_id, "destinationId": p.destination_id, "status": p.status }))
        .await?;
    tx.commit().await?;
    Ok(id)
}

pub async fn update(
    db: &Db,
    id: i64,
    p: &NewPrice<'_>,
    updated_at: &str,
    by: i64,
) -> Result<bool, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let changed = sqlx::query(
        "UPDATE prices SET name = $1, price = $2, origin_id = $3, destination_id = $4, status = $5, \
         updated_at = $6 WHERE id = $7 AND updated_at = $8",
    )
    .bind(p.name)
    .bind(p.price)
    .bind(p.origin_id)
    .bind(p.destination_id)
    .bind(p.status)
    .bind(db.now())
    .bind(id)
    .bind(updated_at)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    let line = Action::Update.on("prices", id, by);
    let changes = json!({
        "name": p.name,
        "price": super::expeditions::cents(p.price),
        "originId": p.origin_id,
        "destinationId": p.destination_id,
        "status": p.status,
    });
    super::finish_update(tx, changed, line, changes).await
}

pub async fn delete(db: &Db, id: i64, by: i64) -> Result<(), sqlx::Error> {
    super::delete_row(db, "prices", id, by).await
}
