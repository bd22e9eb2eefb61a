//! Expeditions: `/api/expeditions` (registration, list, detail, edit, delete, payments) and the
//! clients' own `/api/my/expeditions`.

use std::collections::BTreeMap;

use axum::{Json, extract::State, http::StatusCode};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    auth::CurrentUser,
    error::{ApiError, ErrorBody},
    extensions::view as branch_view,
    invoices::InvoiceView,
    json::{ApiJson, Written},
    list::{ApiQuery, ListParams, Page, optional_parsed},
    path::ApiPath,
};
use crate::{
    app::AppState,
    db::{
        articles,
        expeditions::{
            self, ExpeditionRow, Line, PackagRow, Refusal, Registration, Scope, SearchColumn,
        },
        extensions::{self, Extension},
        payments, prices,
        users::{self, User},
    },
    domain::{
        bounds::{self, ID_MAX, ID_MIN},
        freight::{self, Cash, CashError, ExpeditionStatus},
        permissions::Permission,
        units,
        validation::{FieldErrors, Scalar},
    },
    messages::Msg,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_expeditions, create_expedition))
        .routes(routes!(expedition_counts))
        .routes(routes!(
            get_expedition,
            update_expedition,
            delete_expedition
        ))
        .routes(routes!(add_payment))
        .routes(routes!(list_my_expeditions))
        .routes(routes!(get_my_expedition))
}

// ---- what the API shows ----

#[derive(Debug, Serialize, ToSchema)]
pub struct PartyRef {
    pub id: i64,
    pub name: String,
    pub tel: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct NamedRef {
    pub id: i64,
    pub name: String,
}

/// Pieces and weights (kg) entered and where they are now: in stock, on waybills, on manifests.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BucketsView {
    pub quantity_entry: i64,
    pub quantity_restant: i64,
    pub quantity_waybill: i64,
    pub quantity_manifeste: i64,
    /// kg.
    #[serde(serialize_with = "units::serialize_grams")]
    #[schema(value_type = f64)]
    pub weight_entry: i64,
    #[serde(serialize_with = "units::serialize_grams")]
    #[schema(value_type = f64)]
    pub weight_restant: i64,
    #[serde(serialize_with = "units::serialize_grams")]
    #[schema(value_type = f64)]
    pub weight_waybill: i64,
    #[serde(serialize_with = "units::serialize_grams")]
    #[schema(value_type = f64)]
    pub weight_manifeste: i64,
}

/// The buckets of a row that has the ledger's eight columns.
macro_rules! buckets_of {
    ($row:expr) => {
        BucketsView {
            quantity_entry: $row.quantity_entry,
            quantity_restant: $row.quantity_restant,
            quantity_waybill: $row.quantity_waybill,
            quantity_manifeste: $row.quantity_manifeste,
            weight_entry: $row.weight_entry,
            weight_restant: $row.weight_restant,
            weight_waybill: $row.weight_waybill,
            weight_manifeste: $row.weight_manifeste,
        }
    };
}
pub(crate) use buckets_of;

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

