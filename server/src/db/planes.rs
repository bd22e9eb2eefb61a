//! Aircraft (category 1) and components (category 2), in one table as the spec has them.

use sqlx::FromRow;

use serde_json::json;

use super::audit::Action;
use super::{
    Db, Written,
    counters::{self, Item},
    installs,
    list::{Arg, PageRequest, Paged, Where, bind_args, fetch_page},
};

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
    pub base_date: String,
    pub base_ttsn: i64,
    pub base_ttso: i64,
    pub base_tcsn: i64,
    pub base_tcso: i64,
    pub overhauled_on: Option<String>,
    /// Passenger seats and maximum payload (grams) of an aircraft.
    pub seats: Option<i64>,
    pub max_payload: Option<i64>,
    /// The registration of the aircraft a component is installed on.
    pub plane_immatriculation: Option<String>,
    pub created_at: String,
    pub updated_at: String,
}

/// Everything a form sets (files are set apart); the counters are the baseline, at `base_date`.
#[derive(Clone, Debug, Default)]
pub struct Fields {
    pub immatriculation: String,
    pub serie: String,
    pub constructeur: String,
    pub date_fabrication: String,
    pub date_revision: String,
    pub base_date: String,
    pub ttsn: i64,
    pub ttso: i64,
    pub tcsn: i64,
    pub tcso: i64,
    pub count_composant: Option<i64>,
    pub city: Option<String>,
    pub description: Option<String>,
    pub seats: Option<i64>,
    /// Grams.
    pub max_payload: Option<i64>,
}

impl Fields {
    /// The form's columns, in the order both the creation and the edit bind them.
    fn args(&self) -> Vec<Arg> {
        vec![
            Arg::Text(self.immatriculation.clone()),
            Arg::Text(self.serie.clone()),
            Arg::Text(self.constructeur.clone()),
            Arg::Text(self.date_fabrication.clone()),
            Arg::Text(self.date_revision.clone()),
            Arg::Int(self.ttsn),
            Arg::Int(self.ttso),
            Arg::Int(self.tcsn),
            Arg::Int(self.tcso),
            Arg::OptInt(self.count_composant),
            Arg::OptText(self.city.clone()),
            Arg::OptText(self.description.clone()),
            Arg::Text(self.base_date.clone()),
        ]
    }
}

const COLUMNS: &str = "p.id, p.category, p.immatriculation, p.serie, p.constructeur, \
     p.date_fabrication, p.date_revision, p.ttsn, p.ttso, p.tcsn, p.tcso, p.count_composant, \
     p.disposition, p.number, p.plane_id, p.city, p.description, p.image, p.crs, p.base_date, \
     p.base_ttsn, p.base_ttso, p.base_tcsn, p.base_tcso, p.overhauled_on, p.seats, p.max_payload, \
     h.immatriculation AS plane_immatriculation, p.created_at, p.updated_at";

/// Components carry the registration of the aircraft they are on.
const FROM: &str = "planecomposants p LEFT JOIN planecomposants h ON h.id = p.plane_id";

pub async fn find(db: &Db, id: i64) -> Result<Option<PlaneComposant>, sqlx::Error> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM {FROM} WHERE p.id = $1"
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

impl super::list::SearchColumns for SearchColumn {
    const NAMES: &'static [&'static str] = &["immatriculation", "serie", "constructeur"];
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
        FROM,
        &condition,
        "p.immatriculation, p.id",
        page,
    )
    .await
}

/// The stored names of an aircraft's or component's photo and release certificate.
#[derive(Clone, Copy, Debug, Default)]
pub struct Files<'a> {
    pub image: Option<&'a str>,
    pub crs: Option<&'a str>,
}

pub async fn create(
    db: &Db,
    category: i64,
    f: &Fields,
    files: Files<'_>,
    place: Option<installs::Place>,
    created_by: i64,
) -> Written<i64, installs::Refusal> {
    let now = db.now();
    let mut tx = db.begin_write().await?;
    let id: i64 = bind_args!(
        sqlx::query_scalar(
            "INSERT INTO planecomposants (category, immatriculation, serie, constructeur, \
             date_fabrication, date_revision, ttsn, ttso, tcsn, tcso, count_composant, city, \
             description, base_date, image, crs, base_ttsn, base_ttso, base_tcsn, base_tcso, \
             created_at, updated_at, created_by) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $7, \
             $8, $9, $10, $17, $17, $18) RETURNING id",
        )
        .bind(category),
        &f.args()
    )
    .bind(files.image)
    .bind(files.crs)
    .bind(&now)
    .bind(created_by)
    .fetch_one(&mut *tx)
    .await?;
    set_capacity(&mut tx, id, f).await?;
    Action::Create.on("planecomposants", id, created_by)
        .write(&mut tx, json!({ "immatriculation": f.immatriculation, "serie": f.serie, "constructeur": f.constructeur, "date_revision": f.date_revision, "base_date": f.base_date }))
        .await?;
    if let Some(place) = place {
        installs::install_in(&mut tx, Item::Plane(id), place, &f.base_date, created_by).await?;
    }
    tx.commit().await?;
    Ok(id)
}

