//! What the API shows of an expedition: its list row and everything its slip, invoice and
//! detail screen show.

use std::collections::BTreeMap;

use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    app::AppState,
    db::{
        expeditions::{self, ExpeditionRow, PackagRow, Rows},
        extensions::{self, Extension},
        payments, prices,
        users::{self, User},
    },
    domain::{
        freight::{self, Buckets, Standing},
        permissions::Permission,
        units,
    },
    http::{
        auth::CurrentUser,
        error::ApiError,
        extensions::view as branch_view,
        freight_common::{BucketsView, ContentView, InvoiceView, NamedRef, PartyRef, buckets_of},
    },
};

/// What lists and details show of an expedition itself.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExpeditionCore {
    pub id: i64,
    #[serde(rename = "ref_expedition")]
    pub ref_expedition: String,
    /// The origin branch.
    pub extension_id: i64,
    pub sender_id: i64,
    pub recipient_id: i64,
    /// The route price.
    pub destination_id: i64,
    /// As typed at registration: dollars, or -1 for "paid in full".
    #[schema(value_type = f64)]
    pub cash: serde_json::Value,
    /// Total price, dollars.
    #[serde(serialize_with = "units::serialize_cents")]
    #[schema(value_type = f64)]
    pub price: i64,
    #[serde(serialize_with = "units::serialize_cents")]
    #[schema(value_type = f64)]
    pub paid: i64,
    #[serde(serialize_with = "units::serialize_cents")]
    #[schema(value_type = f64)]
    pub debt: i64,
    /// 1 when nothing is owed.
    pub paiement: i64,
    /// EnStock, EnCours or Expedié.
    pub status: String,
    #[serde(flatten)]
    pub buckets: BucketsView,
    pub created_at: String,
    pub updated_at: String,
}

/// What the signed-in person may do to an expedition now, decided by the rules its writes apply
/// (`freight::Standing`, the permissions): the screens offer these and nothing else.
#[derive(Debug, Default, Serialize, ToSchema)]
pub struct ExpeditionActions {
    /// Change it: their branch's, nothing of it moved.
    pub edit: bool,
    /// Delete it: as `edit`, and no payment of it in force.
    pub delete: bool,
    /// Record a payment: something is owed.
    pub pay: bool,
}

impl ExpeditionCore {
    /// What its rules decide on, as read (the writes decide again under their lock).
    pub fn standing(&self) -> Standing<'_> {
        Standing {
            origin: self.extension_id,
            buckets: Buckets {
                quantity_waybill: self.buckets.quantity_waybill,
                quantity_manifeste: self.buckets.quantity_manifeste,
                ..Buckets::default()
            },
            updated_at: &self.updated_at,
            price: self.price,
            paid: self.paid,
        }
    }

    /// What `current` may do to it.
    pub fn actions(&self, current: &CurrentUser) -> ExpeditionActions {
        let branch = current.user.extension_id;
        let standing = self.standing();
        ExpeditionActions {
            edit: current.can(Permission::EditExpedition) && standing.editable_by(branch),
            delete: current.can(Permission::DeleteExpedition)
                && standing.may_delete(branch).is_ok(),
            pay: current.can(Permission::AddInvoice) && self.debt > 0,
        }
    }
}

/// An expedition as lists show it.
#[derive(Debug, Serialize, ToSchema)]
pub struct ExpeditionView {
    #[serde(flatten)]
    pub expedition: ExpeditionCore,
    pub sender: PartyRef,
    pub recipient: PartyRef,
    pub expedition_origin: NamedRef,
    pub route: NamedRef,
    pub actions: ExpeditionActions,
}

impl ExpeditionView {
    /// With what `current` may do to it.
    pub fn for_user(mut self, current: &CurrentUser) -> Self {
        self.actions = self.expedition.actions(current);
        self
    }
}

fn cash_value(cash: i64) -> serde_json::Value {
    if cash < 0 {
        serde_json::json!(-1)
    } else {
        serde_json::to_value(Amount(cash)).unwrap_or_default()
    }
}

