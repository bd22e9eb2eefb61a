//! Parcels: the cargo list `/api/packags` by stage, and one parcel's page (what its label shows).

use axum::{Json, extract::State};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    auth::CurrentUser,
    error::{ApiError, ErrorBody},
    extensions::view as branch_view,
    freight_common::{BucketsView, ContentView, NamedRef, PartyRef, buckets_of},
    list::{ApiQuery, ListParams, Page, SearchParams, optional_int},
    path::ApiPath,
};
use crate::{
    app::AppState,
    db::{
        expeditions, extensions,
        extensions::Extension,
        list::TabCount,
        parcels::{self, ParcelRow, Scope, SearchColumn, Stage},
    },
    domain::{
        bounds,
        permissions::{self, Permission},
        units,
        validation::FieldErrors,
    },
    messages::Msg,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_packags))
        .routes(routes!(packag_counts))
        .routes(routes!(get_packag))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ParcelExpedition {
    pub id: i64,
    pub ref_expedition: String,
    pub sender: PartyRef,
    pub expedition_user: NamedRef,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ParcelRoute {
    pub id: i64,
    pub name: String,
    /// Dollars per kg when the expedition was registered.
    #[serde(serialize_with = "units::serialize_cents")]
    #[schema(value_type = f64)]
    pub price: i64,
    #[serde(rename = "destinationId")]
    pub destination_id: i64,
}

/// A parcel, as the cargo list and its label show it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ParcelView {
    pub id: i64,
    #[serde(rename = "ref_packag")]
    pub ref_packag: String,
    #[serde(flatten)]
    pub buckets: BucketsView,
    /// kg per piece.
    #[serde(serialize_with = "units::serialize_grams")]
    #[schema(value_type = f64)]
    pub unit_weight: i64,
    #[serde(rename = "price_", serialize_with = "units::serialize_cents")]
    #[schema(value_type = f64)]
    pub amount: i64,
    pub description: Option<String>,
    pub recipient: PartyRef,
    pub expedition: ParcelExpedition,
    pub price: ParcelRoute,
    pub destination_id: i64,
    pub created_at: String,
}

