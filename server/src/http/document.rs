//! The OpenAPI document as served: what utoipa derives from the handlers, finished so that it
//! says exactly what the extractors accept, for the rules they apply to every request (the
//! fuzzer's `positive_data_acceptance` and `negative_data_rejection` hold the two to it):
//! - a body takes no field its type does not have, and a field it requires is neither null nor
//!   blank (`schema`'s helpers give both, for the fields a form may leave out);
//! - no text holds a control character (`json::allowed_char`), in a body, a query or a path;
//! - an edit (`PUT`) names the `updatedAt` it started from;
//! - a path id is at least 1, and a list's `column` is one of the names it searches.

use serde_json::{Map, Value, json};

use super::schema;
use crate::db::{self, list::SearchColumns};

/// The names of the search columns of each list that has them, by path (its `…/counts` and its
/// clients' `/api/my/…` too).
fn search_columns(path: &str) -> Option<&'static [&'static str]> {
    fn of<C: SearchColumns>() -> Option<&'static [&'static str]> {
        Some(C::NAMES)
    }
    match path {
        "/api/expeditions" | "/api/expeditions/counts" | "/api/my/expeditions" => {
            of::<db::expeditions::SearchColumn>()
        }
        "/api/packags" | "/api/packags/counts" => of::<db::parcels::SearchColumn>(),
        "/api/waybills" | "/api/waybills/counts" | "/api/my/waybills" => {
            of::<db::waybills::SearchColumn>()
        }
        "/api/manifests" | "/api/manifests/counts" | "/api/my/manifests" => {
            of::<db::manifests::SearchColumn>()
        }
        "/api/billets" | "/api/billets/counts" | "/api/my/billets" => {
            of::<db::billets::SearchColumn>()
        }
        "/api/invoices" => of::<db::payments::SearchColumn>(),
        "/api/depenses" => of::<db::depenses::SearchColumn>(),
        "/api/users" => of::<db::users::SearchColumn>(),
        "/api/extensions" => of::<db::extensions::SearchColumn>(),
        "/api/planecomposants" => of::<db::planes::SearchColumn>(),
        "/api/pieces" => of::<db::pieces::SearchColumn>(),
        "/api/inspections" => of::<db::inspections::SearchColumn>(),
        "/api/documents" => of::<db::documents::SearchColumn>(),
        "/api/logbooks" => of::<db::logbooks::SearchColumn>(),
        _ => None,
    }
}

/// Finishes the document (see the module's comment).
pub fn finish(doc: &mut Value) {
    for name in request_schemas(doc) {
        let pointer = format!("/components/schemas/{name}");
        if let Some(schema) = doc.pointer(&pointer).cloned() {
            let merged = flattened(doc, schema);
            if let Some(slot) = doc.pointer_mut(&pointer) {
                *slot = merged;
            }
        }
    }
    declare_files(doc);
    edits_name_their_stamp(doc);
    let bodies = request_schemas(doc);
    let forms = multipart_only(doc);
    if let Some(schemas) = doc
        .pointer_mut("/components/schemas")
        .and_then(Value::as_object_mut)
    {
        for name in &bodies {
            if let Some(schema) = schemas.get_mut(name) {
                if !OPEN.contains(&name.as_str()) {
                    close_body(schema, forms.contains(name));
                }
                refuse_controls(schema);
            }
        }
    }
    let Some(paths) = doc.get_mut("paths").and_then(Value::as_object_mut) else {
        return;
    };
    for (path, item) in paths.iter_mut() {
        let Some(item) = item.as_object_mut() else {
            continue;
        };
        for operation in item.values_mut() {
            let Some(parameters) = operation
                .get_mut("parameters")
                .and_then(Value::as_array_mut)
            else {
                continue;
            };
            for parameter in parameters {
                finish_parameter(path, parameter);
            }
        }
    }
}