#[derive(Serialize)]
struct Amount(#[serde(serialize_with = "units::serialize_cents")] i64);

impl From<ExpeditionRow> for ExpeditionView {
    fn from(x: ExpeditionRow) -> Self {
        ExpeditionView {
            sender: PartyRef {
                id: x.sender_id,
                name: x.sender_name.clone(),
                tel: x.sender_tel.clone(),
            },
            recipient: PartyRef {
                id: x.recipient_id,
                name: x.recipient_name.clone(),
                tel: x.recipient_tel.clone(),
            },
            expedition_origin: NamedRef {
                id: x.extension_id,
                name: x.origin_name.clone(),
            },
            route: NamedRef {
                id: x.price_id,
                name: x.route_name.clone(),
            },
            actions: ExpeditionActions::default(),
            expedition: x.into(),
        }
    }
}

impl From<ExpeditionRow> for ExpeditionCore {
    fn from(x: ExpeditionRow) -> Self {
        let debt = freight::debt(x.price, x.paid);
        ExpeditionCore {
            id: x.id,
            ref_expedition: x.ref_expedition,
            extension_id: x.extension_id,
            sender_id: x.sender_id,
            recipient_id: x.recipient_id,
            destination_id: x.price_id,
            cash: cash_value(x.cash),
            price: x.price,
            paid: x.paid,
            debt,
            paiement: i64::from(debt == 0),
            buckets: buckets_of!(x),
            status: x.status,
            created_at: x.created_at,
            updated_at: x.updated_at,
        }
    }
}

/// A sender or recipient as slips and invoices print them.
#[derive(Debug, Serialize, ToSchema)]
pub struct Party {
    pub id: i64,
    pub name: String,
    pub gender: Option<String>,
    pub tel: Option<String>,
    pub email: Option<String>,
    pub country: Option<String>,
    pub city: Option<String>,
    pub region: Option<String>,
    pub adress: Option<String>,
}

impl From<User> for Party {
    fn from(u: User) -> Self {
        Party {
            id: u.id,
            name: u.name,
            gender: u.gender,
            tel: u.tel,
            email: u.email,
            country: u.country,
            city: u.city,
            region: u.region,
            adress: u.adress,
        }
    }
}

/// A parcel of an expedition.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PackagView {
    pub id: i64,
    #[serde(rename = "ref_packag")]
    pub ref_packag: String,
    pub line_no: i64,
    #[serde(flatten)]
    pub buckets: BucketsView,
    /// kg per piece.
    #[serde(serialize_with = "units::serialize_grams")]
    #[schema(value_type = f64)]
    pub unit_weight: i64,
    /// The line amount, dollars (the spec's `price_`).
    #[serde(rename = "price_", serialize_with = "units::serialize_cents")]
    #[schema(value_type = f64)]
    pub amount: i64,
    /// Whether an agent set the amount by hand.
    pub manual_price: bool,
    pub description: Option<String>,
    pub recipient: PartyRef,
    pub packagdetails: Vec<ContentView>,
    pub created_at: String,
}

fn packag_view(p: PackagRow, contents: Vec<ContentView>) -> PackagView {
    PackagView {
        id: p.id,
        ref_packag: p.ref_packag,
        buckets: buckets_of!(p),
        line_no: p.line_no,
        unit_weight: p.unit_weight,
        amount: p.amount,
        manual_price: p.manual_amount == 1,
        description: p.description,
        recipient: PartyRef {
            id: p.recipient_id,
            name: p.recipient_name,
            tel: p.recipient_tel,
        },
        packagdetails: contents,
        created_at: p.created_at,
    }
}

/// The route of an expedition.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RouteView {
    pub id: i64,
    pub name: String,
    /// Dollars per kg when the expedition was registered.
    #[serde(serialize_with = "units::serialize_cents")]
    #[schema(value_type = f64)]
    pub price: i64,
    #[serde(rename = "price_destination")]
    pub price_destination: Option<Extension>,
}

