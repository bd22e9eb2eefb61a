//! Articles (what parcels contain) and their types.

use sqlx::FromRow;

use serde_json::json;

use super::audit::Action;
use super::{
    Db,
    list::{PageRequest, Paged, Where, fetch_page},
};

#[derive(Clone, Debug, FromRow)]
pub struct TypeArticle {
    pub id: i64,
    pub name: String,
    pub created_at: String,
    pub updated_at: String,
}

#[derive(Clone, Debug, FromRow)]
pub struct Article {
    pub id: i64,
    pub name: String,
    pub typearticle_id: Option<i64>,
    pub type_name: Option<String>,
    pub created_at: String,
    pub updated_at: String,
}

pub async fn types(db: &Db) -> Result<Vec<TypeArticle>, sqlx::Error> {
    sqlx::query_as("SELECT id, name, created_at, updated_at FROM typearticles ORDER BY name, id")
        .fetch_all(db.pool())
        .await
}

pub async fn find_type(db: &Db, id: i64) -> Result<Option<TypeArticle>, sqlx::Error> {
    sqlx::query_as("SELECT id, name, created_at, updated_at FROM typearticles WHERE id = $1")
        .bind(id)
        .fetch_optional(db.pool())
        .await
}

pub async fn create_type(db: &Db, name: &str, created_by: i64) -> Result<i64, sqlx::Error> {
    let now = db.now();
    let mut tx = db.begin_write().await?;
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO typearticles (name, created_at, updated_at, created_by) VALUES ($1, $2, $2, $3) \
         RETURNING id",
    )
    .bind(name)
    .bind(&now)
    .bind(created_by)
    .fetch_one(&mut *tx)
    .await?;
    Action::Create
        .on("typearticles", id, created_by)
        .write(&mut tx, json!({ "name": name }))
        .await?;
    tx.commit().await?;
    Ok(id)
}

pub async fn update_type(
    db: &Db,
    id: i64,
    name: &str,
    updated_at: &str,
    by: i64,
) -> Result<bool, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let changed = sqlx::query(
        "UPDATE typearticles SET name = $1, updated_at = $2 WHERE id = $3 AND updated_at = $4",
    )
    .bind(name)
    .bind(db.now())
    .bind(id)
    .bind(updated_at)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    super::finish_update(
        tx,
        changed,
        Action::Update.on("typearticles", id, by),
        json!({ "name": name }),
    )
    .await
}

pub async fn delete_type(db: &Db, id: i64, by: i64) -> Result<(), sqlx::Error> {
    super::delete_row(db, "typearticles", id, by).await
}

const COLUMNS: &str =
    "a.id, a.name, a.typearticle_id, t.name AS type_name, a.created_at, a.updated_at";
const FROM: &str = "articles a LEFT JOIN typearticles t ON t.id = a.typearticle_id";

pub async fn find(db: &Db, id: i64) -> Result<Option<Article>, sqlx::Error> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM {FROM} WHERE a.id = $1"
    )))
    .bind(id)
    .fetch_optional(db.pool())
    .await
}

pub async fn list(
    db: &Db,
    typearticle_id: Option<i64>,
    name: Option<&str>,
    page: PageRequest,
) -> Result<Paged<Article>, sqlx::Error> {
    let mut condition = Where::new();
    if let Some(t) = typearticle_id {
        condition.eq_int("a.typearticle_id", t);
    }
    if let Some(text) = name {
        condition.contains("a.name", text);
    }
    fetch_page(db, COLUMNS, FROM, &condition, "a.name, a.id", page).await
}

pub async fn create(
    db: &Db,
    name: &str,
    typearticle_id: Option<i64>,
    created_by: i64,
) -> Result<i64, sqlx::Error> {
    let now = db.now();
    let mut tx = db.begin_write().await?;
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO articles (name, typearticle_id, created_at, updated_at, created_by) \
         VALUES ($1, $2, $3, $3, $4) RETURNING id",
    )
    .bind(name)
    .bind(typearticle_id)
    .bind(&now)
    .bind(created_by)
    .fetch_one(&mut *tx)
    .await?;
    Action::Create
        .on("articles", id, created_by)
        .write(
            &mut tx,
            json!({ "name": name, "typearticleId": typearticle_id }),
        )
        .await?;
    tx.commit().await?;
    Ok(id)
}

pub async fn update(
    db: &Db,
    id: i64,
    name: &str,
    typearticle_id: Option<i64>,
    updated_at: &str,
    by: i64,
) -> Result<bool, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let changed = sqlx::query(
        "UPDATE articles SET name = $1, typearticle_id = $2, updated_at = $3 \
         WHERE id = $4 AND updated_at = $5",
    )
    .bind(name)
    .bind(typearticle_id)
    .bind(db.now())
    .bind(id)
    .bind(updated_at)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    let line = Action::Update.on("articles", id, by);
    super::finish_update(
        tx,
        changed,
        line,
        json!({ "name": name, "typearticleId": typearticle_id }),
    )
    .await
}

pub async fn delete(db: &Db, id: i64, by: i64) -> Result<(), sqlx::Error> {
    super::delete_row(db, "articles", id, by).await
}

/// An article as parcel contents name it.
#[derive(Clone, Debug, FromRow)]
pub struct ArticleName {
    pub id: i64,
    pub name: String,
    pub typearticle_id: Option<i64>,
    pub type_name: Option<String>,
}

/// The articles among `ids` (those that exist), with their names.
pub async fn named(db: &Db, ids: &[i64]) -> Result<Vec<ArticleName>, sqlx::Error> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let sql = format!(
        "SELECT a.id, a.name, a.typearticle_id, t.name AS type_name FROM articles a \
         LEFT JOIN typearticles t ON t.id = a.typearticle_id WHERE a.id IN ({})",
        super::movements::placeholders(1, ids.len())
    );
    let mut query = sqlx::query_as(sqlx::AssertSqlSafe(sql));
    for id in ids {
        query = query.bind(*id);
    }
    query.fetch_all(db.pool()).await
}
