//! Issue 10, findings 4 and 8: control characters are refused by name on every route, every error
//! is `{msg, code, fields?}` (path parameters included), unknown body fields are refused, and the
//! OpenAPI document is complete: every `$ref` resolves, write bodies list what they require and
//! declare the bounds.

use std::collections::BTreeSet;

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use soute::domain::bounds;

use crate::helpers::{json_of, spawn_app};

fn assert_names(answer: &Value, field: &str) {
    assert_eq!(answer["code"], "invalid_input", "{answer}");
    assert!(answer["fields"][field].is_string(), "{field}: {answer}");
}

#[tokio::test]
async fn control_characters_are_refused_by_name_on_every_kind_of_input() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let bodies: Vec<(&str, Value, &str)> = vec![
        (
            "/api/login",
            json!({"username": "ad\u{0}min", "password": "x"}),
            "username",
        ),
        (
            "/api/login",
            json!({"username": "admin", "password": "a\u{0}b"}),
            "password",
        ),
        (
            "/api/register",
            json!({"name": "Amani\u{0}", "tel": "0991234567", "password": "Kivu-2026-pass", "conf_password": "Kivu-2026-pass"}),
            "name",
        ),
        (
            "/api/contacts",
            json!({"name": "A", "subject": "S\u{1b}[31m", "message": "M"}),
            "subject",
        ),
        (
            "/api/contacts",
            json!({"name": "A", "subject": "S", "message": "del\u{7f}"}),
            "message",
        ),
    ];
    for (path, body, field) in &bodies {
        let answer = json_of(app.post_json(path, body).await, StatusCode::BAD_REQUEST).await;
        assert_names(&answer, field);
        assert_eq!(
            answer["msg"], "Caractère de contrôle interdit (NUL…)",
            "{path}"
        );
    }
    let signed_in: Vec<(Method, &str, Value, &str)> = vec![
        (
            Method::POST,
            "/api/users",
            json!({"name": "Neema\u{0}", "tel": "0991234568"}),
            "name",
        ),
        (
            Method::POST,
            "/api/profiles",
            json!({"name": "Caisse\u{0}", "permissionId": []}),
            "name",
        ),
        (
            Method::POST,
            "/api/vehicles",
            json!({"plaque": "AB\u{0}1"}),
            "plaque",
        ),
        (
            Method::POST,
            "/api/typearticles",
            json!({"name": "\u{0}"}),
            "name",
        ),
        (
            Method::PUT,
            "/api/me",
            json!({"name": "Admin", "city": "Go\u{8}ma", "updatedAt": "x"}),
            "city",
        ),
        (
            Method::POST,
            "/api/expeditions",
            json!({"colis": [{"quantity": 1, "weight": 1, "description": "a\u{0}"}]}),
            "colis.0.description",
        ),
    ];
    for (method, path, body, field) in &signed_in {
        let answer = json_of(
            app.send(method.clone(), path, Some(&admin), Some(body))
                .await,
            StatusCode::BAD_REQUEST,
        )
        .await;
        assert_names(&answer, field);
    }
    // Query parameters and path parameters.
    for (path, field) in [
        ("/api/users?q=a%00b&column=name", "q"),
        ("/api/expeditions?status=%01", "status"),
        ("/api/countries/C%00D", "code"),
    ] {
        let answer = json_of(app.get_as(path, &admin).await, StatusCode::BAD_REQUEST).await;
        assert_names(&answer, field);
    }
    // A multipart text field.
    let form = reqwest::multipart::Form::new()
        .text("name", "Soute\u{0}Goma")
        .text("region", "Nord-Kivu")
        .text("city", "Goma");
    let r = app.post_multipart_as("/api/extensions", &admin, form).await;
    assert_names(&json_of(r, StatusCode::BAD_REQUEST).await, "name");
    // Nothing was stored; tab and new lines stay allowed in free text.
    let users: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM users")
        .fetch_one(app.db.pool())
        .await
        .unwrap();
    assert_eq!(users, 1, "only the super user");
    let r = app
        .post_json(
            "/api/contacts",
            &json!({"name": "A", "email": "a@b.cd", "subject": "S", "message": "Bonjour,\r\n\tmerci"}),
        )
        .await;
    assert!(r.status().is_success(), "{}", r.text().await.unwrap());
}