/// An expedition as lists show it.
#[derive(Debug, Serialize, ToSchema)]
pub struct ExpeditionView {
    #[serde(flatten)]
    pub expedition: ExpeditionCore,
    pub sender: PartyRef,
    pub recipient: PartyRef,
    pub expedition_origin: NamedRef,
    pub route: NamedRef,
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

#[derive(Debug, Serialize, ToSchema)]
pub struct ContentView {
    pub id: i64,
    #[serde(rename = "articleId")]
    pub article_id: i64,
    pub article: NamedRef,
    pub typearticle: Option<NamedRef>,
    /// Pieces of this article in the parcel.
    pub unite: i64,
    pub stock: i64,
    pub expedie: i64,
}

impl From<expeditions::DetailRow> for ContentView {
    fn from(d: expeditions::DetailRow) -> Self {
        ContentView {
            id: d.id,
            article_id: d.article_id,
            article: NamedRef {
                id: d.article_id,
                name: d.article_name,
            },
            typearticle: d
                .typearticle_id
                .zip(d.type_name)
                .map(|(id, name)| NamedRef { id, name }),
            unite: d.quantity,
            stock: d.stock,
            expedie: d.expedie,
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

pub fn packag_view(p: PackagRow, contents: Vec<ContentView>) -> PackagView {
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
}

async fn detail(state: &AppState, row: ExpeditionRow) -> Result<ExpeditionDetail, ApiError> {
    let origin = extensions::find(&state.db, row.extension_id)
        .await?
        .map(branch_view);
    let sender = users::find(&state.db, row.sender_id)
        .await?
        .ok_or(ApiError::NotFound)?;
    let recipient = users::find(&state.db, row.recipient_id)
        .await?
        .ok_or(ApiError::NotFound)?;
    let creator = users::find(&state.db, row.created_by)
        .await?
        .ok_or(ApiError::NotFound)?;
    let route = prices::find(&state.db, row.price_id)
        .await?
        .ok_or(ApiError::NotFound)?;
    let destination = extensions::find(&state.db, route.destination_id)
        .await?
        .map(branch_view);
    let packags = expeditions::packags_of(&state.db, row.id).await?;
    let mut contents: BTreeMap<i64, Vec<ContentView>> = BTreeMap::new();
    for d in expeditions::contents_of(&state.db, Some(row.id), None).await? {
        contents.entry(d.packag_id).or_default().push(d.into());
    }
    let invoices = payments::of_expedition(&state.db, row.id).await?;
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
        expedition: row.into(),
    })
}

// ---- lists ----

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ExpeditionListParams {
    /// EnStock, EnCours or Expedié.
    pub status: Option<String>,
    /// Documented as `ListParams` next to this type (IntoParams does not flatten).
    #[serde(flatten)]
    #[param(ignore)]
    pub list: ListParams,
}

async fn list_in(
    state: &AppState,
    scope: Scope,
    params: &ExpeditionListParams,
) -> Result<Page<ExpeditionView>, ApiError> {
    let mut errors = FieldErrors::new();
    let page = params.list.page_request(&mut errors);
    let search = params.list.search(&mut errors, SearchColumn::parse);
    let status = optional_parsed(
        &mut errors,
        "status",
        params.status.as_deref(),
        ExpeditionStatus::parse,
        Msg::InvalidStatus,
    );
    errors.into_result()?;
    let found = expeditions::list(&state.db, scope, status, search, page).await?;
    Ok(Page::new(
        found.items.into_iter().map(Into::into).collect(),
        found.total,
        page,
    ))
}

/// Expeditions newest first, by status; searchable by `ref_expedition`, `sender.name`, `recipient.name`.
#[utoipa::path(
    get,
    path = "/api/expeditions",
    tag = "freight",
    params(ExpeditionListParams, ListParams),
    responses((status = 200, body = Page<ExpeditionView>), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody))
)]
async fn list_expeditions(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<ExpeditionListParams>,
) -> Result<Json<Page<ExpeditionView>>, ApiError> {
    current.require(Permission::ShowExpedition)?;
    Ok(Json(list_in(&state, Scope::All, &params).await?))
}

/// The expeditions one sends or receives (`afficher mes expeditions`).
#[utoipa::path(
    get,
    path = "/api/my/expeditions",
    tag = "freight",
    params(ExpeditionListParams, ListParams),
    responses((status = 200, body = Page<ExpeditionView>), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody))
)]
async fn list_my_expeditions(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<ExpeditionListParams>,
) -> Result<Json<Page<ExpeditionView>>, ApiError> {
    current.require(Permission::ShowMyExpeditions)?;
    Ok(Json(
        list_in(&state, Scope::Party(current.user.id), &params).await?,
    ))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct StatusCount {
    pub status: String,
    pub count: i64,
}

/// How many expeditions are in each status (every status listed, zeros included).
#[utoipa::path(
    get,
    path = "/api/expeditions/counts",
    tag = "freight",
    responses((status = 200, body = Vec<StatusCount>), (status = 403, body = ErrorBody))
)]
async fn expedition_counts(
    State(state): State<AppState>,
    current: CurrentUser,
) -> Result<Json<Vec<StatusCount>>, ApiError> {
    current.require(Permission::ShowExpedition)?;
    let counts = expeditions::counts(&state.db, Scope::All).await?;
    Ok(Json(
        ExpeditionStatus::ALL
            .iter()
            .map(|s| StatusCount {
                status: s.as_str().to_string(),
                count: counts
                    .iter()
                    .find(|(status, _)| status == s.as_str())
                    .map_or(0, |(_, n)| *n),
            })
            .collect(),
    ))
}

