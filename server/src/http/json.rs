//! JSON in and out: a body extractor whose failures answer in the API's error format,
//! and the `{msg, data}` answer of writes (with its schema).

use std::{
    cell::RefCell,
    collections::{HashMap, VecDeque},
};

use axum::{
    Json,
    body::Bytes,
    extract::{FromRequest, Request},
    http::{StatusCode, header},
    response::{IntoResponse, Response},
};
use serde::{Serialize, de::DeserializeOwned};
use serde_json::{Map, Value};
use utoipa::ToSchema;

use super::{error::ApiError, lang};
use crate::{domain::validation::FieldErrors, messages::Msg};

/// Like `axum::Json`, but a malformed body is a 400 `{msg, code, fields}`, never a plain-text
/// error; text with control characters and fields the type does not have are refused, each named.
pub struct ApiJson<T>(pub T);

impl<S, T> FromRequest<S> for ApiJson<T>
where
    S: Send + Sync,
    T: DeserializeOwned + ToSchema,
{
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        let object = read_object(req, state).await?;
        typed::<T>(Value::Object(object)).map(ApiJson)
    }
}

/// The body as a JSON object (every body of this API is one), its text free of control characters.
pub async fn read_object<S: Send + Sync>(
    req: Request,
    state: &S,
) -> Result<Map<String, Value>, ApiError> {
    let is_json = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|ct| {
            ct.trim_start()
                .to_ascii_lowercase()
                .starts_with("application/json")
        });
    if !is_json {
        return Err(ApiError::BadJson);
    }
    let bytes = Bytes::from_request(req, state).await.map_err(|e| {
        if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
            ApiError::TooLarge
        } else {
            ApiError::BadJson
        }
    })?;
    checked_object(&bytes)
}

const DUPLICATE: &str = "duplicate key `";

thread_local! {
    /// The number literals of the body being read, in their order (`number_literals`), which is
    /// the order serde_json hands its numbers to `UniqueVisitor`: a literal that writes a whole
    /// number (`2173403746527701.0`, `1.2e3`) is read as that number exactly, where serde_json's
    /// float may be its neighbour (it does not round every float correctly).
    static LITERALS: RefCell<VecDeque<String>> = const { RefCell::new(VecDeque::new()) };
}

/// The number literals of a JSON text, in order (outside strings, a number starts with `-` or a
/// digit; nothing else does).
fn number_literals(bytes: &[u8]) -> VecDeque<String> {
    let mut literals = VecDeque::new();
    let (mut i, mut in_string) = (0, false);
    while i < bytes.len() {
        let b = bytes[i];
        if in_string {
            match b {
                b'\\' => i += 1,
                b'"' => in_string = false,
                _ => {}
            }
            i += 1;
        } else if b == b'"' {
            in_string = true;
            i += 1;
        } else if b == b'-' || b.is_ascii_digit() {
            let start = i;
            while i < bytes.len()
                && matches!(bytes[i], b'0'..=b'9' | b'-' | b'+' | b'.' | b'e' | b'E')
            {
                i += 1;
            }
            literals.push_back(String::from_utf8_lossy(&bytes[start..i]).into_owned());
        } else {
            i += 1;
        }
    }
    literals
}

/// The whole number a JSON number literal writes exactly (`12.0`, `1.2e1`, `-3`), if it is one
/// an `i64` holds.
fn whole_literal(literal: &str) -> Option<i64> {
    let (negative, rest) = match literal.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, literal),
    };
    let (mantissa, exponent) = match rest.find(['e', 'E']) {
        Some(at) => (&rest[..at], rest[at + 1..].parse::<i32>().ok()?),
        None => (rest, 0),
    };
    let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let mut digits = format!("{int}{frac}");
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    // Digits before the point once the exponent is applied.
    let point = int.len() as i64 + i64::from(exponent);
    if point <= 0 {
        return digits.bytes().all(|b| b == b'0').then_some(0);
    }
    let point = usize::try_from(point).ok()?;
    if point >= digits.len() {
        if digits.bytes().all(|b| b == b'0') {
            return Some(0);
        }
        if point > 40 {
            return None;
        }
        digits.extend(std::iter::repeat_n('0', point - digits.len()));
    } else if digits[point..].bytes().all(|b| b == b'0') {
        digits.truncate(point);
    } else {
        return None;
    }
    let digits = digits.trim_start_matches('0');
    if digits.len() > 19 {
        return None;
    }
    let n: i128 = if digits.is_empty() {
        0
    } else {
        digits.parse().ok()?
    };
    i64::try_from(if negative { -n } else { n }).ok()
}

