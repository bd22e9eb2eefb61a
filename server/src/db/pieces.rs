//! Pieces (parts): installed on an aircraft or a component, with their limits and counters.

use serde_json::json;
use sqlx::FromRow;

use super::{
    Db, Written,
    audit::Action,
    counters::{self, Item},
    installs,
    list::{Arg, PageRequest, Paged, Where, bind_args, fetch_page},
};

#[derive(Clone, Debug, FromRow)]
pub struct Piece {
    pub id: i64,
    pub libele: String,
    pub serie: String,
    pub number_part: Option<String>,
    pub constructeur: String,
    pub date_fabrication: String,
    pub date_installation_life: String,
    pub crs: String,
    pub hour_life: Option<i64>,
    pub cycle_life: Option<i64>,
    pub hour_revision: Option<i64>,
    pub day_revision: Option<i64>,
    pub cycle_revision: Option<i64>,
    pub hour_service: Option<i64>,
    pub day_service: Option<i64>,
    pub cycle_service: Option<i64>,
    pub description: Option<String>,
    pub host_id: Option<i64>,
    pub host_immatriculation: Option<String>,
    pub host_category: Option<i64>,
    pub plane_id: Option<i64>,
    pub plane_immatriculation: Option<String>,
    pub base_date: String,
    pub base_ttsn: i64,
    pub base_ttso: i64,
    pub base_tcsn: i64,
    pub base_tcso: i64,
    pub ttsn: i64,
    pub ttso: i64,
    pub tcsn: i64,
    pub tcso: i64,
    pub overhauled_on: Option<String>,
    pub created_at: String,
    pub updated_at: String,
}

/// What the piece form sets; the counters are the baseline at `base_date`.
#[derive(Clone, Debug, Default)]
pub struct Fields {
    pub libele: String,
    pub serie: String,
    pub number_part: Option<String>,
    pub constructeur: String,
    pub date_fabrication: String,
    pub date_installation_life: String,
    pub crs: String,
    /// Life, overhaul and service limits: hours, cycles, days (in that order below).
    pub hour_life: Option<i64>,
    pub cycle_life: Option<i64>,
    pub hour_revision: Option<i64>,
    pub day_revision: Option<i64>,
    pub cycle_revision: Option<i64>,
    pub hour_service: Option<i64>,
    pub day_service: Option<i64>,
    pub cycle_service: Option<i64>,
    pub description: Option<String>,
    pub base_date: String,
    pub ttsn: i64,
    pub ttso: i64,
    pub tcsn: i64,
    pub tcso: i64,
}

impl Fields {
    /// The form's columns, in the order both the creation and the edit bind them.
    fn args(&self) -> Vec<Arg> {
        vec![
            Arg::Text(self.libele.clone()),
            Arg::Text(self.serie.clone()),
            Arg::OptText(self.number_part.clone()),
            Arg::Text(self.constructeur.clone()),
            Arg::Text(self.date_fabrication.clone()),
            Arg::Text(self.date_installation_life.clone()),
            Arg::Text(self.crs.clone()),
            Arg::OptInt(self.hour_life),
            Arg::OptInt(self.cycle_life),
            Arg::OptInt(self.hour_revision),
            Arg::OptInt(self.day_revision),
            Arg::OptInt(self.cycle_revision),
            Arg::OptInt(self.hour_service),
            Arg::OptInt(self.day_service),
            Arg::OptInt(self.cycle_service),
            Arg::OptText(self.description.clone()),
            Arg::Text(self.base_date.clone()),
            Arg::Int(self.ttsn),
            Arg::Int(self.ttso),
            Arg::Int(self.tcsn),
            Arg::Int(self.tcso),
        ]
    }
}

const COLUMNS: &str = "p.id, p.libele, p.serie, p.number_part, p.constructeur, p.date_fabrication, \
     p.date_installation_life, p.crs, p.hour_life, p.cycle_life, p.hour_revision, p.day_revision, \
     p.cycle_revision, p.hour_service, p.day_service, p.cycle_service, p.description, p.host_id, \
     h.immatriculation AS host_immatriculation, h.category AS host_category, \
     CASE WHEN h.category = 1 THEN h.id ELSE a.id END AS plane_id, \
     CASE WHEN h.category = 1 THEN h.immatriculation ELSE a.immatriculation END AS plane_immatriculation, \
     p.base_date, p.base_ttsn, p.base_ttso, p.base_tcsn, p.base_tcso, p.ttsn, p.ttso, p.tcsn, p.tcso, \
     p.overhauled_on, p.created_at, p.updated_at";

/// A piece, its host, and the aircraft its host component is on.
const FROM: &str = "pieces p LEFT JOIN planecomposants h ON h.id = p.host_id \
     LEFT JOIN planecomposants a ON a.id = h.plane_id";

pub async fn find(db: &Db, id: i64) -> Result<Option<Piece>, sqlx::Error> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM {FROM} WHERE p.id = $1"
    )))
    .bind(id)
    .fetch_optional(db.pool())
    .await
}