/// Saves if nobody saved since `updated_at`; a `None` file keeps the stored one. The counters are
/// recounted from the (new) baseline.
pub async fn update(
    db: &Db,
    id: i64,
    f: &Fields,
    files: Files<'_>,
    updated_at: &str,
    by: i64,
) -> Result<bool, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let changed = bind_args!(
        sqlx::query(
            "UPDATE planecomposants SET immatriculation = $1, serie = $2, constructeur = $3, \
             date_fabrication = $4, date_revision = $5, base_ttsn = $6, base_ttso = $7, \
             base_tcsn = $8, base_tcso = $9, count_composant = $10, city = $11, description = $12, \
             base_date = $13, image = COALESCE($14, image), crs = COALESCE($15, crs), \
             updated_at = $16 WHERE id = $17 AND updated_at = $18",
        ),
        &f.args()
    )
    .bind(files.image)
    .bind(files.crs)
    .bind(db.now())
    .bind(id)
    .bind(updated_at)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    if changed == 1 {
        counters::recount(&mut tx, Item::Plane(id)).await?;
        set_capacity(&mut tx, id, f).await?;
    }
    let line = Action::Update.on("planecomposants", id, by);
    let changes = json!({
        "immatriculation": f.immatriculation,
        "serie": f.serie,
        "constructeur": f.constructeur,
        "date_revision": f.date_revision,
        "base_date": f.base_date,
        "baseline": [f.ttsn, f.ttso, f.tcsn, f.tcso],
    });
    super::finish_update(tx, changed, line, changes).await
}

pub async fn delete(db: &Db, id: i64, by: i64) -> Result<(), sqlx::Error> {
    super::delete_row(db, "planecomposants", id, by).await
}

/// The aircraft with this registration (ignoring case), if any.
pub async fn aircraft_registered(db: &Db, registration: &str) -> Result<Option<i64>, sqlx::Error> {
    let found: Option<(i64,)> = sqlx::query_as(
        "SELECT id FROM planecomposants WHERE category = 1 AND UPPER(immatriculation) = UPPER($1)",
    )
    .bind(registration)
    .fetch_optional(db.pool())
    .await?;
    Ok(found.map(|(id,)| id))
}

/// The components installed on an aircraft now, by position.
pub async fn components_on(
    db: &Db,
    plane: i64,
    limit: i64,
) -> Result<Vec<PlaneComposant>, sqlx::Error> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM {FROM} WHERE p.plane_id = $1 AND p.category = 2 \
         ORDER BY p.disposition, p.number, p.id LIMIT $2"
    )))
    .bind(plane)
    .bind(limit)
    .fetch_all(db.pool())
    .await
}

/// The pieces installed on a component now.
pub async fn pieces_on_component(
    db: &Db,
    component: i64,
    limit: i64,
) -> Result<Vec<super::pieces::Piece>, sqlx::Error> {
    super::pieces::on_host(db, component, limit).await
}

/// An aircraft with its logbook's row, if it has one (the aircraft page in one statement less).
#[derive(Clone, Debug, FromRow)]
pub struct WithLogbook {
    #[sqlx(flatten)]
    pub plane: PlaneComposant,
    pub logbook_id: Option<i64>,
    pub logbook_serie: Option<String>,
    pub logbook_description: Option<String>,
    pub logbook_entries: Option<i64>,
    pub logbook_created_at: Option<String>,
    pub logbook_updated_at: Option<String>,
}

impl WithLogbook {
    pub fn logbook(&self) -> Option<super::logbooks::Logbook> {
        let p = &self.plane;
        Some(super::logbooks::Logbook {
            id: self.logbook_id?,
            plane_id: p.id,
            plaque: p.immatriculation.clone(),
            serie: self.logbook_serie.clone(),
            description: self.logbook_description.clone(),
            entries: self.logbook_entries.unwrap_or_default(),
            ttsn: p.ttsn,
            ttso: p.ttso,
            tcsn: p.tcsn,
            tcso: p.tcso,
            base_date: p.base_date.clone(),
            base_ttsn: p.base_ttsn,
            base_tcsn: p.base_tcsn,
            created_at: self.logbook_created_at.clone().unwrap_or_default(),
            updated_at: self.logbook_updated_at.clone().unwrap_or_default(),
        })
    }
}

pub async fn find_with_logbook(db: &Db, id: i64) -> Result<Option<WithLogbook>, sqlx::Error> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {COLUMNS}, l.id AS logbook_id, l.serie AS logbook_serie, \
         l.description AS logbook_description, l.entries AS logbook_entries, \
         l.created_at AS logbook_created_at, l.updated_at AS logbook_updated_at \
         FROM {FROM} LEFT JOIN logbooks l ON l.plane_id = p.id WHERE p.id = $1"
    )))
    .bind(id)
    .fetch_optional(db.pool())
    .await
}

/// An aircraft's seats and maximum payload.
async fn set_capacity(tx: &mut super::Tx, id: i64, f: &Fields) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE planecomposants SET seats = $1, max_payload = $2 WHERE id = $3")
        .bind(f.seats)
        .bind(f.max_payload)
        .bind(id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}
