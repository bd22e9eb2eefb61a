//! Parcels across expeditions: the cargo list and one parcel's page (its label).

use sqlx::{AssertSqlSafe, FromRow};

use super::{
    Db,
    expeditions::PARTY,
    list::{
        self, Arg, Newest, PageRequest, Paged, TabCount, Total, Where, like_pattern, people_named,
        reference_prefix,
    },
    tallies,
};

/// Where a parcel's pieces are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// In stock (the spec's EnStock tab).
    Restant,
    /// On a waybill (Bordereau).
    Waybill,
    /// Shipped on a manifest (Manifeste).
    Manifeste,
}

impl Stage {
    pub fn parse(text: &str) -> Option<Stage> {
        Some(match text {
            "restant" | "quantityRestant" | "EnStock" => Stage::Restant,
            "waybill" | "quantityWaybill" | "Bordereau" => Stage::Waybill,
            "manifeste" | "quantityManifeste" | "Manifeste" => Stage::Manifeste,
            _ => return None,
        })
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Stage::Restant => "restant",
            Stage::Waybill => "waybill",
            Stage::Manifeste => "manifeste",
        }
    }

    fn condition(self) -> &'static str {
        match self {
            Stage::Restant => "p.quantity_restant > 0",
            Stage::Waybill => "p.quantity_waybill > 0",
            Stage::Manifeste => "p.quantity_manifeste > 0",
        }
    }

    pub const ALL: [Stage; 3] = [Stage::Restant, Stage::Waybill, Stage::Manifeste];
}

/// A parcel with what its label and the cargo list show.
#[derive(Clone, Debug, FromRow)]
pub struct ParcelRow {
    pub id: i64,
    pub ref_packag: String,
    pub expedition_id: i64,
    pub ref_expedition: String,
    pub line_no: i64,
    pub unit_weight: i64,
    pub quantity_entry: i64,
    pub weight_entry: i64,
    pub quantity_restant: i64,
    pub weight_restant: i64,
    pub quantity_waybill: i64,
    pub weight_waybill: i64,
    pub quantity_manifeste: i64,
    pub weight_manifeste: i64,
    pub amount: i64,
    pub description: Option<String>,
    pub recipient_id: i64,
    pub recipient_name: String,
    pub recipient_tel: Option<String>,
    pub sender_id: i64,
    pub sender_name: String,
    pub sender_tel: Option<String>,
    pub extension_id: i64,
    pub price_id: i64,
    pub route_name: String,
    pub price_per_kg: i64,
    pub destination_id: i64,
    pub created_at: String,
    pub created_by: i64,
    pub creator_name: String,
}

const COLUMNS: &str = "p.id, p.ref_packag, p.expedition_id, x.ref_expedition, p.line_no, \
     p.unit_weight, p.quantity_entry, p.weight_entry, p.quantity_restant, p.weight_restant, \
     p.quantity_waybill, p.weight_waybill, p.quantity_manifeste, p.weight_manifeste, p.amount, \
     p.description, p.recipient_id, pu.name AS recipient_name, pu.tel AS recipient_tel, \
     x.sender_id, s.name AS sender_name, s.tel AS sender_tel, x.extension_id, x.price_id, \
     pr.name AS route_name, x.price_per_kg, pr.destination_id, p.created_at, x.created_by, \
     cu.name AS creator_name";
const FROM: &str = "packags p JOIN expeditions x ON x.id = p.expedition_id \
     JOIN users pu ON pu.id = p.recipient_id JOIN users s ON s.id = x.sender_id \
     JOIN prices pr ON pr.id = x.price_id JOIN users cu ON cu.id = x.created_by";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchColumn {
    Reference,
    Expedition,
    Route,
    Sender,
    Recipient,
}

impl super::list::SearchColumns for SearchColumn {
    const NAMES: &'static [&'static str] = &[
        "ref_packag",
        "expedition.ref_expedition",
        "price.name",
        "expedition.sender.name",
        "recipient.name",
    ];
}

impl SearchColumn {
    pub fn parse(name: &str) -> Option<SearchColumn> {
        Some(match name {
            "ref_packag" => SearchColumn::Reference,
            "expedition.ref_expedition" => SearchColumn::Expedition,
            "price.name" => SearchColumn::Route,
            "expedition.sender.name" => SearchColumn::Sender,
            "recipient.name" => SearchColumn::Recipient,
            _ => return None,
        })
    }
}

