//! Vehicles, loaded on road waybills.

use serde::Serialize;
use sqlx::FromRow;
use utoipa::ToSchema;

use serde_json::json;

use super::audit::Action;
use super::{
    Db,
    list::{PageRequest, Paged, Where, fetch_page},
};

#[derive(Clone, Debug, FromRow, Serialize, ToSchema)]
pub struct Vehicle {
    pub id: i64,
    pub plaque: String,
    pub mark: Option<String>,
    pub description: Option<String>,
    #[serde(rename = "createdAt")]
    pub created_at: String,
    #[serde(rename = "updatedAt")]
    pub updated_at: String,
}

const COLUMNS: &str = "v.id, v.plaque, v.mark, v.description, v.created_at, v.updated_at";

pub async fn find(db: &Db, id: i64) -> Result<Option<Vehicle>, sqlx::Error> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM vehicles v WHERE v.id = $1"
    )))
    .bind(id)
    .fetch_optional(db.pool())
    .await
}

pub async fn list(
    db: &Db,
    plaque: Option<&str>,
    page: PageRequest,
) -> Result<Paged<Vehicle>, sqlx::Error> {
    let mut condition = Where::new();
    if let Some(text) = plaque {
        condition.contains("v.plaque", text);
    }
    fetch_page(
        db,
        COLUMNS,
        "vehicles v",
        &condition,
        "v.plaque, v.id",
        page,
    )
    .await
}

pub async fn create(
    db: &Db,
    plaque: &str,
    mark: Option<&str>,
    description: Option<&str>,
    created_by: i64,
) -> Result<i64, sqlx::Error> {
    let now = db.now();
    let mut tx = db.begin_write().await?;
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO vehicles (plaque, mark, description, created_at, updated_at, created_by) \
         VALUES ($1, $2, $3, $4, $4, $5) RETURNING id",
    )
    .bind(plaque)
    .bind(mark)
    .bind(description)
    .bind(&now)
    .bind(created_by)
    .fetch_one(&mut *tx)
    .await?;
    Action::Create
        .on("vehicles", id, created_by)
        .write(
            &mut tx,
            json!({ "plaque": plaque, "mark": mark, "description": description }),
        )
        .await?;
    tx.commit().await?;
    Ok(id)
}

pub async fn update(
    db: &Db,
    id: i64,
    plaque: &str,
    mark: Option<&str>,
    description: Option<&str>,
    updated_at: &str,
    by: i64,
) -> Result<bool, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let changed = sqlx::query(
        "UPDATE vehicles SET plaque = $1, mark = $2, description = $3, updated_at = $4 \
         WHERE id = $5 AND updated_at = $6",
    )
    .bind(plaque)
    .bind(mark)
    .bind(description)
    .bind(db.now())
    .bind(id)
    .bind(updated_at)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    let line = Action::Update.on("vehicles", id, by);
    super::finish_update(
        tx,
        changed,
        line,
        json!({ "plaque": plaque, "mark": mark, "description": description }),
    )
    .await
}

pub async fn delete(db: &Db, id: i64, by: i64) -> Result<(), sqlx::Error> {
    super::delete_row(db, "vehicles", id, by).await
}