#[utoipa::path(
    get,
    path = "/api/expeditions/{id}",
    tag = "freight",
    params(("id" = i64, Path)),
    responses((status = 200, body = ExpeditionDetail), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
async fn get_expedition(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Json<ExpeditionDetail>, ApiError> {
    current.require(Permission::ShowExpedition)?;
    let row = expeditions::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Json(detail(&state, row).await?))
}

/// One of one's own expeditions; anyone else's is 404.
#[utoipa::path(
    get,
    path = "/api/my/expeditions/{id}",
    tag = "freight",
    params(("id" = i64, Path)),
    responses((status = 200, body = ExpeditionDetail), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
async fn get_my_expedition(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Json<ExpeditionDetail>, ApiError> {
    current.require(Permission::ShowMyExpeditions)?;
    let row = expeditions::find(&state.db, id)
        .await?
        .filter(|x| x.sender_id == current.user.id || x.recipient_id == current.user.id)
        .ok_or(ApiError::NotFound)?;
    Ok(Json(detail(&state, row).await?))
}

// ---- registration and edits ----

/// One article of a parcel's contents.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContentForm {
    #[schema(required = true, schema_with = super::schema::id)]
    pub article_id: Option<Scalar>,
    #[schema(schema_with = super::schema::pieces)]
    pub quantity: Option<Scalar>,
}

/// One line (parcel) of the expedition form.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ColiForm {
    /// Pieces, at least 1.
    #[schema(required = true, schema_with = super::schema::pieces)]
    pub quantity: Option<Scalar>,
    /// kg per piece, more than 0, at most 3 decimals.
    #[schema(required = true, schema_with = super::schema::unit_weight)]
    pub weight: Option<Scalar>,
    pub description: Option<Scalar>,
    /// Defaults to the expedition's recipient.
    #[schema(schema_with = super::schema::id)]
    pub recipient_id: Option<Scalar>,
    #[serde(default)]
    #[schema(max_items = 100)]
    pub colidetails: Vec<ContentForm>,
    /// A line amount set by hand (dollars): needs `modifier prix`.
    #[schema(schema_with = super::schema::amount)]
    pub price: Option<Scalar>,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExpeditionForm {
    #[schema(required = true, schema_with = super::schema::id)]
    pub sender_id: Option<Scalar>,
    #[schema(required = true, schema_with = super::schema::id)]
    pub recipient_id: Option<Scalar>,
    /// The route price id.
    #[schema(required = true, schema_with = super::schema::id)]
    pub destination_id: Option<Scalar>,
    /// Paid at registration, dollars: empty or -1 means paid in full, 0 on credit.
    /// Ignored on edits (later payments are recorded as payments).
    #[schema(schema_with = super::schema::cash)]
    pub cash: Option<Scalar>,
    #[serde(default)]
    #[schema(required = true, min_items = 1, max_items = 100)]
    pub colis: Vec<ColiForm>,
    /// For edits: the `updatedAt` the edit started from.
    pub updated_at: Option<Scalar>,
}

fn cash_of(errors: &mut FieldErrors, value: Option<&Scalar>) -> Cash {
    let text = match value {
        None => return Cash::Full,
        Some(Scalar::Text(t)) if t.trim().is_empty() || t.trim() == "-1" => return Cash::Full,
        Some(Scalar::Number(n)) if n.as_i64() == Some(-1) => return Cash::Full,
        Some(v) => v,
    };
    match errors.dollars("cash", Some(text)) {
        Some(cents) => Cash::Amount(cents),
        None => Cash::Amount(0),
    }
}

/// Checks the whole form against the database; answers the priced registration.
async fn check(
    state: &AppState,
    current: &CurrentUser,
    form: &ExpeditionForm,
) -> Result<Registration, ApiError> {
    let mut errors = FieldErrors::new();
    let sender_id = errors.required_int("senderId", form.sender_id.as_ref(), ID_MIN, ID_MAX);
    let recipient_id =
        errors.required_int("recipientId", form.recipient_id.as_ref(), ID_MIN, ID_MAX);
    let price_id = errors.required_int(
        "destinationId",
        form.destination_id.as_ref(),
        ID_MIN,
        ID_MAX,
    );
    let cash = cash_of(&mut errors, form.cash.as_ref());
    if form.colis.is_empty() {
        errors.add("colis", Msg::AtLeastOneParcel);
    }
    if form.colis.len() > bounds::LINES_MAX {
        errors.add(
            "colis",
            Msg::TooManyLines {
                max: bounds::LINES_MAX,
            },
        );
        // Not one line more is read: the answer stays small whatever was sent.
        return Err(errors.into());
    }
    struct Raw {
        quantity: i64,
        unit_weight: i64,
        manual: Option<i64>,
        description: Option<String>,
        recipient_id: Option<i64>,
        contents: Vec<(i64, i64)>,
    }
    let mut raw_lines = Vec::new();
    for (i, c) in form.colis.iter().enumerate() {
        let field = |name: &str| format!("colis.{i}.{name}");
        let quantity = errors.required_int(
            &field("quantity"),
            c.quantity.as_ref(),
            bounds::PIECES_MIN,
            bounds::PIECES_MAX,
        );
        let unit_weight = errors.required_unit_weight(&field("weight"), c.weight.as_ref());
        if quantity > 0
            && unit_weight > 0
            && freight::line_weight(quantity, unit_weight)
                .is_none_or(|w| w > bounds::LINE_WEIGHT_MAX_G)
        {
            errors.add(
                field("weight"),
                Msg::LineTooHeavy {
                    max: bounds::LINE_WEIGHT_MAX_G,
                },
            );
        }
        let description = errors.scalar_text(&field("description"), c.description.as_ref(), 500);
        let recipient_id = errors.int(
            &field("recipientId"),
            c.recipient_id.as_ref(),
            ID_MIN,
            ID_MAX,
        );
        let mut contents: BTreeMap<i64, i64> = BTreeMap::new();
        errors.at_most(&field("colidetails"), &c.colidetails, bounds::CONTENTS_MAX);
        for (j, d) in c.colidetails.iter().enumerate().take(bounds::CONTENTS_MAX) {
            let article = errors.required_int(
                &format!("colis.{i}.colidetails.{j}.articleId"),
                d.article_id.as_ref(),
                ID_MIN,
                ID_MAX,
            );
            let pieces_field = format!("colis.{i}.colidetails.{j}.quantity");
            let pieces = errors
                .int(
                    &pieces_field,
                    d.quantity.as_ref(),
                    bounds::PIECES_MIN,
                    bounds::PIECES_MAX,
                )
                .unwrap_or(1);
            if article > 0 {
                let total = contents.entry(article).or_default();
                match total.checked_add(pieces) {
                    Some(sum) if sum <= bounds::PIECES_MAX => *total = sum,
                    _ => errors.add(
                        pieces_field,
                        Msg::OutOfRange {
                            min: bounds::PIECES_MIN,
                            max: bounds::PIECES_MAX,
                        },
                    ),
                }
            }
        }
        if description.is_none() && contents.is_empty() && c.colidetails.is_empty() {
            errors.add(field("description"), Msg::ContentOrDescription);
            errors.set_headline(Msg::ContentOrDescription);
        }
        let manual = match c.price.as_ref() {
            Some(p) if !matches!(p, Scalar::Text(t) if t.trim().is_empty()) => {
                current.require(Permission::EditPrice)?;
                errors.dollars(&field("price"), Some(p))
            }
            _ => None,
        };
        raw_lines.push(Raw {
            quantity,
            unit_weight,
            manual,
            description,
            recipient_id,
            contents: contents.into_iter().collect(),
        });
    }
    errors.into_result()?;

    // Against the database: the people, the route, the articles.
    let mut errors = FieldErrors::new();
    let mut people: Vec<i64> = vec![sender_id, recipient_id];
    people.extend(raw_lines.iter().filter_map(|l| l.recipient_id));
    let clients = users::clients_among(&state.db, &people).await?;
    for (field, id) in [("senderId", sender_id), ("recipientId", recipient_id)] {
        if !clients.contains(&id) {
            errors.add(field, Msg::UnknownClient);
        }
    }
    for (i, l) in raw_lines.iter().enumerate() {
        if let Some(r) = l.recipient_id
            && !clients.contains(&r)
        {
            errors.add(format!("colis.{i}.recipientId"), Msg::UnknownClient);
        }
    }
    let route = prices::find(&state.db, price_id).await?;
    let origin = match &route {
        None => {
            errors.add("destinationId", Msg::UnknownRoute);
            0
        }
        Some(p) if p.status != 1 => {
            errors.add("destinationId", Msg::RouteInactive);
            0
        }
        Some(p) => match current.user.extension_id {
            Some(branch) if branch != p.origin_id => {
                errors.add("destinationId", Msg::RouteNotFromYourBranch);
                0
            }
            // Someone without a branch (a super user) registers at the route's origin.
            _ => p.origin_id,
        },
    };
    let wanted: Vec<i64> = raw_lines
        .iter()
        .flat_map(|l| l.contents.iter().map(|(a, _)| *a))
        .collect();
    let known = articles::existing(&state.db, &wanted).await?;
    for (i, l) in raw_lines.iter().enumerate() {
        for (j, (article, _)) in l.contents.iter().enumerate() {
            if !known.contains(article) {
                errors.add(
                    format!("colis.{i}.colidetails.{j}.articleId"),
                    Msg::UnknownArticle,
                );
            }
        }
    }
    errors.into_result()?;

    let price_per_kg = route.map(|p| p.price).unwrap_or_default();
    let mut errors = FieldErrors::new();
    let mut lines: Vec<Line> = Vec::with_capacity(raw_lines.len());
    for (i, l) in raw_lines.into_iter().enumerate() {
        let amount = match l.manual {
            Some(manual) => manual,
            None => match freight::line_amount(price_per_kg, l.quantity, l.unit_weight) {
                Some(a) if a <= bounds::AMOUNT_MAX_CENTS => a,
                _ => {
                    errors.add(
                        format!("colis.{i}.weight"),
                        Msg::AmountTooLarge {
                            max: bounds::AMOUNT_MAX_CENTS,
                        },
                    );
                    0
                }
            },
        };
        lines.push(Line {
            amount,
            manual_amount: l.manual.is_some(),
            quantity: l.quantity,
            unit_weight: l.unit_weight,
            description: l.description,
            recipient_id: l.recipient_id.unwrap_or(recipient_id),
            contents: l.contents,
        });
    }
    errors.into_result()?;
    let price = match bounds::checked_sum(lines.iter().map(|l| l.amount)) {
        Some(p) if p <= bounds::AMOUNT_MAX_CENTS => p,
        _ => {
            return Err(FieldErrors::single(
                "colis",
                Msg::AmountTooLarge {
                    max: bounds::AMOUNT_MAX_CENTS,
                },
            )
            .into());
        }
    };
    let paid = freight::paid_at_registration(cash, price).map_err(|e| {
        let msg = match e {
            CashError::AbovePrice => Msg::CashAbovePrice { price },
            CashError::Negative => Msg::NotAnAmount,
        };
        ApiError::from(FieldErrors::single("cash", msg))
    })?;
    Ok(Registration {
        extension_id: origin,
        sender_id,
        recipient_id,
        price_id,
        price_per_kg,
        cash: match cash {
            Cash::Full => -1,
            Cash::Amount(a) => a,
        },
        paid,
        lines,
    })
}

#[derive(Debug, Serialize, ToSchema)]
pub struct WrittenExpedition {
    pub msg: String,
    pub data: ExpeditionDetail,
}

/// Registers an expedition: references, origin, prices, totals and the payment at registration.
#[utoipa::path(
    post,
    path = "/api/expeditions",
    tag = "freight",
    request_body = ExpeditionForm,
    responses(
        (status = 201, body = WrittenExpedition),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
    )
)]
async fn create_expedition(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiJson(form): ApiJson<ExpeditionForm>,
) -> Result<Written<ExpeditionDetail>, ApiError> {
    current.require(Permission::AddExpedition)?;
    let registration = check(&state, &current, &form).await?;
    let id = expeditions::create(&state.db, &registration, current.user.id).await?;
    let row = expeditions::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Written {
        msg: Msg::ExpeditionSaved,
        data: detail(&state, row).await?,
        status: StatusCode::CREATED,
    })
}

