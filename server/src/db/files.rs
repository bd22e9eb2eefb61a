//! Metadata of uploaded files; their bytes are in the data folder (see `crate::files`).

use sqlx::FromRow;

use super::Db;

#[derive(Clone, Debug, FromRow)]
pub struct StoredFile {
    pub name: String,
    pub content_type: String,
    pub size: i64,
}

pub async fn create(
    db: &Db,
    name: &str,
    content_type: &str,
    size: i64,
    created_by: i64,
) -> Result<(), sqlx::Error> {
    db.write_one(sqlx::query(
        "INSERT INTO files (name, content_type, size, created_at, created_by) VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(name)
    .bind(content_type)
    .bind(size)
    .bind(db.now())
    .bind(created_by))
    .await
    .map(|_| ())
}

pub async fn find(db: &Db, name: &str) -> Result<Option<StoredFile>, sqlx::Error> {
    sqlx::query_as("SELECT name, content_type, size FROM files WHERE name = $1")
        .bind(name)
        .fetch_optional(db.pool())
        .await
}

pub async fn delete(db: &Db, name: &str) -> Result<(), sqlx::Error> {
    db.write_one(sqlx::query("DELETE FROM files WHERE name = $1").bind(name))
        .await
        .map(|_| ())
}