/// The next number literal of the body being read.
fn next_literal() -> Option<String> {
    LITERALS.with(|l| l.borrow_mut().pop_front())
}

/// A JSON value whose objects name each key once: `{"amount": 1, "amount": 1000}` is refused
/// rather than read as its last value.
struct Unique(Value);

impl<'de> serde::Deserialize<'de> for Unique {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Unique, D::Error> {
        d.deserialize_any(UniqueVisitor).map(Unique)
    }
}

struct UniqueVisitor;

impl<'de> serde::de::Visitor<'de> for UniqueVisitor {
    type Value = Value;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a JSON value")
    }
    fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }
    fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
        next_literal();
        Ok(Value::from(v))
    }
    fn visit_u64<E>(self, v: u64) -> Result<Value, E> {
        next_literal();
        Ok(Value::from(v))
    }
    fn visit_f64<E>(self, v: f64) -> Result<Value, E> {
        if let Some(n) = next_literal().as_deref().and_then(whole_literal) {
            return Ok(Value::from(n));
        }
        Ok(serde_json::Number::from_f64(v).map_or(Value::Null, Value::Number))
    }
    fn visit_str<E>(self, v: &str) -> Result<Value, E> {
        Ok(Value::String(v.to_string()))
    }
    fn visit_string<E>(self, v: String) -> Result<Value, E> {
        Ok(Value::String(v))
    }
    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_none<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut items = Vec::new();
        while let Some(Unique(item)) = seq.next_element()? {
            items.push(item);
        }
        Ok(Value::Array(items))
    }
    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut object = Map::new();
        while let Some(key) = map.next_key::<String>()? {
            let Unique(value) = map.next_value()?;
            if object.insert(key.clone(), value).is_some() {
                return Err(serde::de::Error::custom(format!("{DUPLICATE}{key}`")));
            }
        }
        Ok(Value::Object(object))
    }
}

/// The bytes as a JSON object whose text is free of control characters.
fn checked_object(bytes: &[u8]) -> Result<Map<String, Value>, ApiError> {
    LITERALS.with(|l| *l.borrow_mut() = number_literals(bytes));
    let parsed = serde_json::from_slice(bytes);
    LITERALS.with(|l| l.borrow_mut().clear());
    let Unique(value) =
        parsed.map_err(
            |e: serde_json::Error| match e.to_string().strip_prefix(DUPLICATE) {
                Some(rest) => {
                    let key = rest.split('`').next().unwrap_or_default();
                    ApiError::Invalid(FieldErrors::single(key, Msg::DuplicateKey))
                }
                None => ApiError::BadJson,
            },
        )?;
    let Value::Object(object) = value else {
        return Err(ApiError::BadJson);
    };
    let mut errors = FieldErrors::new();
    for (key, value) in &object {
        check_text(&mut errors, key, value);
    }
    errors.into_result()?;
    Ok(object)
}

#[cfg(test)]
fn parse<T: DeserializeOwned + ToSchema>(bytes: &[u8]) -> Result<T, ApiError> {
    typed::<T>(Value::Object(checked_object(bytes)?))
}

/// Whether a character may appear in text a client sends: no C0 control character but tab,
/// line feed and carriage return, and no DEL (NUL breaks PostgreSQL, the others only do harm).
pub fn allowed_char(c: char) -> bool {
    !c.is_ascii_control() || matches!(c, '\t' | '\n' | '\r')
}

/// Names `path` when `text` holds a control character.
pub fn check_str(errors: &mut FieldErrors, path: &str, text: &str) {
    if !text.chars().all(allowed_char) {
        errors.add(path, Msg::ControlCharacter);
        errors.set_headline(Msg::ControlCharacter);
    }
}

/// Every string (and key) in `value`, at `path`, free of control characters.
fn check_text(errors: &mut FieldErrors, path: &str, value: &Value) {
    check_str(errors, path, path);
    match value {
        Value::String(text) => check_str(errors, path, text),
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                check_text(errors, &format!("{path}.{i}"), item);
            }
        }
        Value::Object(fields) => {
            for (key, item) in fields {
                check_text(errors, &format!("{path}.{key}"), item);
            }
        }
        _ => {}
    }
}

