//! OpenAPI schemas of bounded input numbers, built from `domain::bounds` so the document declares
//! exactly what validation enforces. Used with `#[schema(schema_with = …)]` on form fields.
//! Fields typed `Scalar` also accept the number as text (`"12,5"`); the document shows the number.

use utoipa::openapi::{
    RefOr, Type,
    schema::{ObjectBuilder, Schema, SchemaType},
};

use crate::domain::bounds;

fn integer(min: i64, max: i64, description: &str) -> RefOr<Schema> {
    ObjectBuilder::new()
        .schema_type(Type::Integer)
        .format(Some(utoipa::openapi::SchemaFormat::KnownFormat(
            utoipa::openapi::KnownFormat::Int64,
        )))
        .minimum(Some(min))
        .maximum(Some(max))
        .description(Some(description))
        .into()
}

/// An id of another record: at least 1.
pub fn id() -> RefOr<Schema> {
    integer(bounds::ID_MIN, bounds::ID_MAX, "An id (at least 1).")
}

/// An optional id of another record: at least 1, or null (or absent) for none.
pub fn optional_id() -> RefOr<Schema> {
    ObjectBuilder::new()
        .schema_type(SchemaType::from_iter([Type::Integer, Type::Null]))
        .format(Some(utoipa::openapi::SchemaFormat::KnownFormat(
            utoipa::openapi::KnownFormat::Int64,
        )))
        .minimum(Some(bounds::ID_MIN))
        .maximum(Some(bounds::ID_MAX))
        .description(Some("An id (at least 1), or null for none."))
        .into()
}

/// Pieces on an expedition line or of an article in a parcel.
pub fn pieces() -> RefOr<Schema> {
    integer(
        bounds::PIECES_MIN,
        bounds::PIECES_MAX,
        "Pieces, from 1 to 10,000.",
    )
}

/// Pieces carried on a waybill or a manifest line.
pub fn load_pieces() -> RefOr<Schema> {
    integer(
        bounds::PIECES_MIN,
        bounds::LOAD_PIECES_MAX,
        "Pieces to carry, at least 1.",
    )
}

/// Pieces actually shipped of a manifest line.
pub fn shipped_pieces() -> RefOr<Schema> {
    integer(0, bounds::LOAD_PIECES_MAX, "Pieces shipped.")
}

/// Kilograms per piece: above 0, at most 30,000, three decimals at most.
pub fn unit_weight() -> RefOr<Schema> {
    ObjectBuilder::new()
        .schema_type(Type::Number)
        .exclusive_minimum(Some(0))
        .maximum(Some(bounds::UNIT_WEIGHT_MAX_G / 1000))
        .description(Some(
            "kg per piece, above 0 and at most 30,000, at most 3 decimals; pieces × weight at most 100,000 kg. \
             Text such as \"12,5\" is read as French people write it.",
        ))
        .into()
}

fn dollars(min_exclusive: bool, description: &str) -> RefOr<Schema> {
    let builder = ObjectBuilder::new()
        .schema_type(Type::Number)
        .maximum(Some(bounds::AMOUNT_MAX_CENTS / 100))
        .description(Some(description));
    let builder = if min_exclusive {
        builder.exclusive_minimum(Some(0))
    } else {
        builder.minimum(Some(0))
    };
    builder.into()
}

/// An amount of dollars more than 0 (a payment, a route price per kg).
pub fn positive_amount() -> RefOr<Schema> {
    dollars(
        true,
        "Dollars, more than 0 and at most 10,000,000, at most 2 decimals.",
    )
}

/// An amount of dollars, 0 allowed (a line amount set by hand).
pub fn amount() -> RefOr<Schema> {
    dollars(false, "Dollars, at most 10,000,000, at most 2 decimals.")
}

/// The cash at registration: -1 (or absent) for paid in full, else dollars.
pub fn cash() -> RefOr<Schema> {
    ObjectBuilder::new()
        .schema_type(Type::Number)
        .minimum(Some(-1))
        .maximum(Some(bounds::AMOUNT_MAX_CENTS / 100))
        .description(Some(
            "Paid at registration, dollars (at most 10,000,000, 2 decimals): absent or -1 means paid in full, 0 on credit.",
        ))
        .into()
}

/// Flight time since new or since overhaul, in minutes.
pub fn aircraft_minutes() -> RefOr<Schema> {
    integer(0, bounds::AIRCRAFT_MINUTES_MAX, "Flight time, minutes.")
}

/// Cycles since new or since overhaul.
pub fn aircraft_cycles() -> RefOr<Schema> {
    integer(0, bounds::AIRCRAFT_CYCLES_MAX, "Cycles.")
}

