//! An aircraft's documents (certificate of airworthiness, registration, insurance…) with their file.

use serde_json::json;
use sqlx::FromRow;

use super::{
    Db,
    audit::Action,
    list::{PageRequest, Paged, Where, fetch_page},
};

#[derive(Clone, Debug, FromRow)]
pub struct Document {
    pub id: i64,
    pub plane_id: i64,
    pub plane_immatriculation: String,
    pub serie: String,
    pub description: String,
    pub date_emission: String,
    pub date_expiration: Option<String>,
    pub file: String,
    pub content_type: String,
    pub created_at: String,
    pub updated_at: String,
}

const COLUMNS: &str = "d.id, d.plane_id, a.immatriculation AS plane_immatriculation, d.serie, \
     d.description, d.date_emission, d.date_expiration, d.file, d.content_type, d.created_at, \
     d.updated_at";

const FROM: &str = "documents d JOIN planecomposants a ON a.id = d.plane_id";

/// Soonest expiry first; documents that never expire last.
const ORDER: &str =
    "(CASE WHEN d.date_expiration IS NULL THEN 1 ELSE 0 END), d.date_expiration, d.id";

pub async fn find(db: &Db, id: i64) -> Result<Option<Document>, sqlx::Error> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM {FROM} WHERE d.id = $1"
    )))
    .bind(id)
    .fetch_optional(db.pool())
    .await
}

pub async fn of_plane(db: &Db, plane: i64, limit: i64) -> Result<Vec<Document>, sqlx::Error> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM {FROM} WHERE d.plane_id = $1 ORDER BY {ORDER} LIMIT $2"
    )))
    .bind(plane)
    .bind(limit)
    .fetch_all(db.pool())
    .await
}

/// Whether a stored file is a document's (served to those who may read documents only).
pub async fn holds_file(db: &Db, file: &str) -> Result<bool, sqlx::Error> {
    let found: Option<(i64,)> = sqlx::query_as("SELECT id FROM documents WHERE file = $1 LIMIT 1")
        .bind(file)
        .fetch_optional(db.pool())
        .await?;
    Ok(found.is_some())
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchColumn {
    Serie,
    Description,
}

impl super::list::SearchColumns for SearchColumn {
    const NAMES: &'static [&'static str] = &["serie", "description"];
}

impl SearchColumn {
    pub fn parse(name: &str) -> Option<SearchColumn> {
        Some(match name {
            "serie" => SearchColumn::Serie,
            "description" => SearchColumn::Description,
            _ => return None,
        })
    }

    fn expr(self) -> &'static str {
        match self {
            SearchColumn::Serie => "d.serie",
            SearchColumn::Description => "d.description",
        }
    }
}

pub async fn list(
    db: &Db,
    plane_id: Option<i64>,
    search: Option<(SearchColumn, &str)>,
    page: PageRequest,
) -> Result<Paged<Document>, sqlx::Error> {
    let mut condition = Where::new();
    if let Some(plane) = plane_id {
        condition.eq_int("d.plane_id", plane);
    }
    if let Some((column, text)) = search {
        condition.contains(column.expr(), text);
    }
    fetch_page(db, COLUMNS, FROM, &condition, ORDER, page).await
}

#[derive(Clone, Debug, Default)]
pub struct Fields {
    pub plane_id: i64,
    pub serie: String,
    pub description: String,
    pub date_emission: String,
    pub date_expiration: Option<String>,
}

/// A stored file and its type.
pub struct Stored<'a> {
    pub name: &'a str,
    pub content_type: &'a str,
}

pub async fn create(db: &Db, f: &Fields, file: Stored<'_>, by: i64) -> Result<i64, sqlx::Error> {
    let now = db.now();
    let mut tx = db.begin_write().await?;
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO documents (plane_id, serie, description, date_emission, date_expiration, \
         file, content_type, created_at, updated_at, created_by) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9) RETURNING id",
    )
    .bind(f.plane_id)
    .bind(&f.serie)
    .bind(&f.description)
    .bind(&f.date_emission)
    .bind(&f.date_expiration)
    .bind(file.name)
    .bind(file.content_type)
    .bind(&now)
    .bind(by)
    .fetch_one(&mut *tx)
    .await?;
    Action::Create
        .on("documents", id, by)
        .write(
            &mut tx,
            json!({ "planeId": f.plane_id, "serie": f.serie, "dateExpiration": f.date_expiration }),
        )
        .await?;
    tx.commit().await?;
    Ok(id)
}

/// Saves if nobody saved since `updated_at`; a `None` file keeps the stored one.
pub async fn update(
    db: &Db,
    id: i64,
    f: &Fields,
    file: Option<Stored<'_>>,
    updated_at: &str,
    by: i64,
) -> Result<bool, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let changed = sqlx::query(
        "UPDATE documents SET plane_id = $1, serie = $2, description = $3, date_emission = $4, \
         date_expiration = $5, file = COALESCE($6, file), content_type = COALESCE($7, content_type), \
         updated_at = $8 WHERE id = $9 AND updated_at = $10",
    )
    .bind(f.plane_id)
    .bind(&f.serie)
    .bind(&f.description)
    .bind(&f.date_emission)
    .bind(&f.date_expiration)
    .bind(file.as_ref().map(|s| s.name))
    .bind(file.as_ref().map(|s| s.content_type))
    .bind(db.now())
    .bind(id)
    .bind(updated_at)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    let line = Action::Update.on("documents", id, by);
    let changes = json!({
        "planeId": f.plane_id,
        "serie": f.serie,
        "dateEmission": f.date_emission,
        "dateExpiration": f.date_expiration,
    });
    super::finish_update(tx, changed, line, changes).await
}

pub async fn delete(db: &Db, id: i64, by: i64) -> Result<(), sqlx::Error> {
    super::delete_row(db, "documents", id, by).await
}
