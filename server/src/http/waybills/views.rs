//! What the API shows of a waybill: the list row, the lines and the sheet.

use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    app::AppState,
    db::{
        extensions::{self, Extension},
        waybills::{self, AvailableRow, DetailRow, WaybillRow},
    },
    domain::units,
    http::{
        error::ApiError,
        extensions::view as branch_view,
        freight_common::{LineExpedition, LineParcel, NamedRef, PartyRef, line_parts},
    },
};

/// A branch as lists show it.
#[derive(Debug, Serialize, ToSchema)]
pub struct BranchRef {
    pub id: i64,
    pub name: String,
    pub city: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct VehicleRef {
    pub id: i64,
    pub plaque: String,
    pub mark: Option<String>,
}

/// A waybill as its list shows it. Weights in kg.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WaybillView {
    pub id: i64,
    #[serde(rename = "ref_waybill")]
    pub ref_waybill: String,
    /// EnCours, EnAttente or Expedié.
    pub status: String,
    pub driver_id: i64,
    pub vehicle_id: i64,
    pub origin_id: i64,
    pub destination_id: i64,
    pub departure_date: Option<String>,
    pub departure_time: Option<String>,
    /// Pieces and kg loaded.
    pub quantity: i64,
    #[serde(serialize_with = "units::serialize_grams")]
    #[schema(value_type = f64)]
    pub weight: i64,
    /// Pieces and kg not yet on a manifest.
    pub quantity_restant: i64,
    #[serde(serialize_with = "units::serialize_grams")]
    #[schema(value_type = f64)]
    pub weight_restant: i64,
    /// Number of parcels (lines) on it.
    pub lines: i64,
    pub created_at: String,
    pub updated_at: String,
    #[serde(rename = "waybill_driver")]
    pub driver: PartyRef,
    pub vehicle: VehicleRef,
    #[serde(rename = "waybill_origin")]
    pub origin: BranchRef,
    #[serde(rename = "waybill_destination")]
    pub destination: BranchRef,
    #[serde(rename = "waybill_user")]
    pub creator: NamedRef,
}

impl From<WaybillRow> for WaybillView {
    fn from(w: WaybillRow) -> Self {
        WaybillView {
            id: w.id,
            ref_waybill: w.ref_waybill,
            status: w.status,
            driver_id: w.driver_id,
            vehicle_id: w.vehicle_id,
            origin_id: w.origin_id,
            destination_id: w.destination_id,
            departure_date: w.departure_date,
            departure_time: w.departure_time,
            quantity: w.quantity,
            weight: w.weight,
            quantity_restant: w.quantity_restant,
            weight_restant: w.weight_restant,
            lines: w.lines,
            created_at: w.created_at,
            updated_at: w.updated_at,
            driver: PartyRef {
                id: w.driver_id,
                name: w.driver_name,
                tel: w.driver_tel,
            },
            vehicle: VehicleRef {
                id: w.vehicle_id,
                plaque: w.vehicle_plaque,
                mark: w.vehicle_mark,
            },
            origin: BranchRef {
                id: w.origin_id,
                name: w.origin_name,
                city: w.origin_city,
            },
            destination: BranchRef {
                id: w.destination_id,
                name: w.destination_name,
                city: w.destination_city,
            },
            creator: NamedRef {
                id: w.created_by,
                name: w.creator_name,
            },
        }
    }
}

/// A waybill line: pieces of one parcel, and of them those not yet on a manifest. Weights in kg.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WaybillDetailView {
    pub id: i64,
    pub waybill_id: i64,
    pub packag_id: i64,
    pub expedition_id: i64,
    pub quantity: i64,
    #[serde(serialize_with = "units::serialize_grams")]
    #[schema(value_type = f64)]
    pub weight: i64,
    pub quantity_restant: i64,
    #[serde(serialize_with = "units::serialize_grams")]
    #[schema(value_type = f64)]
    pub weight_restant: i64,
    pub packag: LineParcel,
    pub expedition: LineExpedition,
}

impl From<DetailRow> for WaybillDetailView {
    fn from(d: DetailRow) -> Self {
        let (packag, expedition) = line_parts!(d);
        WaybillDetailView {
            id: d.id,
            waybill_id: d.waybill_id,
            packag_id: d.packag_id,
            expedition_id: d.expedition_id,
            quantity: d.quantity,
            weight: d.weight,
            quantity_restant: d.quantity_restant,
            weight_restant: d.weight_restant,
            packag,
            expedition,
        }
    }
}

/// A waybill with its lines, and its origin branch in full (the sheet's header).
#[derive(Debug, Serialize, ToSchema)]
pub struct WaybillDetail {
    #[serde(flatten)]
    pub waybill: WaybillView,
    pub agency: Option<Extension>,
    pub waybilldetails: Vec<WaybillDetailView>,
}

/// A line of a validated waybill that manifests can take pieces from.
#[derive(Debug, Serialize, ToSchema)]
pub struct AvailableDetail {
    #[serde(flatten)]
    pub detail: WaybillDetailView,
    pub ref_waybill: String,
}

impl From<AvailableRow> for AvailableDetail {
    fn from(a: AvailableRow) -> Self {
        AvailableDetail {
            detail: a.detail.into(),
            ref_waybill: a.ref_waybill,
        }
    }
}

/// The waybill of `row` with its lines and origin branch.
pub async fn detail(state: &AppState, row: WaybillRow) -> Result<WaybillDetail, ApiError> {
    let lines = waybills::details(&state.db, row.id).await?;
    let agency = extensions::find(&state.db, row.origin_id)
        .await?
        .map(branch_view);
    Ok(WaybillDetail {
        waybill: row.into(),
        agency,
        waybilldetails: lines.into_iter().map(Into::into).collect(),
    })
}
