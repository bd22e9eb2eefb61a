//! What a waybill request may carry, and its checks: list and search parameters, the waybill
//! form (driver, vehicle, branches, parcels) and the validation form.

use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use crate::{
    app::AppState,
    db::{users, vehicles, waybills::WaybillFields},
    domain::validation::{FieldErrors, Scalar},
    http::{
        auth::CurrentUser,
        error::ApiError,
        freight_common::{LoadForm, branch_ends, loads, time_field},
        list::ListParams,
        schema,
    },
    messages::Msg,
};

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct WaybillListParams {
    /// EnCours, EnAttente or Expedié.
    #[param(value_type = Option<crate::http::schema::QueryWaybillStatus>, inline)]
    pub status: Option<String>,
    /// Documented as `ListParams` next to this type (IntoParams does not flatten).
    #[serde(flatten)]
    #[param(ignore)]
    pub list: ListParams,
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AvailableParams {
    /// Text contained in the parcel's, its expedition's or its waybill's reference.
    pub q: Option<String>,
    /// Only lines of waybills that end at this branch: what a manifest leaving from it takes
    /// first.
    #[serde(rename = "destinationId")]
    #[param(value_type = Option<crate::http::schema::QueryId>, inline)]
    pub destination_id: Option<String>,
    /// Page number, from 1.
    #[param(value_type = Option<crate::http::schema::QueryPage>, inline)]
    pub page: Option<String>,
    /// Rows per page (default 5, at most 100).
    #[param(value_type = Option<crate::http::schema::QueryPerPage>, inline)]
    pub per_page: Option<String>,
}

impl AvailableParams {
    /// The page asked for, as any list reads it.
    pub fn list(&self) -> ListParams {
        ListParams {
            page: self.page.clone(),
            per_page: self.per_page.clone(),
            column: None,
            q: None,
            after: None,
        }
    }
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WaybillForm {
    /// A person with the Chauffeur profile.
    #[schema(required = true, schema_with = schema::id)]
    pub driver_id: Option<Scalar>,
    #[schema(required = true, schema_with = schema::id)]
    pub vehicle_id: Option<Scalar>,
    /// Defaults to the agent's branch.
    #[schema(schema_with = schema::optional_id)]
    pub origin_id: Option<Scalar>,
    #[schema(required = true, schema_with = schema::id)]
    pub destination_id: Option<Scalar>,
    /// What the waybill holds: parcels and how many pieces of each (partial loads allowed).
    #[serde(default)]
    #[schema(max_items = 10000)]
    pub packags: Vec<LoadForm>,
    /// For edits: the `updatedAt` the edit started from.
    pub updated_at: Option<Scalar>,
}

/// The waybill's fields and the parcels it must hold, each known to the database.
pub async fn check(
    state: &AppState,
    current: &CurrentUser,
    form: &WaybillForm,
) -> Result<(WaybillFields, Vec<(i64, i64)>), ApiError> {
    let mut errors = FieldErrors::new();
    let driver_id = errors.required_id("driverId", form.driver_id.as_ref());
    let vehicle_id = errors.required_id("vehicleId", form.vehicle_id.as_ref());
    let (origin_id, destination_id) = branch_ends(
        state,
        &mut errors,
        current,
        form.origin_id.as_ref(),
        form.destination_id.as_ref(),
    )
    .await?;
    let parcels = loads(&mut errors, "packags", &form.packags);
    if driver_id > 0
        && users::with_profile_among(&state.db, users::DRIVER_CODE, &[driver_id])
            .await?
            .is_empty()
    {
        errors.add("driverId", Msg::UnknownDriver);
    }
    if vehicle_id > 0 && vehicles::find(&state.db, vehicle_id).await?.is_none() {
        errors.add("vehicleId", Msg::UnknownVehicle);
    }
    errors.into_result()?;
    Ok((
        WaybillFields {
            driver_id,
            vehicle_id,
            origin_id,
            destination_id,
        },
        parcels,
    ))
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ValidateWaybillForm {
    /// YYYY-MM-DD.
    #[schema(required = true, schema_with = schema::date)]
    pub departure_date: Option<Scalar>,
    /// HH:MM, optional.
    #[schema(schema_with = schema::time_of_day)]
    pub departure_time: Option<Scalar>,
}

impl ValidateWaybillForm {
    /// The departure date and, when given, time.
    pub fn check(&self) -> Result<(String, Option<String>), ApiError> {
        let mut errors = FieldErrors::new();
        let date = errors.required_date("departureDate", self.departure_date.as_ref());
        let time = time_field(&mut errors, "departureTime", self.departure_time.as_ref());
        errors.into_result()?;
        Ok((date, time))
    }
}