/// Components an aircraft declares (aircraft only).
pub fn component_count() -> RefOr<Schema> {
    let (min, max) = bounds::COMPONENT_COUNT;
    integer(min, max, "Components of the aircraft (aircraft only).")
}

/// A component's disposition (components only).
pub fn disposition() -> RefOr<Schema> {
    let (min, max) = bounds::DISPOSITION;
    integer(min, max, "Disposition (components only).")
}

/// A component's position number (components only).
pub fn position_number() -> RefOr<Schema> {
    let (min, max) = bounds::POSITION_NUMBER;
    integer(min, max, "Position number (components only).")
}

/// An optional bounded integer (null or absent for none).
fn optional_integer(min: i64, max: i64, description: &str) -> RefOr<Schema> {
    ObjectBuilder::new()
        .schema_type(SchemaType::from_iter([Type::Integer, Type::Null]))
        .format(Some(utoipa::openapi::SchemaFormat::KnownFormat(
            utoipa::openapi::KnownFormat::Int64,
        )))
        .minimum(Some(min))
        .maximum(Some(max))
        .description(Some(description))
        .into()
}

/// A logbook entry's flight time in minutes.
pub fn entry_minutes() -> RefOr<Schema> {
    let (min, max) = bounds::ENTRY_MINUTES;
    integer(min, max, "Flight time in minutes, 1 to 1,440 (24 h).")
}

/// A logbook entry's cycles (landings).
pub fn entry_cycles() -> RefOr<Schema> {
    let (min, max) = bounds::ENTRY_CYCLES;
    integer(min, max, "Cycles (landings), 1 to 50.")
}

/// An optional flight time in minutes (an aircraft's counter at some moment).
pub fn optional_minutes() -> RefOr<Schema> {
    optional_integer(
        0,
        bounds::AIRCRAFT_MINUTES_MAX,
        "Flight time, minutes (optional).",
    )
}

/// An optional count of cycles (an aircraft's counter at some moment).
pub fn optional_cycles() -> RefOr<Schema> {
    optional_integer(0, bounds::AIRCRAFT_CYCLES_MAX, "Cycles (optional).")
}

/// A limit or interval in whole hours (optional).
pub fn limit_hours() -> RefOr<Schema> {
    optional_integer(0, bounds::LIMIT_HOURS_MAX, "Whole hours (optional).")
}

/// A limit or interval in cycles (optional).
pub fn limit_cycles() -> RefOr<Schema> {
    optional_integer(0, bounds::LIMIT_CYCLES_MAX, "Cycles (optional).")
}

/// A limit or interval in days (optional).
pub fn limit_days() -> RefOr<Schema> {
    optional_integer(0, bounds::LIMIT_DAYS_MAX, "Days (optional).")
}

/// An optional weight in kg, 0 < w ≤ `max_g` grams (null or absent for none).
fn optional_kg(positive: bool, max_g: i64, description: &str) -> RefOr<Schema> {
    let builder = ObjectBuilder::new()
        .schema_type(SchemaType::from_iter([Type::Number, Type::Null]))
        .maximum(Some(max_g / 1000))
        .description(Some(description));
    let builder = if positive {
        builder.exclusive_minimum(Some(0))
    } else {
        builder.minimum(Some(0))
    };
    builder.into()
}

/// An aircraft's passenger seats.
pub fn seats() -> RefOr<Schema> {
    let (min, max) = bounds::SEATS;
    optional_integer(
        min,
        max,
        "Passenger seats (aircraft only), 1 to 200; empty: not set.",
    )
}

/// An aircraft's maximum payload in kg.
pub fn max_payload() -> RefOr<Schema> {
    optional_kg(
        true,
        bounds::MAX_PAYLOAD_MAX_G,
        "Maximum payload in kg (cargo + passengers + baggage; aircraft only), above 0, at most 100,000, 3 decimals; empty: not set.",
    )
}

/// A passenger's declared weight in kg.
pub fn passenger_weight() -> RefOr<Schema> {
    optional_kg(
        true,
        bounds::PASSENGER_WEIGHT_MAX_G,
        "kg, above 0 and at most 300; empty: the standard mass of the passenger's type.",
    )
}

/// A passenger's baggage in kg.
pub fn baggage_weight() -> RefOr<Schema> {
    optional_kg(
        false,
        bounds::BAGGAGE_WEIGHT_MAX_G,
        "Baggage kg in all, 0 to 500.",
    )
}

/// A passenger's baggage pieces.
pub fn baggage_pieces() -> RefOr<Schema> {
    let (min, max) = bounds::BAGGAGE_PIECES;
    integer(min, max, "Baggage pieces, 0 to 20.")
}