#[tokio::test]
async fn bad_path_parameters_answer_in_the_api_format() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    for path in [
        "/api/users/abc",
        "/api/expeditions/1.5",
        // (A whole number too large for any id names no record: 404, `errors.rs`.)
        "/api/waybills/-",
    ] {
        let r = app.get_as(path, &admin).await;
        assert_eq!(
            r.headers()["content-type"].to_str().unwrap(),
            "application/json",
            "{path}"
        );
        let answer = json_of(r, StatusCode::BAD_REQUEST).await;
        assert_names(&answer, "id");
        assert_eq!(answer["fields"]["id"], "Nombre entier attendu", "{path}");
    }
    let r = app
        .send(
            Method::PUT,
            "/api/users/abc",
            Some(&admin),
            Some(&json!({"name": "X"})),
        )
        .await;
    assert_names(&json_of(r, StatusCode::BAD_REQUEST).await, "id");
    // A known route with another method is answered in the same format.
    let r = app.get_as("/api/profiles/1", &admin).await;
    let answer = json_of(r, StatusCode::METHOD_NOT_ALLOWED).await;
    assert_eq!(answer["code"], "method_not_allowed");
}

#[tokio::test]
async fn a_misspelt_field_is_refused_not_ignored() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let r = app
        .post_as(
            "/api/profiles",
            &admin,
            &json!({"name": "Caissiers", "permissionIds": [{"id": 1}]}),
        )
        .await;
    let answer = json_of(r, StatusCode::BAD_REQUEST).await;
    assert_names(&answer, "permissionIds");
    assert_eq!(answer["fields"]["permissionIds"], "Champ inconnu");
    let profiles: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM profiles WHERE name = 'Caissiers'")
            .fetch_one(app.db.pool())
            .await
            .unwrap();
    assert_eq!(profiles, 0, "no profile without permissions");
    // Nested and flattened fields are checked too.
    let r = app
        .post_as(
            "/api/expeditions",
            &admin,
            &json!({"colis": [{"quantity": 1, "wieght": 2}]}),
        )
        .await;
    assert_names(&json_of(r, StatusCode::BAD_REQUEST).await, "colis.0.wieght");
    let r = app
        .post_as(
            "/api/users",
            &admin,
            &json!({"name": "Amani", "tel": "0991234567", "telephone": "x"}),
        )
        .await;
    assert_names(&json_of(r, StatusCode::BAD_REQUEST).await, "telephone");
}

/// Every JSON write of the document refuses a field its body type does not have, by name.
#[tokio::test]
async fn every_write_body_refuses_unknown_fields() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let doc = json_of(app.get("/api/openapi.json").await, StatusCode::OK).await;
    let mut checked = 0;
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            let Some(content) = operation["requestBody"]["content"].as_object() else {
                continue;
            };
            let method = Method::from_bytes(method.to_uppercase().as_bytes()).unwrap();
            let concrete = path
                .replace("{id}", "1")
                .replace("{code}", "CD")
                .replace("{region}", "x");
            let body = json!({"zzUnknown": 1});
            let r = app
                .send(method.clone(), &concrete, Some(&admin), Some(&body))
                .await;
            let status = r.status();
            let answer: Value = r.json().await.unwrap();
            if content.contains_key("application/json") {
                assert_eq!(status, StatusCode::BAD_REQUEST, "{method} {path}: {answer}");
                assert_names(&answer, "zzUnknown");
                checked += 1;
            } else if method == Method::POST && path == "/api/me/avatar" {
                // An upload takes a multipart `file` and nothing else: none was sent.
                assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{path}: {answer}");
            } else if method == Method::POST {
                // Multipart forms also take JSON: the same rule holds.
                assert_eq!(status, StatusCode::BAD_REQUEST, "{method} {path}: {answer}");
                assert!(
                    answer["fields"]["zzUnknown"].is_string() || answer["code"] == "invalid_input",
                    "{method} {path}: {answer}"
                );
            }
        }
    }
    assert!(checked >= 20, "only {checked} JSON writes found");
}

/// The schema a `$ref` points to.
fn resolve<'a>(doc: &'a Value, schema: &'a Value) -> &'a Value {
    match schema["$ref"].as_str() {
        Some(r) => {
            let name = r.strip_prefix("#/components/schemas/").unwrap();
            &doc["components"]["schemas"][name]
        }
        None => schema,
    }
}