pub async fn find(db: &Db, id: i64) -> Result<Option<ParcelRow>, sqlx::Error> {
    sqlx::query_as(AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM {FROM} WHERE p.id = $1"
    )))
    .bind(id)
    .fetch_optional(db.pool())
    .await
}

const NEWEST: Newest = Newest {
    table: "packags p",
    key: "p.created_at",
    id: "p.id",
    select: COLUMNS,
    from: FROM,
};

/// Which parcels a list reads, before its stage and search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    All,
    /// Those a person sends or receives.
    Party(i64),
    /// Those of expeditions registered at this branch, where their stock is.
    Origin(i64),
}

/// Parcels newest first, of the `scope`.
pub async fn list(
    db: &Db,
    stage: Option<Stage>,
    scope: Scope,
    search: Option<(SearchColumn, &str)>,
    page: PageRequest,
) -> Result<Paged<ParcelRow>, sqlx::Error> {
    let mut condition = Where::new();
    if let Some(stage) = stage {
        condition.raw(stage.condition());
    }
    match scope {
        Scope::All => {}
        Scope::Party(person) => {
            condition.in_subquery("p.expedition_id", PARTY, &[Arg::Int(person)]);
        }
        Scope::Origin(branch) => {
            // Each candidate's expedition by its key: the list's count reads the parcels only.
            condition.eq_int(
                "(SELECT e.extension_id FROM expeditions e WHERE e.id = p.expedition_id)",
                branch,
            );
        }
    }
    if let Some(search) = search {
        searched(&mut condition, db, search);
    }
    let total = match (scope, search, stage) {
        (Scope::All, None, None) => Total::Kept("packags".into()),
        (Scope::All, None, Some(stage)) => Total::Kept(format!("packags/{}", stage.as_str())),
        _ => Total::Counted,
    };
    NEWEST.page(db, &condition, total, page).await
}

/// Keeps the parcels a search finds, each column through an index (people through their names').
fn searched(condition: &mut Where, db: &Db, search: (SearchColumn, &str)) {
    match search {
        // A parcel's reference is its expedition's followed by its line: both are its prefix.
        (SearchColumn::Reference | SearchColumn::Expedition, text) => {
            condition.starts_with("p.ref_packag", &reference_prefix("EXP", text));
        }
        (SearchColumn::Route, text) => {
            condition.in_subquery(
                "p.expedition_id",
                "SELECT id FROM expeditions WHERE price_id IN \
                 (SELECT id FROM prices WHERE LOWER(name) LIKE $a ESCAPE '\\')",
                &[Arg::Text(like_pattern(text))],
            );
        }
        (SearchColumn::Sender, text) => {
            let (people, value) = people_named(db.backend(), text);
            condition.in_subquery(
                "p.expedition_id",
                &format!("SELECT id FROM expeditions WHERE sender_id IN ({people})"),
                &[value],
            );
        }
        (SearchColumn::Recipient, text) => {
            condition.person_named("p.recipient_id", db.backend(), text);
        }
    }
}

/// How many parcels a search finds at each stage (in `Stage::ALL` order), with the list's own
/// filter, each count bounded ([`list::search_counts`]).
pub async fn search_counts(
    db: &Db,
    search: (SearchColumn, &str),
) -> Result<Vec<TabCount>, sqlx::Error> {
    let mut condition = Where::new();
    searched(&mut condition, db, search);
    // A reference walks its index from the newest: those still in stock or on their way first.
    let newest_first = matches!(search.0, SearchColumn::Reference | SearchColumn::Expedition)
        .then_some("p.ref_packag");
    let tabs = Stage::ALL.map(Stage::condition);
    list::search_counts(db, "packags p", &condition, newest_first, &tabs).await
}

/// How many parcels have pieces at each stage.
pub async fn counts(db: &Db) -> Result<[i64; 3], sqlx::Error> {
    let kept = tallies::many(db, "packags/", &["restant", "waybill", "manifeste"]).await?;
    Ok([kept[0], kept[1], kept[2]])
}
/// The sender and recipient of an expedition.
pub async fn find_parties(db: &Db, expedition_id: i64) -> Result<(i64, i64), sqlx::Error> {
    sqlx::query_as("SELECT sender_id, recipient_id FROM expeditions WHERE id = $1")
        .bind(expedition_id)
        .fetch_one(db.pool())
        .await
}
