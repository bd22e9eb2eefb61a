//! Aircraft (category 1) and components (category 2), in one table as the spec has them.

use sqlx::FromRow;

use serde_json::json;

use super::audit::Action;
use super::{
    Db,
    list::{PageRequest, Paged, Where, fetch_page},
};
use crate::clock;

pub const AIRCRAFT: i64 = 1;
pub const COMPONENT: i64 = 2;

#[derive(Clone, Debug, FromRow)]
pub struct PlaneComposant {
    pub id: i64,
    pub category: i64,
    pub immatriculation: String,
    pub serie: String,
    pub constructeur: String,
    pub date_fabrication: String,
    pub date_revision: String,
    pub ttsn: i64,
    pub ttso: i64,
    pub tcsn: i64,
    pub tcso: i64,
    pub count_composant: Option<i64>,
    pub disposition: Option<i64>,
    pub number: Option<i64>,
    pub plane_id: Option<i64>,
    pub city: Option<String>,
    pub description: Option<String>,
    pub image: Option<String>,
    pub crs: Option<String>,
    pub created_at: String,
    pub updated_at: String,
}

/// Everything a form sets (files are set apart).
#[derive(Clone, Debug, Default)]
pub struct Fields {
    pub immatriculation: String,
    pub serie: String,
    pub constructeur: String,
    pub date_fabrication: String,
    pub date_revision: String,
    pub ttsn: i64,
    pub ttso: i64,
    pub tcsn: i64,
    pub tcso: i64,
    pub count_composant: Option<i64>,
    pub disposition: Option<i64>,
    pub number: Option<i64>,
    pub plane_id: Option<i64>,
    pub city: Option<String>,
    pub description: Option<String>,
}

const COLUMNS: &str = "p.id, p.category, p.immatriculation, p.serie, p.constructeur, \
     p.date_fabrication, p.date_revision, p.ttsn, p.ttso, p.tcsn, p.tcso, p.count_composant, \
     p.disposition, p.number, p.plane_id, p.city, p.description, p.image, p.crs, p.created_at, \
     p.updated_at";

pub async fn find(db: &Db, id: i64) -> Result<Option<PlaneComposant>, sqlx::Error> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM planecomposants p WHERE p.id = $1"
    )))
    .bind(id)
    .fetch_optional(db.pool())
    .await
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchColumn {
    Immatriculation,
    Serie,
    Constructeur,
}

impl SearchColumn {
    pub fn parse(name: &str) -> Option<SearchColumn> {
        Some(match name {
            "immatriculation" => SearchColumn::Immatriculation,
            "serie" => SearchColumn::Serie,
            "constructeur" => SearchColumn::Constructeur,
            _ => return None,
        })
    }

    fn expr(self) -> &'static str {
        match self {
            SearchColumn::Immatriculation => "p.immatriculation",
            SearchColumn::Serie => "p.serie",
            SearchColumn::Constructeur => "p.constructeur",
        }
    }
}

pub async fn list(
    db: &Db,
    category: i64,
    plane_id: Option<i64>,
    search: Option<(SearchColumn, &str)>,
    page: PageRequest,
) -> Result<Paged<PlaneComposant>, sqlx::Error> {
    let mut condition = Where::new();
    condition.eq_int("p.category", category);
    if let Some(plane) = plane_id {
        condition.eq_int("p.plane_id", plane);
    }
    if let Some((column, text)) = search {
        condition.contains(column.expr(), text);
    }
    fetch_page(
        db,
        COLUMNS,
        "planecomposants p",
        &condition,
        "p.immatriculation, p.id",
        page,
    )
    .await
}

pub struct Files<'a> {
    pub image: Option<&'a str>,
    pub crs: Option<&'a str>,
}

pub async fn create(
    db: &Db,
    category: i64,
    f: &Fields,
    files: Files<'_>,
    created_by: i64,
) -> Result<i64, sqlx::Error> {
    let now = clock::now();
    let mut tx = db.begin_write().await?;
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO planecomposants (category, immatriculation, serie, constructeur, \
         date_fabrication, date_revision, ttsn, ttso, tcsn, tcso, count_composant, disposition, \
         number, plane_id, city, description, image, crs, created_at, updated_at, created_by) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, \
         $19, $19, $20) RETURNING id",
    )
    .bind(category)
    .bind(&f.immatriculation)
    .bind(&f.serie)
    .bind(&f.constructeur)
    .bind(&f.date_fabrication)
    .bind(&f.date_revision)
    .bind(f.ttsn)
    .bind(f.ttso)
    .bind(f.tcsn)
    .bind(f.tcso)
    .bind(f.count_composant)
    .bind(f.disposition)
    .bind(f.number)
    .bind(f.plane_id)
    .bind(&f.city)
    .bind(&f.description)
    .bind(files.image)
    .bind(files.crs)
    .bind(&now)
    .bind(created_by)
    .fetch_one(&mut *tx)
    .await?;
    Action::Create.on("planecomposants", id, created_by)
        .write(&mut tx, json!({ "immatriculation": f.immatriculation, "serie": f.serie, "constructeur": f.constructeur, "date_revision": f.date_revision }))
        .await?;
    tx.commit().await?;
    Ok(id)
}

/// Saves if nobody saved since `updated_at`; a `None` file keeps the stored one.
pub async fn update(
    db: &Db,
    id: i64,
    f: &Fields,
    files: Files<'_>,
    updated_at: &str,
    by: i64,
) -> Result<bool, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let changed = sqlx::query(
        "UPDATE planecomposants SET immatriculation = $1, serie = $2, constructeur = $3, \
         date_fabrication = $4, date_revision = $5, ttsn = $6, ttso = $7, tcsn = $8, tcso = $9, \
         count_composant = $10, disposition = $11, number = $12, plane_id = $13, city = $14, \
         description = $15, image = COALESCE($16, image), crs = COALESCE($17, crs), \
         updated_at = $18 WHERE id = $19 AND updated_at = $20",
    )
    .bind(&f.immatriculation)
    .bind(&f.serie)
    .bind(&f.constructeur)
    .bind(&f.date_fabrication)
    .bind(&f.date_revision)
    .bind(f.ttsn)
    .bind(f.ttso)
    .bind(f.tcsn)
    .bind(f.tcso)
    .bind(f.count_composant)
    .bind(f.disposition)
    .bind(f.number)
    .bind(f.plane_id)
    .bind(&f.city)
    .bind(&f.description)
    .bind(files.image)
    .bind(files.crs)
    .bind(clock::now())
    .bind(id)
    .bind(updated_at)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    let line = Action::Update.on("planecomposants", id, by);
    let changes = json!({
        "immatriculation": f.immatriculation,
        "serie": f.serie,
        "constructeur": f.constructeur,
        "date_revision": f.date_revision,
    });
    super::finish_update(tx, changed, line, changes).await
}

pub async fn delete(db: &Db, id: i64, by: i64) -> Result<(), sqlx::Error> {
    super::delete_row(db, "planecomposants", id, by).await
}