fn collect_refs(value: &Value, out: &mut BTreeSet<String>) {
    match value {
        Value::Object(map) => {
            for (key, v) in map {
                if key == "$ref" {
                    out.insert(v.as_str().unwrap().to_string());
                } else {
                    collect_refs(v, out);
                }
            }
        }
        Value::Array(items) => items.iter().for_each(|v| collect_refs(v, out)),
        _ => {}
    }
}

#[tokio::test]
async fn the_openapi_document_is_complete() {
    let app = spawn_app().await;
    let doc = json_of(app.get("/api/openapi.json").await, StatusCode::OK).await;
    // It reads back as an OpenAPI 3.1 document.
    let typed: utoipa::openapi::OpenApi = serde_json::from_value(doc.clone()).unwrap();
    assert!(!typed.paths.paths.is_empty());
    assert!(doc["openapi"].as_str().unwrap().starts_with("3.1"));
    // Every $ref resolves.
    let mut refs = BTreeSet::new();
    collect_refs(&doc, &mut refs);
    let schemas = doc["components"]["schemas"].as_object().unwrap();
    let missing: Vec<_> = refs
        .iter()
        .filter(|r| {
            r.strip_prefix("#/components/schemas/")
                .is_none_or(|name| !schemas.contains_key(name))
        })
        .collect();
    assert!(missing.is_empty(), "unresolved: {missing:?}");
    assert!(
        !doc.to_string().contains("ListParams\""),
        "no ListParams $ref left"
    );
    // Every operation id is unique, every path parameter declared.
    let mut ids = BTreeSet::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            if let Some(id) = operation["operationId"].as_str() {
                assert!(ids.insert(id.to_string()), "duplicate operationId {id}");
            }
            let declared: BTreeSet<&str> = operation["parameters"]
                .as_array()
                .map(|ps| {
                    ps.iter()
                        .filter(|p| p["in"] == "path")
                        .map(|p| p["name"].as_str().unwrap())
                        .collect()
                })
                .unwrap_or_default();
            for segment in path.split('/') {
                if let Some(name) = segment.strip_prefix('{').and_then(|s| s.strip_suffix('}')) {
                    assert!(declared.contains(name), "{method} {path}: {{{name}}}");
                }
            }
            // And every path parameter stands in the path (a query parameter documented as one
            // leaves generated clients unable to call the route).
            for name in &declared {
                assert!(
                    path.contains(&format!("{{{name}}}")),
                    "{method} {path}: `{name}` is not in the path"
                );
            }
            // List operations declare their page bounds.
            if let Some(params) = operation["parameters"].as_array()
                && let Some(per_page) = params.iter().find(|p| p["name"] == "per_page")
            {
                assert_eq!(
                    per_page["schema"]["maximum"],
                    bounds::PER_PAGE_MAX,
                    "{path}"
                );
                assert_eq!(
                    per_page["schema"]["minimum"],
                    bounds::PER_PAGE_MIN,
                    "{path}"
                );
                let page = params.iter().find(|p| p["name"] == "page").unwrap();
                assert_eq!(page["schema"]["maximum"], bounds::PAGE_MAX, "{path}");
                assert_eq!(page["schema"]["minimum"], bounds::PAGE_MIN, "{path}");
            }
        }
    }
    // Write bodies list their required fields (bodies whose every field is optional are named).
    let all_optional = [
        "AvatarUpload",
        "ValidateWaybillForm",
        "ValidateManifestForm",
    ];
    for (path, item) in doc["paths"].as_object().unwrap() {
        for method in ["post", "put"] {
            let Some(content) = item[method]["requestBody"]["content"].as_object() else {
                continue;
            };
            for media in content.values() {
                let reference = media["schema"]["$ref"].as_str().unwrap_or("");
                let name = reference.rsplit('/').next().unwrap_or("");
                let schema = resolve(&doc, &media["schema"]);
                let required = required_of(&doc, schema);
                if all_optional.contains(&name) {
                    continue;
                }
                assert!(
                    !required.is_empty(),
                    "{method} {path} ({name}) lists no required field"
                );
            }
        }
    }
    // The bounded fields carry their bounds (on the value's branch of an optional field, which
    // may also be blank or null).
    let field = |schema: &str, property: &str| {
        let s = &doc["components"]["schemas"][schema];
        let mut p = &s["properties"][property];
        assert!(!p.is_null(), "{schema}.{property}");
        while let Some(first) = p["oneOf"].get(0) {
            p = first;
        }
        p.clone()
    };
    let bounds = |v: &Value, min: &str, min_v: Value, max_v: Value| {
        assert_eq!(v[min], min_v, "{v}");
        assert_eq!(v["maximum"], max_v, "{v}");
    };
    bounds(
        &field("ColiForm", "quantity"),
        "minimum",
        json!(1),
        json!(10000),
    );
    bounds(
        &field("ColiForm", "weight"),
        "exclusiveMinimum",
        json!(0),
        json!(30000),
    );
    bounds(
        &field("ColiForm", "price"),
        "minimum",
        json!(0),
        json!(10000000),
    );
    bounds(
        &field("ContentForm", "quantity"),
        "minimum",
        json!(1),
        json!(10000),
    );
    bounds(
        &field("ExpeditionForm", "cash"),
        "minimum",
        json!(0),
        json!(10000000),
    );
    assert!(
        doc["components"]["schemas"]["ExpeditionForm"]["properties"]["cash"]
            .to_string()
            .contains("[-1]"),
        "-1 is paid in full"
    );
    bounds(
        &field("ExpeditionForm", "senderId"),
        "minimum",
        json!(1),
        json!(i64::MAX),
    );
    bounds(
        &field("PaymentForm", "amount"),
        "exclusiveMinimum",
        json!(0),
        json!(10000000),
    );
    bounds(
        &field("PriceForm", "price"),
        "exclusiveMinimum",
        json!(0),
        json!(10000000),
    );
    bounds(
        &field("LoadForm", "quantity"),
        "minimum",
        json!(1),
        json!(10000),
    );
    bounds(
        &field("ShippedLine", "expedie"),
        "minimum",
        json!(0),
        json!(10000),
    );
    // Array sizes are literals in the attributes: they must be the constants validation uses.
    assert_eq!(
        field("ExpeditionForm", "colis")["maxItems"],
        bounds::LINES_MAX
    );
    assert_eq!(
        field("ColiForm", "colidetails")["maxItems"],
        bounds::CONTENTS_MAX
    );
    assert_eq!(
        field("WaybillForm", "packags")["maxItems"],
        bounds::LOAD_LINES_MAX
    );
    assert_eq!(
        field("ManifestForm", "waybilldetails")["maxItems"],
        bounds::LOAD_LINES_MAX
    );
    assert_eq!(
        field("ShippedForm", "colis")["maxItems"],
        bounds::LOAD_LINES_MAX
    );
    let required = |schema: &str| required_of(&doc, &doc["components"]["schemas"][schema]);
    for (schema, names) in [
        (
            "ExpeditionForm",
            &["senderId", "recipientId", "destinationId", "colis"][..],
        ),
        ("ColiForm", &["quantity", "weight"]),
        ("PaymentForm", &["amount"]),
        ("LoginRequest", &["username", "password"]),
        (
            "RegisterRequest",
            &["name", "tel", "password", "conf_password"],
        ),
        ("ProfileForm", &["name"]),
        ("PriceForm", &["name", "price", "originId", "destinationId"]),
        ("UserForm", &["name"]),
    ] {
        let got = required(schema);
        for name in names {
            assert!(got.contains(*name), "{schema} requires {name}: {got:?}");
        }
    }
}

