//! What an expedition request may carry, and its checks: list parameters, the registration
//! form (parties, route, parcels and their contents, cash) priced into a registration, and the
//! payment form.

use std::collections::BTreeMap;

use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use crate::{
    app::AppState,
    db::{
        articles,
        expeditions::{Line, Registration},
        prices, users,
    },
    domain::{
        bounds,
        freight::{self, Cash, CashError},
        permissions::Permission,
        routes::{self, RouteRefusal},
        validation::{FieldErrors, Scalar},
    },
    http::{auth::CurrentUser, error::ApiError, list::ListParams, schema},
    messages::Msg,
};

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ExpeditionListParams {
    /// EnStock, EnCours or Expedié.
    #[param(value_type = Option<crate::http::schema::QueryExpeditionStatus>, inline)]
    pub status: Option<String>,
    /// Documented as `ListParams` next to this type (IntoParams does not flatten).
    #[serde(flatten)]
    #[param(ignore)]
    pub list: ListParams,
}

/// One article of a parcel's contents.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContentForm {
    #[schema(required = true, schema_with = schema::id)]
    pub article_id: Option<Scalar>,
    #[schema(schema_with = schema::pieces)]
    pub quantity: Option<Scalar>,
}

/// One line (parcel) of the expedition form.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ColiForm {
    /// Pieces, at least 1.
    #[schema(required = true, schema_with = schema::pieces)]
    pub quantity: Option<Scalar>,
    /// kg per piece, more than 0, at most 3 decimals.
    #[schema(required = true, schema_with = schema::unit_weight)]
    pub weight: Option<Scalar>,
    #[schema(schema_with = schema::text::<500>)]
    pub description: Option<Scalar>,
    /// Defaults to the expedition's recipient.
    #[schema(schema_with = schema::optional_id)]
    pub recipient_id: Option<Scalar>,
    #[serde(default)]
    #[schema(max_items = 100)]
    pub colidetails: Vec<ContentForm>,
    /// A line amount set by hand (dollars): needs `modifier prix`.
    #[schema(schema_with = schema::amount)]
    pub price: Option<Scalar>,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExpeditionForm {
    #[schema(required = true, schema_with = schema::id)]
    pub sender_id: Option<Scalar>,
    #[schema(required = true, schema_with = schema::id)]
    pub recipient_id: Option<Scalar>,
    /// The route price id.
    #[schema(required = true, schema_with = schema::id)]
    pub destination_id: Option<Scalar>,
    /// Paid at registration, dollars: empty or -1 means paid in full, 0 on credit.
    /// Ignored on edits (later payments are recorded as payments).
    #[schema(schema_with = schema::cash)]
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

/// A registration checked against the database, with what the checks read of it.
pub struct Checked {
    pub registration: Registration,
    pub route: prices::Price,
    /// The sender, the recipient and the lines' recipients.
    pub people: BTreeMap<i64, users::User>,
    pub articles: BTreeMap<i64, articles::ArticleName>,
}

/// Checks the whole form against the database; answers the priced registration.
pub async fn check(
    state: &AppState,
    current: &CurrentUser,
    form: &ExpeditionForm,
) -> Result<Checked, ApiError> {
    let mut errors = FieldErrors::new();
    let sender_id = errors.required_id("senderId", form.sender_id.as_ref());
    let recipient_id = errors.required_id("recipientId", form.recipient_id.as_ref());
    let price_id = errors.required_id("destinationId", form.destination_id.as_ref());
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
        let recipient_id = errors.id(&field("recipientId"), c.recipient_id.as_ref());
        let mut contents: BTreeMap<i64, i64> = BTreeMap::new();
        errors.at_most(&field("colidetails"), &c.colidetails, bounds::CONTENTS_MAX);
        for (j, d) in c.colidetails.iter().enumerate().take(bounds::CONTENTS_MAX) {
            let article = errors.required_id(
                &format!("colis.{i}.colidetails.{j}.articleId"),
                d.article_id.as_ref(),
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
    let wanted: Vec<i64> = raw_lines
        .iter()
        .flat_map(|l| l.contents.iter().map(|(a, _)| *a))
        .collect();
    // Three reads at once: a registration waits for the slowest, not for their sum.
    let (clients, route, known) = tokio::try_join!(
        users::clients_among(&state.db, &people),
        prices::find(&state.db, price_id),
        articles::named(&state.db, &wanted),
    )?;
    let clients: BTreeMap<i64, users::User> = clients.into_iter().map(|u| (u.id, u)).collect();
    for (field, id) in [("senderId", sender_id), ("recipientId", recipient_id)] {
        if !clients.contains_key(&id) {
            errors.add(field, Msg::UnknownClient);
        }
    }
    for (i, l) in raw_lines.iter().enumerate() {
        if let Some(r) = l.recipient_id
            && !clients.contains_key(&r)
        {
            errors.add(format!("colis.{i}.recipientId"), Msg::UnknownClient);
        }
    }
    let ends = route.as_ref().map(|p| routes::Route {
        origin_id: p.origin_id,
        active: p.status == 1,
    });
    let origin = match routes::expedition_origin(ends, current.user.extension_id) {
        Ok(origin) => origin,
        Err(refusal) => {
            let msg = match refusal {
                RouteRefusal::Unknown => Msg::UnknownRoute,
                RouteRefusal::Inactive => Msg::RouteInactive,
                RouteRefusal::NotFromYourBranch => Msg::RouteNotFromYourBranch,
            };
            errors.add("destinationId", msg);
            0
        }
    };
    let known: BTreeMap<i64, articles::ArticleName> =
        known.into_iter().map(|a| (a.id, a)).collect();
    for (i, l) in raw_lines.iter().enumerate() {
        for (j, (article, _)) in l.contents.iter().enumerate() {
            if !known.contains_key(article) {
                errors.add(
                    format!("colis.{i}.colidetails.{j}.articleId"),
                    Msg::UnknownArticle,
                );
            }
        }
    }
    errors.into_result()?;
    // Known once the errors are none: the route was found and active.
    let Some(route) = route else {
        return Err(FieldErrors::single("destinationId", Msg::UnknownRoute).into());
    };

    let price_per_kg = route.price;
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
                        Msg::ComputedAmountTooLarge {
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
                Msg::ComputedAmountTooLarge {
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
    Ok(Checked {
        registration: Registration {
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
        },
        route,
        people: clients,
        articles: known,
    })
}