/// The JSON object as `T`: a field `T` does not have (a misspelling such as `permissionIds`) is
/// refused by name, as is a missing or mistyped one.
pub fn typed<T: DeserializeOwned + ToSchema>(mut value: Value) -> Result<T, ApiError> {
    whole_numbers(&mut value);
    let mut errors = FieldErrors::new();
    KnownFields::of::<T>().check(&mut errors, "", &value);
    if !errors.is_empty() {
        errors.set_headline(Msg::UnknownField);
        return Err(errors.into());
    }
    serde_path_to_error::deserialize(value).map_err(|e| {
        let path = e.path().to_string();
        let mut errors = FieldErrors::new();
        // serde reports a missing field from its parent, naming it only in the message.
        let text = e.inner().to_string();
        match text
            .strip_prefix("missing field `")
            .and_then(|rest| rest.split('`').next())
        {
            Some(field) if path == "." => errors.add(field, Msg::Required),
            Some(field) => errors.add(format!("{path}.{field}"), Msg::Required),
            None => errors.add(path, Msg::InvalidType),
        }
        ApiError::Invalid(errors)
    })
}

/// JSON numbers written with a fraction of zero (`12.0`, `1e3`) read as the whole numbers they are,
/// as JSON Schema reads them (an `integer` field takes `12.0`).
fn whole_numbers(value: &mut Value) {
    match value {
        Value::Number(n) if !n.is_i64() && !n.is_u64() => {
            // Only where a float is exact (up to 2^53): no id is ever read as its neighbour.
            if let Some(f) = n.as_f64()
                && f.fract() == 0.0
                && f.abs() <= 9_007_199_254_740_992.0
            {
                let whole = f as i64;
                *value = Value::from(whole);
            }
        }
        Value::Array(items) => items.iter_mut().for_each(whole_numbers),
        Value::Object(fields) => fields.values_mut().for_each(whole_numbers),
        _ => {}
    }
}

/// The fields a body type accepts, read from its OpenAPI schema (so the document and the check
/// are the same list): properties, `allOf` parts (flattened structs), array items, `$ref`s.
struct KnownFields {
    root: Value,
    components: HashMap<String, Value>,
}

impl KnownFields {
    fn of<T: ToSchema>() -> KnownFields {
        let mut schemas = Vec::new();
        T::schemas(&mut schemas);
        let mut components: HashMap<String, Value> = schemas
            .into_iter()
            .filter_map(|(name, schema)| Some((name, serde_json::to_value(schema).ok()?)))
            .collect();
        let root = serde_json::to_value(T::schema()).unwrap_or(Value::Null);
        components
            .entry(T::name().into_owned())
            .or_insert_with(|| root.clone());
        KnownFields { root, components }
    }

    /// The schema a `$ref` points to (itself when it is not one; `None` when it cannot be found).
    fn resolve<'a>(&'a self, schema: &'a Value) -> Option<&'a Value> {
        match schema.get("$ref").and_then(Value::as_str) {
            None => Some(schema),
            Some(reference) => {
                let name = reference.strip_prefix("#/components/schemas/")?;
                self.components.get(name)
            }
        }
    }