/// Pieces on an aircraft now, directly or on its components (at most `limit`).
pub async fn on_plane(db: &Db, plane: i64, limit: i64) -> Result<Vec<Piece>, sqlx::Error> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM {FROM} WHERE p.host_id = $1 OR p.host_id IN \
         (SELECT id FROM planecomposants WHERE plane_id = $1) ORDER BY p.libele, p.id LIMIT $2"
    )))
    .bind(plane)
    .bind(limit)
    .fetch_all(db.pool())
    .await
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchColumn {
    Libele,
    Serie,
    NumberPart,
}

impl super::list::SearchColumns for SearchColumn {
    const NAMES: &'static [&'static str] = &["libele", "serie", "numberPart"];
}

impl SearchColumn {
    pub fn parse(name: &str) -> Option<SearchColumn> {
        Some(match name {
            "libele" => SearchColumn::Libele,
            "serie" => SearchColumn::Serie,
            "numberPart" => SearchColumn::NumberPart,
            _ => return None,
        })
    }

    fn expr(self) -> &'static str {
        match self {
            SearchColumn::Libele => "p.libele",
            SearchColumn::Serie => "p.serie",
            SearchColumn::NumberPart => "p.number_part",
        }
    }
}

pub async fn list(
    db: &Db,
    plane_id: Option<i64>,
    search: Option<(SearchColumn, &str)>,
    page: PageRequest,
) -> Result<Paged<Piece>, sqlx::Error> {
    let mut condition = Where::new();
    if let Some(plane) = plane_id {
        condition.either_int("p.host_id", "h.plane_id", plane);
    }
    if let Some((column, text)) = search {
        condition.contains(column.expr(), text);
    }
    fetch_page(db, COLUMNS, FROM, &condition, "p.libele, p.id", page).await
}

/// Registers a piece, installed on `host` from its baseline's date.
pub async fn create(db: &Db, f: &Fields, host: i64, by: i64) -> Written<i64, installs::Refusal> {
    let now = db.now();
    let mut tx = db.begin_write().await?;
    let id: i64 = bind_args!(
        sqlx::query_scalar(
            "INSERT INTO pieces (libele, serie, number_part, constructeur, date_fabrication, \
             date_installation_life, crs, hour_life, cycle_life, hour_revision, day_revision, \
             cycle_revision, hour_service, day_service, cycle_service, description, base_date, \
             base_ttsn, base_ttso, base_tcsn, base_tcso, ttsn, ttso, tcsn, tcso, created_at, \
             updated_at, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, \
             $14, $15, $16, $17, $18, $19, $20, $21, $18, $19, $20, $21, $22, $22, $23) RETURNING id",
        ),
        &f.args()
    )
    .bind(&now)
    .bind(by)
    .fetch_one(&mut *tx)
    .await?;
    Action::Create
        .on("pieces", id, by)
        .write(
            &mut tx,
            json!({ "libele": f.libele, "serie": f.serie, "hostId": host, "base_date": f.base_date }),
        )
        .await?;
    installs::install_in(
        &mut tx,
        Item::Piece(id),
        installs::Place::Host(host),
        &f.base_date,
        by,
    )
    .await?;
    tx.commit().await?;
    Ok(id)
}

/// Saves if nobody saved since `updated_at`, and recounts from the (new) baseline.
pub async fn update(
    db: &Db,
    id: i64,
    f: &Fields,
    updated_at: &str,
    by: i64,
) -> Result<bool, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let changed = bind_args!(
        sqlx::query(
            "UPDATE pieces SET libele = $1, serie = $2, number_part = $3, constructeur = $4, \
             date_fabrication = $5, date_installation_life = $6, crs = $7, hour_life = $8, \
             cycle_life = $9, hour_revision = $10, day_revision = $11, cycle_revision = $12, \
             hour_service = $13, day_service = $14, cycle_service = $15, description = $16, \
             base_date = $17, base_ttsn = $18, base_ttso = $19, base_tcsn = $20, base_tcso = $21, \
             updated_at = $22 WHERE id = $23 AND updated_at = $24",
        ),
        &f.args()
    )
    .bind(db.now())
    .bind(id)
    .bind(updated_at)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    if changed == 1 {
        counters::recount(&mut tx, Item::Piece(id)).await?;
    }
    let line = Action::Update.on("pieces", id, by);
    let changes = json!({
        "libele": f.libele,
        "serie": f.serie,
        "base_date": f.base_date,
        "baseline": [f.ttsn, f.ttso, f.tcsn, f.tcso],
    });
    super::finish_update(tx, changed, line, changes).await
}

/// Deletes a piece with its history of installations and overhauls.
pub async fn delete(db: &Db, id: i64, by: i64) -> Result<(), sqlx::Error> {
    super::delete_row(db, "pieces", id, by).await
}

/// Pieces installed directly on a host (aircraft or component), at most `limit`.
pub async fn on_host(db: &Db, host: i64, limit: i64) -> Result<Vec<Piece>, sqlx::Error> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM {FROM} WHERE p.host_id = $1 ORDER BY p.libele, p.id LIMIT $2"
    )))
    .bind(host)
    .bind(limit)
    .fetch_all(db.pool())
    .await
}