/// The names a schema requires, `allOf` parts (flattened structs) included.
fn required_of(doc: &Value, schema: &Value) -> BTreeSet<String> {
    let schema = resolve(doc, schema);
    let mut out: BTreeSet<String> = schema["required"]
        .as_array()
        .map(|r| r.iter().map(|v| v.as_str().unwrap().to_string()).collect())
        .unwrap_or_default();
    if let Some(parts) = schema["allOf"].as_array() {
        for part in parts {
            out.extend(required_of(doc, part));
        }
    }
    out
}

/// Every field a write requires of its body is one the document lists in `required`: an empty
/// body names as required (`Ce champ est obligatoire`) only documented ones. (A field required by
/// another field or by the record edited says `… obligatoire ici`, a 422 the document cannot
/// state.)
#[tokio::test]
async fn every_field_a_write_requires_is_documented_as_required() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let doc = json_of(app.get("/api/openapi.json").await, StatusCode::OK).await;
    let (mut checked, mut fields) = (0, 0);
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            let Some(content) = operation["requestBody"]["content"].as_object() else {
                continue;
            };
            let schema = &content.values().next().unwrap()["schema"];
            let required = required_of(&doc, schema);
            let concrete = path.replace("{id}", "1");
            let method = Method::from_bytes(method.to_uppercase().as_bytes()).unwrap();
            // Multipart forms take JSON too: the same fields are read.
            let r = app
                .send(method.clone(), &concrete, Some(&admin), Some(&json!({})))
                .await;
            let answer: Value = r.json().await.unwrap();
            checked += 1;
            for (field, msg) in answer["fields"].as_object().into_iter().flatten() {
                if msg == "Ce champ est obligatoire" {
                    fields += 1;
                    assert!(
                        required.contains(field),
                        "{method} {path}: `{field}` is required, not documented so ({required:?})"
                    );
                }
            }
        }
    }
    assert!(checked >= 40, "only {checked} writes found");
    assert!(fields >= 40, "only {fields} required fields met");
}

