//! Uploaded files: their metadata, and on PostgreSQL their bytes (see `crate::files::Files`).

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

/// Records a file with its bytes, in the database (PostgreSQL: every process serving it sees it).
pub async fn create_with_content(
    db: &Db,
    name: &str,
    content_type: &str,
    content: &[u8],
    created_by: i64,
) -> Result<(), sqlx::Error> {
    db.write_one(
        sqlx::query(
            "INSERT INTO files (name, content_type, size, created_at, created_by, content) \
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(name)
        .bind(content_type)
        .bind(content.len() as i64)
        .bind(db.now())
        .bind(created_by)
        .bind(content.to_vec()),
    )
    .await
    .map(|_| ())
}

/// The bytes of a file kept in the database: None when there is no such file, `Some(None)` when
/// its bytes are in a data folder.
pub async fn content(db: &Db, name: &str) -> Result<Option<Option<Vec<u8>>>, sqlx::Error> {
    sqlx::query_scalar("SELECT content FROM files WHERE name = $1")
        .bind(name)
        .fetch_optional(db.pool())
        .await
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

/// How many files are stored, and their bytes (the *Système* screen).
pub async fn totals(db: &Db) -> Result<(i64, i64), sqlx::Error> {
    sqlx::query_as("SELECT COUNT(*), CAST(COALESCE(SUM(size), 0) AS BIGINT) FROM files")
        .fetch_one(db.pool())
        .await
}