fn refusal(r: Refusal) -> ApiError {
    match r {
        Refusal::NotFound => ApiError::NotFound,
        Refusal::Moved => ApiError::Conflict(Msg::ExpeditionMoved),
        Refusal::Stale => ApiError::Conflict(Msg::StaleEdit),
        Refusal::BelowPaid(paid) => ApiError::Conflict(Msg::PriceBelowPaid { paid }),
        Refusal::AboveDebt(debt) => ApiError::Conflict(Msg::PaymentAboveDebt { debt }),
        Refusal::AlreadyCancelled => ApiError::Conflict(Msg::PaymentAlreadyCancelled),
    }
}

/// Edits an expedition while nothing of it has moved; its price may not fall below what was paid.
#[utoipa::path(
    put,
    path = "/api/expeditions/{id}",
    tag = "freight",
    params(("id" = i64, Path)),
    request_body = ExpeditionForm,
    responses(
        (status = 200, body = WrittenExpedition),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Moved, stale, or priced below what was paid", body = ErrorBody),
    )
)]
async fn update_expedition(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
    ApiJson(form): ApiJson<ExpeditionForm>,
) -> Result<Written<ExpeditionDetail>, ApiError> {
    current.require(Permission::EditExpedition)?;
    let before = expeditions::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    let mut errors = FieldErrors::new();
    let updated_at = errors.required_scalar_text("updatedAt", form.updated_at.as_ref(), 40);
    errors.into_result()?;
    let mut registration = check(&state, &current, &form).await?;
    // The origin stays where it was registered.
    registration.extension_id = before.extension_id;
    expeditions::update(&state.db, id, &registration, &updated_at, current.user.id)
        .await?
        .map_err(refusal)?;
    let row = expeditions::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Written::ok(
        Msg::ExpeditionSaved,
        detail(&state, row).await?,
    ))
}