    /// The properties an object may have, or `None` when any field is allowed.
    fn properties<'a>(&'a self, schema: &'a Value, depth: u8) -> Option<Map<String, Value>> {
        let schema = self.resolve(schema)?;
        if depth > 16 {
            return None;
        }
        if let Some(parts) = schema.get("allOf").and_then(Value::as_array) {
            let mut all = Map::new();
            for part in parts {
                all.extend(self.properties(part, depth + 1)?);
            }
            return Some(all);
        }
        if let Some(choice) = self.only_choice(schema) {
            return self.properties(choice, depth + 1);
        }
        if schema
            .get("additionalProperties")
            .is_some_and(|a| a != &Value::Bool(false))
        {
            return None;
        }
        schema.get("properties").and_then(Value::as_object).cloned()
    }

    /// The one schema of a `oneOf`/`anyOf` that is not `null` (an `Option<T>`), if there is one.
    fn only_choice<'a>(&'a self, schema: &'a Value) -> Option<&'a Value> {
        let choices = schema
            .get("oneOf")
            .or_else(|| schema.get("anyOf"))
            .and_then(Value::as_array)?;
        let mut not_null = choices
            .iter()
            .filter(|c| c.get("type").and_then(Value::as_str) != Some("null"));
        let first = not_null.next()?;
        not_null.next().is_none().then_some(first)
    }

    fn check(&self, errors: &mut FieldErrors, path: &str, value: &Value) {
        let root = self.root.clone();
        self.check_at(errors, path, value, &root, 0);
    }

    fn check_at(
        &self,
        errors: &mut FieldErrors,
        path: &str,
        value: &Value,
        schema: &Value,
        depth: u8,
    ) {
        if depth > 32 {
            return;
        }
        let join = |key: &str| {
            if path.is_empty() {
                key.to_string()
            } else {
                format!("{path}.{key}")
            }
        };
        match value {
            Value::Object(fields) => {
                let Some(known) = self.properties(schema, 0) else {
                    return;
                };
                for (key, item) in fields {
                    match known.get(key) {
                        None => errors.add(join(key), Msg::UnknownField),
                        Some(inner) => self.check_at(errors, &join(key), item, inner, depth + 1),
                    }
                }
            }
            Value::Array(items) => {
                let Some(resolved) = self.resolve(schema) else {
                    return;
                };
                let resolved = self.only_choice(resolved).unwrap_or(resolved);
                let Some(item_schema) = self.resolve(resolved).and_then(|s| s.get("items")) else {
                    return;
                };
                for (i, item) in items.iter().enumerate() {
                    self.check_at(errors, &join(&i.to_string()), item, item_schema, depth + 1);
                }
            }
            _ => {}
        }
    }
}

/// The answer of a successful write: what was done (`msg`) and the record as it now is (`data`).
// The type is its own OpenAPI schema (`Written_<T>`): `body = Written<T>` documents the answer.
#[derive(ToSchema)]
pub struct Written<T> {
    /// What was done, in the request's language.
    #[schema(value_type = String)]
    pub msg: Msg,
    pub data: T,
    /// The answer's status: not part of the body.
    #[schema(ignore)]
    pub status: StatusCode,
}

impl<T> Written<T> {
    pub fn ok(msg: Msg, data: T) -> Self {
        Written {
            msg,
            data,
            status: StatusCode::OK,
        }
    }
}

#[derive(Serialize)]
struct WrittenBody<'a, T> {
    msg: String,
    data: &'a T,
}