impl From<ParcelRow> for ParcelView {
    fn from(p: ParcelRow) -> Self {
        ParcelView {
            id: p.id,
            buckets: buckets_of!(p),
            ref_packag: p.ref_packag,
            unit_weight: p.unit_weight,
            amount: p.amount,
            description: p.description,
            recipient: PartyRef {
                id: p.recipient_id,
                name: p.recipient_name,
                tel: p.recipient_tel,
            },
            expedition: ParcelExpedition {
                id: p.expedition_id,
                ref_expedition: p.ref_expedition,
                sender: PartyRef {
                    id: p.sender_id,
                    name: p.sender_name,
                    tel: p.sender_tel,
                },
                expedition_user: NamedRef {
                    id: p.created_by,
                    name: p.creator_name,
                },
            },
            price: ParcelRoute {
                id: p.price_id,
                name: p.route_name,
                price: p.price_per_kg,
                destination_id: p.destination_id,
            },
            destination_id: p.destination_id,
            created_at: p.created_at,
        }
    }
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ParcelListParams {
    /// restant (in stock), waybill or manifeste.
    #[param(value_type = Option<crate::http::schema::QueryStage>, inline)]
    pub stage: Option<String>,
    /// Only parcels of expeditions registered at this branch (where their stock is): what a
    /// waybill leaving from it may carry.
    #[serde(rename = "originId")]
    #[param(value_type = Option<crate::http::schema::QueryId>, inline)]
    pub origin_id: Option<String>,
    /// Documented as `ListParams` next to this type (IntoParams does not flatten).
    #[serde(flatten)]
    #[param(ignore)]
    pub list: ListParams,
}

/// Parcels newest first, by stage; searchable by `ref_packag`, `expedition.ref_expedition`,
/// `price.name`, `expedition.sender.name`, `recipient.name`.
#[utoipa::path(
    get,
    path = "/api/packags",
    tag = "freight",
    params(ParcelListParams, ListParams),
    responses((status = 200, body = Page<ParcelView>), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody))
)]
async fn list_packags(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<ParcelListParams>,
) -> Result<Json<Page<ParcelView>>, ApiError> {
    current.require_any(permissions::PARCEL_READERS)?;
    let (page, search, stage) = params.list.tabbed(
        SearchColumn::parse,
        "stage",
        params.stage.as_deref(),
        Stage::parse,
        Msg::InvalidStatus,
    )?;
    let mut errors = FieldErrors::new();
    let origin = optional_int(
        &mut errors,
        "originId",
        params.origin_id.as_deref(),
        bounds::ID_MIN,
        bounds::ID_MAX,
    );
    errors.into_result()?;
    let scope = match origin {
        Some(branch) => Scope::Origin(branch),
        None => Scope::All,
    };
    let found = parcels::list(&state.db, stage, scope, search, page).await?;
    Ok(Json(Page::of(found, page)))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct StageCount {
    /// restant, waybill or manifeste.
    pub status: String,
    /// At most 100 with a search: `capped` says there are more.
    pub count: i64,
    /// The stage holds more matches than `count` (a search's counts stop at 100).
    pub capped: bool,
}

/// How many parcels have pieces in stock, on waybills and on manifests; with a search (`column`
/// and `q`, as the list takes them), how many of its matches, each at most 100.
#[utoipa::path(
    get,
    path = "/api/packags/counts",
    tag = "freight",
    params(SearchParams),
    responses((status = 200, body = Vec<StageCount>), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody))
)]
async fn packag_counts(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiQuery(params): ApiQuery<SearchParams>,
) -> Result<Json<Vec<StageCount>>, ApiError> {
    current.require(Permission::ShowParcel)?;
    let counts = match params.search(SearchColumn::parse)? {
        Some(search) => parcels::search_counts(&state.db, search).await?,
        None => parcels::counts(&state.db)
            .await?
            .into_iter()
            .map(TabCount::exact)
            .collect(),
    };
    Ok(Json(
        Stage::ALL
            .iter()
            .zip(counts)
            .map(|(stage, found)| StageCount {
                status: stage.as_str().to_string(),
                count: found.count,
                capped: found.capped,
            })
            .collect(),
    ))
}

/// A parcel with its contents and the agency that registered it (the label's page).
#[derive(Debug, Serialize, ToSchema)]
pub struct ParcelDetail {
    #[serde(flatten)]
    pub parcel: ParcelView,
    pub packagdetails: Vec<ContentView>,
    pub expedition_origin: Option<Extension>,
}

/// One parcel, as its label and QR code page show it. Staff with `afficher coli` see any parcel;
/// a client sees their own (as sender or recipient), anyone else's is 404.
#[utoipa::path(
    get,
    path = "/api/packags/{id}",
    tag = "freight",
    params(("id" = i64, Path)),
    responses((status = 200, body = ParcelDetail), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
async fn get_packag(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> Result<Json<ParcelDetail>, ApiError> {
    current.require_any(&[Permission::ShowParcel, Permission::ShowMyExpeditions])?;
    let row = parcels::find(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    if !current.can(Permission::ShowParcel) {
        let party = parcels::find_parties(&state.db, row.expedition_id).await?;
        if party.0 != current.user.id && party.1 != current.user.id {
            return Err(ApiError::NotFound);
        }
    }
    let contents = expeditions::contents_of(&state.db, expeditions::ContentsOf::Packag(id)).await?;
    let origin = extensions::find(&state.db, row.extension_id)
        .await?
        .map(branch_view);
    Ok(Json(ParcelDetail {
        parcel: row.into(),
        packagdetails: contents.into_iter().map(Into::into).collect(),
        expedition_origin: origin,
    }))
}