/// A list's `column` is one of the names the document gives it, read even without `q` (a
/// misspelt one is named, not ignored); a search without one looks in the list's first.
#[tokio::test]
async fn each_list_searches_the_columns_it_documents() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let doc = json_of(app.get("/api/openapi.json").await, StatusCode::OK).await;
    let mut lists = 0;
    for (path, item) in doc["paths"].as_object().unwrap() {
        let Some(parameters) = item["get"]["parameters"].as_array() else {
            continue;
        };
        let Some(column) = parameters.iter().find(|p| p["name"] == "column") else {
            continue;
        };
        let Some(names) = column["schema"]["enum"].as_array() else {
            continue;
        };
        // Lists whose other parameters are required are not tried here.
        if parameters.iter().any(|p| p["required"] == true) {
            continue;
        }
        lists += 1;
        for name in names {
            let name = name.as_str().unwrap();
            let query = format!("{path}?column={name}&q=zz");
            json_of(app.get_as(&query, &admin).await, StatusCode::OK).await;
        }
        let answer = json_of(
            app.get_as(&format!("{path}?column=nope"), &admin).await,
            StatusCode::BAD_REQUEST,
        )
        .await;
        assert_names(&answer, "column");
        json_of(
            app.get_as(&format!("{path}?q=zz"), &admin).await,
            StatusCode::OK,
        )
        .await;
    }
    assert!(lists >= 20, "only {lists} searchable lists");
}

/// A text field of 20 characters takes a number only when its text fits: the document bounds
/// the whole numbers it takes to `i64::MIN..=u64::MAX` (20 characters at most), since a larger
/// one is read as a float whose text is longer (refused, 400).
#[tokio::test]
async fn a_short_text_field_takes_the_whole_numbers_whose_text_fits() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let doc = json_of(app.get("/api/openapi.json").await, StatusCode::OK).await;
    let plaque = &doc["components"]["schemas"]["VehicleForm"]["properties"]["plaque"]["oneOf"];
    let whole = plaque
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["type"] == "integer")
        .unwrap_or_else(|| panic!("{plaque}"));
    assert_eq!(whole["minimum"], json!(i64::MIN), "{plaque}");
    assert_eq!(whole["maximum"], json!(u64::MAX), "{plaque}");
    let raw = r#"{"plaque": -32029427167976841216}"#;
    let r = app
        .client
        .post(app.url("/api/vehicles"))
        .header("x-access-token", &admin)
        .header("content-type", "application/json")
        .body(raw)
        .send()
        .await
        .unwrap();
    let answer = json_of(r, StatusCode::BAD_REQUEST).await;
    assert!(answer["fields"]["plaque"].is_string(), "{answer}");
    // The bounds themselves are taken.
    for plaque in [json!(u64::MAX), json!(i64::MIN)] {
        let r = app
            .post_as("/api/vehicles", &admin, &json!({"plaque": plaque}))
            .await;
        json_of(r, StatusCode::CREATED).await;
    }
}