impl<T: Serialize> IntoResponse for Written<T> {
    fn into_response(self) -> Response {
        let body = WrittenBody {
            msg: self.msg.render(lang::current()),
            data: &self.data,
        };
        (self.status, Json(body)).into_response()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    /// A literal writing a whole number is read as that number exactly, also where serde_json's
    /// float is a neighbour of it; one with a fraction stays a float.
    #[test]
    fn whole_literals_are_read_exactly() {
        for (literal, whole) in [
            ("12", Some(12)),
            ("12.0", Some(12)),
            ("-3.000", Some(-3)),
            ("1.2e1", Some(12)),
            ("1200E-2", Some(12)),
            ("0.0", Some(0)),
            ("-0e5", Some(0)),
            ("2173403746527701.0", Some(2_173_403_746_527_701)),
            ("9223372036854775807.0", Some(i64::MAX)),
            ("9223372036854775808.0", None),
            ("12.5", None),
            ("1e-1", None),
            ("2173403746527700.75", None),
        ] {
            assert_eq!(whole_literal(literal), whole, "{literal}");
        }
        let body = br#"{"a": "x\"1.5", "b": [2173403746527701.0, 1.5, -7, 2e0], "c": true}"#;
        let object = checked_object(body).unwrap();
        assert_eq!(
            object["b"],
            serde_json::json!([2173403746527701_i64, 1.5, -7, 2])
        );
        assert_eq!(object["a"], "x\"1.5");
    }

    #[derive(Debug, Deserialize, ToSchema)]
    struct Body {
        #[allow(dead_code)]
        name: String,
        #[allow(dead_code)]
        count: Option<i64>,
    }

    fn field_of(e: ApiError) -> Option<String> {
        match e {
            ApiError::Invalid(f) => f.iter().next().map(|(k, _)| k.clone()),
            _ => None,
        }
    }

    #[test]
    fn syntax_errors_are_bad_json() {
        assert!(matches!(
            parse::<Body>(b"{\"name\":"),
            Err(ApiError::BadJson)
        ));
        assert!(matches!(
            parse::<Body>(b"{\"name\":\"a\"} x"),
            Err(ApiError::BadJson)
        ));
    }

    #[test]
    fn a_key_given_twice_is_refused_and_named() {
        assert_eq!(
            field_of(parse::<Body>(b"{\"name\":\"a\",\"name\":\"b\"}").unwrap_err()).as_deref(),
            Some("name")
        );
        // Inside a nested object too; the same key in two objects is fine.
        assert_eq!(
            field_of(
                parse::<Outer>(
                    b"{\"name\":\"a\",\"lines\":[{\"name\":\"x\",\"count\":1,\"count\":2}]}"
                )
                .unwrap_err()
            )
            .as_deref(),
            Some("count")
        );
        assert!(
            parse::<Outer>(b"{\"name\":\"a\",\"lines\":[{\"name\":\"x\"},{\"name\":\"y\"}]}")
                .is_ok()
        );
        // Numbers, nulls and arrays read as before.
        let v = checked_object(b"{\"a\":1.5,\"b\":null,\"c\":[true,-2,\"t\"]}").unwrap();
        assert_eq!(
            Value::Object(v),
            serde_json::json!({"a":1.5,"b":null,"c":[true,-2,"t"]})
        );
    }

    #[test]
    fn missing_and_mistyped_fields_are_named() {
        assert_eq!(
            field_of(parse::<Body>(b"{}").unwrap_err()).as_deref(),
            Some("name")
        );
        assert_eq!(
            field_of(parse::<Body>(b"{\"name\":\"a\",\"count\":\"x\"}").unwrap_err()).as_deref(),
            Some("count")
        );
    }

    #[derive(Debug, Deserialize, ToSchema)]
    #[serde(rename_all = "camelCase")]
    #[allow(dead_code)]
    struct Outer {
        #[serde(flatten)]
        body: Body,
        permission_id: Option<Vec<i64>>,
        lines: Vec<Body>,
        inner: Option<Body>,
    }

    #[test]
    fn unknown_fields_are_named_even_in_nested_and_flattened_parts() {
        let ok = br#"{"name":"a","permissionId":[1],"lines":[{"name":"b"}],"inner":{"name":"c"}}"#;
        assert!(parse::<Outer>(ok).is_ok());
        let cases: [(&[u8], &str); 4] = [
            (
                br#"{"name":"a","permissionIds":[1],"lines":[]}"#,
                "permissionIds",
            ),
            (
                br#"{"name":"a","lines":[{"name":"b","nmae":"c"}]}"#,
                "lines.0.nmae",
            ),
            (
                br#"{"name":"a","lines":[],"inner":{"cont":1}}"#,
                "inner.cont",
            ),
            (br#"{"nom":"a","lines":[]}"#, "nom"),
        ];
        for (body, field) in cases {
            assert_eq!(
                field_of(parse::<Outer>(body).unwrap_err()).as_deref(),
                Some(field)
            );
        }
    }

    #[test]
    fn control_characters_are_named() {
        assert_eq!(
            field_of(parse::<Body>(b"{\"name\":\"a\\u0000b\"}").unwrap_err()).as_deref(),
            Some("name")
        );
        assert_eq!(
            field_of(
                parse::<Outer>(b"{\"name\":\"a\",\"lines\":[{\"name\":\"\\u007f\"}]}").unwrap_err()
            )
            .as_deref(),
            Some("lines.0.name")
        );
        assert!(parse::<Body>(b"{\"name\":\"a\\tb\\r\\nc\"}").is_ok());
        for c in ['\u{0}', '\u{1}', '\u{1b}', '\u{1f}', '\u{7f}'] {
            assert!(!allowed_char(c), "{c:?}");
        }
        for c in ['\t', '\n', '\r', ' ', 'é', '\u{a0}', '\u{202f}'] {
            assert!(allowed_char(c), "{c:?}");
        }
    }

    #[test]
    fn a_body_of_the_wrong_shape_is_bad_json() {
        assert!(matches!(parse::<Body>(b"[1,2]"), Err(ApiError::BadJson)));
    }
}