/// Deletes an expedition and its payments while nothing of it has moved.
#[utoipa::path(
    delete,
    path = "/api/expeditions/{id}",
    tag = "freight",
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = inline(WrittenMessage)),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Part of it has moved", body = ErrorBody),
    )
)]
async fn delete_expedition(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Written<ExpeditionView>, ApiError> {
    current.require(Permission::DeleteExpedition)?;
    let row = expeditions::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    expeditions::delete(&state.db, id, current.user.id)
        .await?
        .map_err(refusal)?;
    Ok(Written::ok(Msg::ExpeditionDeleted, row.into()))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct WrittenMessage {
    pub msg: String,
    pub data: ExpeditionView,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct PaymentForm {
    /// Dollars, more than 0 and at most the debt.
    #[schema(required = true, schema_with = super::schema::positive_amount)]
    pub amount: Option<Scalar>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct WrittenInvoice {
    pub msg: String,
    pub data: InvoiceView,
}

/// Records a payment (FAC-…) of an expedition, at most its remaining debt.
#[utoipa::path(
    post,
    path = "/api/expeditions/{id}/invoices",
    tag = "freight",
    params(("id" = i64, Path)),
    request_body = PaymentForm,
    responses(
        (status = 201, body = WrittenInvoice),
        (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Above the remaining debt", body = ErrorBody),
    )
)]
async fn add_payment(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
    ApiJson(form): ApiJson<PaymentForm>,
) -> Result<Written<InvoiceView>, ApiError> {
    current.require(Permission::AddInvoice)?;
    let mut errors = FieldErrors::new();
    let amount = errors.required_positive_dollars("amount", form.amount.as_ref());
    errors.into_result()?;
    let invoice = expeditions::add_payment(
        &state.db,
        id,
        amount,
        current.user.extension_id,
        current.user.id,
    )
    .await?
    .map_err(refusal)?;
    let row = payments::find(&state.db, invoice)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Written {
        msg: Msg::PaymentSaved,
        data: row.into(),
        status: StatusCode::CREATED,
    })
}