/// A path id is at least 1; a list's `column` is one of its names; no text holds a control
/// character.
fn finish_parameter(path: &str, parameter: &mut Value) {
    let location = parameter["in"].as_str().unwrap_or_default().to_string();
    let name = parameter["name"].as_str().unwrap_or_default().to_string();
    let Some(schema) = parameter.get_mut("schema") else {
        return;
    };
    if location == "path" && schema["type"] == "integer" && schema.get("minimum").is_none() {
        schema["minimum"] = json!(crate::domain::bounds::ID_MIN);
        schema["maximum"] = json!(crate::domain::bounds::ID_MAX);
    }
    if location == "query"
        && name == "column"
        && let Some(names) = search_columns(path)
    {
        schema["enum"] = json!(names);
        if let Some(description) = parameter.get_mut("description") {
            *description = json!(format!(
                "Search column: {} (the first when absent).",
                names
                    .iter()
                    .map(|n| format!("`{n}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
        return;
    }
    refuse_controls(schema);
}

/// Bodies whose other fields the server ignores: an avatar upload reads its `file` and stops.
const OPEN: &[&str] = &["AvatarUpload"];

/// The forms only sent as multipart: their fields are text, so none is ever null.
fn multipart_only(doc: &Value) -> Vec<String> {
    let mut multipart = Vec::new();
    let mut json = Vec::new();
    for item in doc["paths"]
        .as_object()
        .into_iter()
        .flat_map(|p| p.values())
    {
        for operation in item.as_object().into_iter().flat_map(|o| o.values()) {
            for (media, content) in operation["requestBody"]["content"]
                .as_object()
                .into_iter()
                .flatten()
            {
                if let Some(name) = content["schema"]["$ref"]
                    .as_str()
                    .and_then(|r| r.strip_prefix("#/components/schemas/"))
                {
                    let list = if media == "multipart/form-data" {
                        &mut multipart
                    } else {
                        &mut json
                    };
                    list.push(name.to_string());
                }
            }
        }
    }
    multipart.retain(|name| !json.contains(name));
    multipart
}

/// The names of the component schemas a request body reaches (the forms and their parts).
fn request_schemas(doc: &Value) -> Vec<String> {
    let mut found = Vec::new();
    let mut pending: Vec<&Value> = doc["paths"]
        .as_object()
        .into_iter()
        .flat_map(|paths| paths.values())
        .filter_map(Value::as_object)
        .flat_map(|item| item.values())
        .map(|operation| &operation["requestBody"])
        .collect();
    while let Some(value) = pending.pop() {
        match value {
            Value::Object(map) => {
                if let Some(name) = map
                    .get("$ref")
                    .and_then(Value::as_str)
                    .and_then(|r| r.strip_prefix("#/components/schemas/"))
                {
                    if !found.iter().any(|f| f == name) {
                        found.push(name.to_string());
                        pending.push(&doc["components"]["schemas"][name]);
                    }
                } else {
                    pending.extend(map.values());
                }
            }
            Value::Array(items) => pending.extend(items),
            _ => {}
        }
    }
    found
}

/// Fields a creation requires that an edit with the same form does not: the edit keeps them
/// (where a piece is installed changes through its own actions; a document keeps its file), or
/// what it needs depends on the record (a commission's total, a share's beneficiary and amount,
/// an expense's fields: the server refuses one the record needs as a rule, 422).
const NOT_REQUIRED_ON_EDIT: &[(&str, &[&str])] = &[
    ("/api/depenses/{id}", &["typedepenseId", "mount"]),
    ("/api/pieces/{id}", &["planecomposantId"]),
    ("/api/documents/{id}", &["file"]),
];

/// The files of multipart forms, which `FormInput::file` reads beside the form's type: the form,
/// the field, what it takes, whether a creation requires it.
const FILES: &[(&str, &str, &str, bool)] = &[
    (
        "DocumentForm",
        "file",
        "The document: PDF, JPEG, PNG or WebP, at most 10 MB.",
        true,
    ),
    (
        "BranchForm",
        "file",
        "The branch's logo: JPEG, PNG or WebP, at most 10 MB.",
        false,
    ),
    (
        "PlaneForm",
        "image",
        "A photo: JPEG, PNG or WebP, at most 10 MB.",
        false,
    ),
    (
        "PlaneForm",
        "crs",
        "The certificate of release to service: PDF or image.",
        false,
    ),
    (
        "DoneForm",
        "file",
        "The CRS: PDF, JPEG, PNG or WebP, at most 10 MB.",
        false,
    ),
    (
        "OverhaulForm",
        "file",
        "The CRS: PDF, JPEG, PNG or WebP, at most 10 MB.",
        false,
    ),
];

/// Declares the files of the multipart forms (`FILES`).
fn declare_files(doc: &mut Value) {
    for (form, field, description, required) in FILES {
        let Some(schema) = doc.pointer_mut(&format!("/components/schemas/{form}")) else {
            continue;
        };
        schema["properties"][*field] = json!({
            "type": "string",
            "format": "binary",
            "contentMediaType": "application/octet-stream",
            "description": description,
        });
        if *required {
            push_required(schema, field);
        }
    }
}

/// An edit names the `updatedAt` it started from: each `PUT` body that has the field requires
/// it (a `POST` with the same form does not), as text of at most 40 characters.
fn edits_name_their_stamp(doc: &mut Value) {
    let mut edited = Vec::new();
    let mut created = Vec::new();
    for (path, item) in doc["paths"].as_object().into_iter().flatten() {
        for (method, operation) in item.as_object().into_iter().flatten() {
            for media in operation["requestBody"]["content"]
                .as_object()
                .into_iter()
                .flat_map(|c| c.values())
            {
                if let Some(name) = media["schema"]["$ref"].as_str() {
                    if method == "put" {
                        edited.push((path.clone(), name.to_string()));
                    } else {
                        created.push(name.to_string());
                    }
                }
            }
        }
    }
    for (path, reference) in edited {
        let Some(name) = reference.strip_prefix("#/components/schemas/") else {
            continue;
        };
        let Some(schema) = doc["components"]["schemas"].get(name).cloned() else {
            continue;
        };
        let mut schema = schema;
        if schema["properties"].get("updatedAt").is_none() {
            continue;
        }
        let stamp = stamp_of(&schema["properties"]["updatedAt"]);
        schema["properties"]["updatedAt"] = stamp;
        if let Some((_, fields)) = NOT_REQUIRED_ON_EDIT.iter().find(|(p, _)| *p == path)
            && let Some(required) = schema["required"].as_array_mut()
        {
            required.retain(|r| !fields.iter().any(|f| r == f));
        }
        push_required(&mut schema, "updatedAt");
        // A form shared with a creation gets an edit form of its own.
        let edit_name = if created.contains(&reference) {
            format!("{name}Edit")
        } else {
            name.to_string()
        };
        doc["components"]["schemas"][&edit_name] = schema;
        let edit_ref = json!(format!("#/components/schemas/{edit_name}"));
        for item in doc["paths"]
            .as_object_mut()
            .into_iter()
            .flat_map(|p| p.values_mut())
        {
            for media in item
                .get_mut("put")
                .and_then(|put| put.get_mut("requestBody"))
                .and_then(|body| body.get_mut("content"))
                .and_then(Value::as_object_mut)
                .into_iter()
                .flat_map(|c| c.values_mut())
            {
                if media["schema"]["$ref"].as_str() == Some(reference.as_str()) {
                    media["schema"]["$ref"] = edit_ref.clone();
                }
            }
        }
    }
    // The creations' `updatedAt` is ignored but still read as text.
    for reference in created {
        if let Some(name) = reference.strip_prefix("#/components/schemas/")
            && let Some(property) =
                doc.pointer_mut(&format!("/components/schemas/{name}/properties/updatedAt"))
        {
            *property = stamp_of(property);
        }
    }
}

/// The `updatedAt` of a form: text of at most 40 characters once trimmed (a `Scalar` field also
/// takes a number or a boolean, read as text).
fn stamp_of(property: &Value) -> Value {
    let is_scalar = property.to_string().contains("#/components/schemas/Scalar");
    let stamp = if is_scalar {
        schema::text::<40>()
    } else {
        schema::string_text::<40>()
    };
    let mut stamp = serde_json::to_value(stamp).unwrap_or(Value::Null);
    stamp["description"] = json!("The `updatedAt` of the record as read before the edit.");
    stamp
}

fn push_required(schema: &mut Value, field: &str) {
    let required = schema
        .as_object_mut()
        .map(|o| o.entry("required").or_insert_with(|| json!([])));
    if let Some(Value::Array(required)) = required
        && !required.iter().any(|r| r == field)
    {
        required.push(json!(field));
    }
}

/// `schema` with its `allOf` parts (flattened Rust structs) merged into one object, so that
/// `additionalProperties: false` can close it.
fn flattened(doc: &Value, schema: Value) -> Value {
    let Some(parts) = schema.get("allOf").and_then(Value::as_array).cloned() else {
        return schema;
    };
    let mut merged = json!({"type": "object", "properties": {}});
    if let Some(description) = schema.get("description") {
        merged["description"] = description.clone();
    }
    for part in parts {
        let part = match part["$ref"]
            .as_str()
            .and_then(|r| r.strip_prefix("#/components/schemas/"))
        {
            Some(name) => doc["components"]["schemas"][name].clone(),
            None => part,
        };
        let part = flattened(doc, part);
        if let (Some(into), Some(from)) = (
            merged["properties"].as_object_mut(),
            part["properties"].as_object(),
        ) {
            into.extend(from.clone());
        }
        for field in part["required"].as_array().into_iter().flatten() {
            if let Some(field) = field.as_str() {
                push_required(&mut merged, field);
            }
        }
    }
    merged
}

/// A body object takes only its fields (the server names any other); a field it requires is
/// neither null nor blank; one it does not may be null (absent), but in a multipart form, where
/// a field is text or not sent at all.
fn close_body(schema: &mut Value, multipart: bool) {
    let Some(object) = schema.as_object_mut() else {
        return;
    };
    // A choice of shapes (`PermissionRef`: an id or `{permissionId}`): each object closed too.
    for branch in object
        .get_mut("oneOf")
        .and_then(Value::as_array_mut)
        .into_iter()
        .flatten()
    {
        if branch.get("properties").is_some() {
            close_body(branch, multipart);
        }
    }
    if let Some(Value::Object(properties)) = object.get("properties").cloned() {
        let required: Vec<String> = object
            .get("required")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter_map(|r| r.as_str().map(str::to_string))
            .collect();
        let mut finished = Map::new();
        for (name, mut property) in properties {
            if required.contains(&name) {
                drop_absent(&mut property);
            } else if multipart {
                drop_null(&mut property);
            } else {
                allow_null(&mut property);
            }
            finished.insert(name, property);
        }
        object.insert("properties".into(), Value::Object(finished));
        object.insert("additionalProperties".into(), json!(false));
    }
}

/// Whether a branch of a `oneOf` says "absent": null, or blank text.
fn is_absent(branch: &Value) -> bool {
    branch["type"] == "null" || branch["pattern"].as_str() == Some(&schema::blank_pattern())
}

/// A required field's schema without its null and blank branches.
fn drop_absent(property: &mut Value) {
    if let Some(Value::Array(branches)) = property.get_mut("oneOf") {
        branches.retain(|b| !is_absent(b));
        if branches.len() == 1 {
            let only = branches.remove(0);
            let description = property.get("description").cloned();
            *property = only;
            if let Some(description) = description
                && property.get("description").is_none()
            {
                property["description"] = description;
            }
        }
    }
    if let Some(Value::Array(types)) = property.get_mut("type") {
        types.retain(|t| t != "null");
        if types.len() == 1 {
            let only = types.remove(0);
            property["type"] = only;
        }
    }
}

/// A multipart field's schema without null.
fn drop_null(property: &mut Value) {
    if let Some(Value::Array(branches)) = property.get_mut("oneOf") {
        branches.retain(|b| b["type"] != "null");
    }
    if let Some(Value::Array(types)) = property.get_mut("type") {
        types.retain(|t| t != "null");
        if types.len() == 1 {
            let only = types.remove(0);
            property["type"] = only;
        }
    }
}

/// An optional field's schema with null allowed (serde reads it as absent); lists excepted.
fn allow_null(property: &mut Value) {
    if let Some(Value::Array(branches)) = property.get_mut("oneOf") {
        if !branches.iter().any(|b| b["type"] == "null") {
            branches.push(json!({"type": "null"}));
        }
        return;
    }
    if property.get("$ref").is_some() {
        let inner = property.take();
        *property = json!({"oneOf": [inner, {"type": "null"}]});
        return;
    }
    match property.get_mut("type") {
        Some(Value::Array(types)) if !types.iter().any(|t| t == "null") => {
            types.push(json!("null"));
        }
        Some(Value::String(t)) if t != "array" && t != "null" => {
            let t = t.clone();
            property["type"] = json!([t, "null"]);
        }
        _ => {}
    }
}

/// Every text in `schema` without a form of its own (pattern, enumeration, format) refuses
/// control characters.
fn refuse_controls(schema: &mut Value) {
    match schema {
        Value::Object(map) => {
            let is_text = match map.get("type") {
                Some(Value::String(t)) => t == "string",
                Some(Value::Array(types)) => types.iter().any(|t| t == "string"),
                _ => false,
            };
            if is_text
                && !map.contains_key("pattern")
                && !map.contains_key("enum")
                && !map.contains_key("format")
            {
                map.insert("pattern".into(), json!(schema::free_text_pattern()));
            }
            for (key, value) in map.iter_mut() {
                if key != "enum" && key != "example" && key != "default" {
                    refuse_controls(value);
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(refuse_controls),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_required_field_is_neither_null_nor_blank() {
        let mut form = json!({
            "type": "object",
            "required": ["name"],
            "properties": {
                "name": serde_json::to_value(schema::text::<10>()).unwrap(),
                "city": serde_json::to_value(schema::text::<10>()).unwrap(),
                "count": {"type": "integer"},
            }
        });
        close_body(&mut form, false);
        let name = &form["properties"]["name"]["oneOf"];
        assert_eq!(name.as_array().unwrap().len(), 3, "{name}");
        assert!(!name.to_string().contains("null"));
        assert!(
            form["properties"]["city"]["oneOf"]
                .to_string()
                .contains("null")
        );
        assert_eq!(
            form["properties"]["count"]["type"],
            json!(["integer", "null"])
        );
        assert_eq!(form["additionalProperties"], json!(false));
    }
}