/// An expedition with everything its slip, invoice and detail screen show.
#[derive(Debug, Serialize, ToSchema)]
pub struct ExpeditionDetail {
    #[serde(flatten)]
    pub expedition: ExpeditionCore,
    pub expedition_origin: Option<Extension>,
    pub sender: Party,
    pub recipient: Party,
    pub route: RouteView,
    #[serde(rename = "expedition_user")]
    pub created_by: NamedRef,
    pub packags: Vec<PackagView>,
    pub invoices: Vec<InvoiceView>,
    pub actions: ExpeditionActions,
}

impl ExpeditionDetail {
    /// With what `current` may do to it.
    pub fn for_user(mut self, current: &CurrentUser) -> Self {
        self.actions = self.expedition.actions(current);
        self
    }
}

/// A detail costs one query per table it shows, whatever the number of its lines and payments:
/// the route, the people, the branches, the parcels, their contents, the payments.
pub async fn detail(state: &AppState, row: ExpeditionRow) -> Result<ExpeditionDetail, ApiError> {
    let route = prices::find(&state.db, row.price_id)
        .await?
        .ok_or(ApiError::NotFound)?;
    // The people it names (history keeps them, so they are there).
    let people: BTreeMap<i64, User> = users::find_many(
        &state.db,
        &[row.sender_id, row.recipient_id, row.created_by],
    )
    .await?
    .into_iter()
    .map(|u| (u.id, u))
    .collect();
    let branches = branches(state, row.extension_id, route.destination_id).await?;
    let packags = expeditions::packags_of(&state.db, row.id).await?;
    let contents =
        expeditions::contents_of(&state.db, expeditions::ContentsOf::Expedition(row.id)).await?;
    let invoices = payments::of_expedition(&state.db, row.id).await?;
    assemble(
        Rows {
            expedition: row,
            packags,
            contents,
            invoices,
        },
        route,
        &people,
        branches,
    )
}

/// The origin and destination branches of an expedition, by id.
pub async fn branches(
    state: &AppState,
    origin_id: i64,
    destination_id: i64,
) -> Result<BTreeMap<i64, Extension>, ApiError> {
    Ok(
        extensions::find_many(&state.db, &[origin_id, destination_id])
            .await?
            .into_iter()
            .map(|e| (e.id, e))
            .collect(),
    )
}

/// The detail of an expedition from its rows, its route, the people it names (sender, recipient,
/// creator) and its branches: read by [`detail`], or just written by a registration.
pub fn assemble(
    rows: Rows,
    route: prices::Price,
    people: &BTreeMap<i64, User>,
    branches: BTreeMap<i64, Extension>,
) -> Result<ExpeditionDetail, ApiError> {
    let Rows {
        expedition: row,
        packags,
        contents: content_rows,
        invoices,
    } = rows;
    let person = |id| people.get(&id).cloned().ok_or(ApiError::NotFound);
    let (sender, recipient, creator) = (
        person(row.sender_id)?,
        person(row.recipient_id)?,
        person(row.created_by)?,
    );
    let origin = branches.get(&row.extension_id).cloned().map(branch_view);
    let destination = branches
        .get(&route.destination_id)
        .cloned()
        .map(branch_view);
    let mut contents: BTreeMap<i64, Vec<ContentView>> = BTreeMap::new();
    for d in content_rows {
        contents.entry(d.packag_id).or_default().push(d.into());
    }
    let price_per_kg = row.price_per_kg;
    Ok(ExpeditionDetail {
        route: RouteView {
            id: route.id,
            name: route.name,
            price: price_per_kg,
            price_destination: destination,
        },
        expedition_origin: origin,
        sender: sender.into(),
        recipient: recipient.into(),
        created_by: NamedRef {
            id: creator.id,
            name: creator.name,
        },
        packags: packags
            .into_iter()
            .map(|p| {
                let c = contents.remove(&p.id).unwrap_or_default();
                packag_view(p, c)
            })
            .collect(),
        invoices: invoices.into_iter().map(Into::into).collect(),
        actions: ExpeditionActions::default(),
        expedition: row.into(),
    })
}
