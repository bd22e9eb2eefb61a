//! The permission matrix: every route of the router with what it needs, checked both ways.
//! A route missing from this table fails the test, so every new route must join it.

use std::collections::BTreeSet;

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use soute::domain::permissions::{
    ARTICLE_READERS, BRANCH_READERS, PARCEL_READERS, PILOT_READERS, PLANE_READERS, PRICE_READERS,
    Permission, Permission::*, VEHICLE_READERS,
};

use crate::{
    fixtures,
    helpers::{TestApp, json_of, short_id, spawn_app},
};

/// What a route needs.
#[derive(Clone, Copy, Debug)]
enum Needs {
    /// Anyone, signed in or not.
    Public,
    /// A session, no particular permission.
    Session,
    /// A session holding at least one of these permissions.
    AnyOf(&'static [Permission]),
}

/// What `{id}` (or `{name}`) stands for in a route's path.
#[derive(Clone, Copy, Debug)]
enum Target {
    Nothing,
    /// A staff member (a driver) other than the caller.
    Staff,
    /// A profile made for the test, held by nobody.
    Profile,
    /// A branch, a route price, a vehicle, an article type, an article, an aircraft, made by the admin.
    Branch,
    Price,
    Vehicle,
    TypeArticle,
    Article,
    Aircraft,
    /// An expedition registered by an agent, with one of its parcels and its payment.
    Expedition,
    Parcel,
    Invoice,
    /// A waybill in preparation holding a parcel, and that line; a manifest in preparation.
    Waybill,
    WaybillLine,
    Manifest,
    /// An unused expense type, and a standalone expense of a branch, made by the admin.
    TypeDepense,
    Depense,
    /// A report's name.
    ReportName,
    /// An engine installed on an aircraft, a piece on it, an inspection item, a document, the
    /// aircraft's logbook and one of its entries.
    Component,
    Piece,
    Inspection,
    Document,
    Logbook,
    Entry,
    /// A ticket on a manifest in preparation.
    Billet,
}

use Needs::*;
use Target::*;

#[rustfmt::skip]
const ROUTES: &[(&str, &str, Needs, Target)] = &[
    ("GET", "/api/health", Public, Nothing),
    ("GET", "/api/ready", Public, Nothing),
    ("GET", "/api/audit", AnyOf(&[Admin]), Nothing),
    // From this machine, straight: the tests' requests are.
    ("GET", "/api/metrics", Public, Nothing),
    ("GET", "/api/system", AnyOf(&[ShowSystem]), Nothing),
    ("POST", "/api/system/backups", AnyOf(&[ShowSystem]), Nothing),
    ("GET", "/api/site", Public, Nothing),
    ("POST", "/api/login", Public, Nothing),
    ("POST", "/api/register", Public, Nothing),
    ("GET", "/api/countries", Public, Nothing),
    ("GET", "/api/countries/{code}", Public, Nothing),
    ("GET", "/api/countries/{code}/{region}", Public, Nothing),
    ("GET", "/api/contacts", Public, Nothing),
    ("POST", "/api/contacts", Public, Nothing),
    ("GET", "/api/track/{ref}", Public, Nothing),
    ("GET", "/api/token", Session, Nothing),
    ("GET", "/api/today", Session, Nothing),
    ("POST", "/api/logout", Session, Nothing),
    ("PUT", "/api/me", Session, Nothing),
    ("POST", "/api/me/avatar", Session, Nothing),
    ("GET", "/api/files/{name}", Session, Nothing),
    ("GET", "/api/users", AnyOf(&[ShowStaff, ShowClient]), Nothing),
    ("POST", "/api/users", AnyOf(&[AddStaff, AddClient]), Nothing),
    ("GET", "/api/users/counts", AnyOf(&[ShowStaff, ShowClient]), Nothing),
    ("GET", "/api/users/{id}", AnyOf(&[ShowStaff]), Staff),
    ("PUT", "/api/users/{id}", AnyOf(&[EditStaff]), Staff),
    ("DELETE", "/api/users/{id}", AnyOf(&[DeleteStaff]), Staff),
    ("GET", "/api/drivers", AnyOf(&[ShowStaff, AddWaybill, EditWaybill]), Nothing),
    ("GET", "/api/pilots", AnyOf(PILOT_READERS), Nothing),
    ("GET", "/api/profiles", AnyOf(&[ShowProfile]), Nothing),
    ("POST", "/api/profiles", AnyOf(&[AddProfile]), Nothing),
    ("PUT", "/api/profiles/{id}", AnyOf(&[EditProfile]), Profile),
    ("DELETE", "/api/profiles/{id}", AnyOf(&[DeleteProfile]), Profile),
    ("GET", "/api/permissions", AnyOf(&[ShowProfile]), Nothing),
    ("GET", "/api/extensions", AnyOf(BRANCH_READERS), Nothing),
    ("POST", "/api/extensions", AnyOf(&[AddBranch]), Nothing),
    ("GET", "/api/extensions/{id}", AnyOf(BRANCH_READERS), Branch),
    ("PUT", "/api/extensions/{id}", AnyOf(&[EditBranch]), Branch),
    ("DELETE", "/api/extensions/{id}", AnyOf(&[DeleteBranch]), Branch),
    ("GET", "/api/prices", AnyOf(PRICE_READERS), Nothing),
    ("POST", "/api/prices", AnyOf(&[AddPrice]), Nothing),
    ("GET", "/api/prices/{id}", AnyOf(PRICE_READERS), Price),
    ("PUT", "/api/prices/{id}", AnyOf(&[EditPrice]), Price),
    ("DELETE", "/api/prices/{id}", AnyOf(&[DeletePrice]), Price),
    ("GET", "/api/vehicles", AnyOf(VEHICLE_READERS), Nothing),
    ("POST", "/api/vehicles", AnyOf(&[AddVehicle]), Nothing),
    ("PUT", "/api/vehicles/{id}", AnyOf(&[EditVehicle]), Vehicle),
    ("DELETE", "/api/vehicles/{id}", AnyOf(&[DeleteVehicle]), Vehicle),
    ("GET", "/api/typearticles", AnyOf(ARTICLE_READERS), Nothing),
    ("POST", "/api/typearticles", AnyOf(&[AddArticle]), Nothing),
    ("PUT", "/api/typearticles/{id}", AnyOf(&[EditArticle]), TypeArticle),
    ("DELETE", "/api/typearticles/{id}", AnyOf(&[DeleteArticle]), TypeArticle),
    ("GET", "/api/articles", AnyOf(ARTICLE_READERS), Nothing),
    ("POST", "/api/articles", AnyOf(&[AddArticle]), Nothing),
    ("PUT", "/api/articles/{id}", AnyOf(&[EditArticle]), Article),
    ("DELETE", "/api/articles/{id}", AnyOf(&[DeleteArticle]), Article),
    ("GET", "/api/planecomposants", AnyOf(PLANE_READERS), Nothing),
    ("POST", "/api/planecomposants", AnyOf(&[AddAircraft]), Nothing),
    ("GET", "/api/planecomposants/{id}", AnyOf(PLANE_READERS), Aircraft),
    ("PUT", "/api/planecomposants/{id}", AnyOf(&[EditAircraft]), Aircraft),
    ("DELETE", "/api/planecomposants/{id}", AnyOf(&[DeleteAircraft]), Aircraft),
    ("POST", "/api/planecomposants/{id}/install", AnyOf(&[EditComponent]), Component),
    ("POST", "/api/planecomposants/{id}/remove", AnyOf(&[EditComponent]), Component),
    ("POST", "/api/planecomposants/{id}/overhaul", AnyOf(&[EditComponent]), Component),
    ("GET", "/api/planecomposants/{id}/installations", AnyOf(&[ShowComponent]), Component),
    ("GET", "/api/planecomposants/{id}/overhauls", AnyOf(&[ShowComponent]), Component),
    ("GET", "/api/pieces", AnyOf(&[ShowPart]), Nothing),
    ("POST", "/api/pieces", AnyOf(&[AddPart]), Nothing),
    ("GET", "/api/pieces/{id}", AnyOf(&[ShowPart]), Piece),
    ("PUT", "/api/pieces/{id}", AnyOf(&[EditPart]), Piece),
    ("DELETE", "/api/pieces/{id}", AnyOf(&[DeletePart]), Piece),
    ("POST", "/api/pieces/{id}/install", AnyOf(&[EditPart]), Piece),
    ("POST", "/api/pieces/{id}/remove", AnyOf(&[EditPart]), Piece),
    ("POST", "/api/pieces/{id}/overhaul", AnyOf(&[EditPart]), Piece),
    ("GET", "/api/pieces/{id}/installations", AnyOf(&[ShowPart]), Piece),
    ("GET", "/api/pieces/{id}/overhauls", AnyOf(&[ShowPart]), Piece),
    ("GET", "/api/inspections", AnyOf(&[ShowInspection]), Nothing),
    ("POST", "/api/inspections", AnyOf(&[AddInspection]), Nothing),
    ("GET", "/api/inspections/{id}", AnyOf(&[ShowInspection]), Inspection),
    ("PUT", "/api/inspections/{id}", AnyOf(&[EditInspection]), Inspection),
    ("DELETE", "/api/inspections/{id}", AnyOf(&[DeleteInspection]), Inspection),
    ("POST", "/api/inspections/{id}/done", AnyOf(&[EditInspection]), Inspection),
    ("GET", "/api/inspections/{id}/done", AnyOf(&[ShowInspection]), Inspection),
    ("GET", "/api/due", AnyOf(&[ShowInspection]), Nothing),
    ("GET", "/api/documents", AnyOf(&[ShowDocument]), Nothing),
    ("POST", "/api/documents", AnyOf(&[AddDocument]), Nothing),
    ("GET", "/api/documents/{id}", AnyOf(&[ShowDocument]), Document),
    ("PUT", "/api/documents/{id}", AnyOf(&[EditDocument]), Document),
    ("DELETE", "/api/documents/{id}", AnyOf(&[DeleteDocument]), Document),
    ("GET", "/api/logbooks", AnyOf(&[ShowLogbook]), Nothing),
    ("POST", "/api/logbooks", AnyOf(&[AddLogbook]), Nothing),
    ("GET", "/api/logbooks/{id}", AnyOf(&[ShowLogbook]), Logbook),
    ("PUT", "/api/logbooks/{id}", AnyOf(&[EditLogbook]), Logbook),
    ("DELETE", "/api/logbooks/{id}", AnyOf(&[DeleteLogbook]), Logbook),
    ("GET", "/api/logbooks/{id}/entries", AnyOf(&[ShowLogbook]), Logbook),
    ("POST", "/api/logbooks/{id}/entries", AnyOf(&[AddLogbook]), Logbook),
    ("PUT", "/api/logbookentries/{id}", AnyOf(&[EditLogbook]), Entry),
    ("DELETE", "/api/logbookentries/{id}", AnyOf(&[DeleteLogbook]), Entry),
    ("GET", "/api/contacts/messages", AnyOf(&[ShowClient]), Nothing),
    ("GET", "/api/expeditions", AnyOf(&[ShowExpedition]), Nothing),
    ("POST", "/api/expeditions", AnyOf(&[AddExpedition]), Nothing),
    ("GET", "/api/expeditions/counts", AnyOf(&[ShowExpedition]), Nothing),
    ("GET", "/api/expeditions/{id}", AnyOf(&[ShowExpedition]), Expedition),
    ("PUT", "/api/expeditions/{id}", AnyOf(&[EditExpedition]), Expedition),
    ("DELETE", "/api/expeditions/{id}", AnyOf(&[DeleteExpedition]), Expedition),
    ("POST", "/api/expeditions/{id}/invoices", AnyOf(&[AddInvoice]), Expedition),
    ("GET", "/api/my/expeditions", AnyOf(&[ShowMyExpeditions]), Nothing),
    ("GET", "/api/my/expeditions/{id}", AnyOf(&[ShowMyExpeditions]), Expedition),
    ("GET", "/api/packags", AnyOf(PARCEL_READERS), Nothing),
    ("GET", "/api/packags/counts", AnyOf(&[ShowParcel]), Nothing),
    ("GET", "/api/packags/{id}", AnyOf(&[ShowParcel, ShowMyExpeditions]), Parcel),
    ("GET", "/api/invoices", AnyOf(&[ShowInvoice]), Nothing),
    ("GET", "/api/invoices/receivables", AnyOf(&[ShowInvoice]), Nothing),
    ("GET", "/api/invoices/{id}", AnyOf(&[ShowInvoice]), Invoice),
    ("POST", "/api/invoices/{id}/cancel", AnyOf(&[DeleteInvoice]), Invoice),
    ("GET", "/api/waybills", AnyOf(&[ShowWaybill]), Nothing),
    ("POST", "/api/waybills", AnyOf(&[AddWaybill]), Nothing),
    ("GET", "/api/waybills/counts", AnyOf(&[ShowWaybill]), Nothing),
    ("GET", "/api/waybills/{id}", AnyOf(&[ShowWaybill]), Waybill),
    ("PUT", "/api/waybills/{id}", AnyOf(&[EditWaybill]), Waybill),
    ("DELETE", "/api/waybills/{id}", AnyOf(&[DeleteWaybill]), Waybill),
    ("POST", "/api/waybills/{id}/validate", AnyOf(&[ValidateWaybill]), Waybill),
    ("DELETE", "/api/waybilldetails/{id}", AnyOf(&[EditWaybill]), WaybillLine),
    ("GET", "/api/waybilldetails/available", AnyOf(&[AddManifest, EditManifest]), Nothing),
    ("GET", "/api/my/waybills", AnyOf(&[ShowMyWaybills]), Nothing),
    ("GET", "/api/my/waybills/{id}", AnyOf(&[ShowMyWaybills]), Waybill),
    ("GET", "/api/manifests", AnyOf(&[ShowManifest]), Nothing),
    ("POST", "/api/manifests", AnyOf(&[AddManifest]), Nothing),
    ("GET", "/api/manifests/counts", AnyOf(&[ShowManifest]), Nothing),
    ("GET", "/api/manifests/{id}", AnyOf(&[ShowManifest]), Manifest),
    ("PUT", "/api/manifests/{id}", AnyOf(&[EditManifest]), Manifest),
    ("DELETE", "/api/manifests/{id}", AnyOf(&[DeleteManifest]), Manifest),
    ("POST", "/api/manifests/{id}/validate", AnyOf(&[ValidateManifest]), Manifest),
    ("POST", "/api/packagdetails", AnyOf(&[EditManifest]), Nothing),
    ("GET", "/api/my/manifests", AnyOf(&[ShowMyManifests]), Nothing),
    ("GET", "/api/my/manifests/{id}", AnyOf(&[ShowMyManifests]), Manifest),
    ("GET", "/api/billets", AnyOf(&[ShowTicket]), Nothing),
    ("POST", "/api/billets", AnyOf(&[AddTicket]), Nothing),
    ("GET", "/api/billets/counts", AnyOf(&[ShowTicket]), Nothing),
    ("GET", "/api/billets/{id}", AnyOf(&[ShowTicket]), Billet),
    ("PUT", "/api/billets/{id}", AnyOf(&[EditTicket]), Billet),
    ("DELETE", "/api/billets/{id}", AnyOf(&[DeleteTicket]), Billet),
    ("POST", "/api/billets/{id}/status", AnyOf(&[EditTicket]), Billet),
    ("POST", "/api/billets/{id}/invoices", AnyOf(&[AddInvoice]), Billet),
    ("GET", "/api/my/billets", AnyOf(&[ShowMyExpeditions]), Nothing),
    ("GET", "/api/my/billets/{id}", AnyOf(&[ShowMyExpeditions]), Billet),
    ("GET", "/api/beneficiaries", AnyOf(&[ShowExpense, AddExpense, EditExpense]), Nothing),
    ("POST", "/api/beneficiaries", AnyOf(&[AddExpense]), Nothing),
    ("GET", "/api/typedepenses", AnyOf(&[ShowExpense, AddExpense, EditExpense]), Nothing),
    ("POST", "/api/typedepenses", AnyOf(&[AddExpense]), Nothing),
    ("PUT", "/api/typedepenses/{id}", AnyOf(&[EditExpense]), TypeDepense),
    ("DELETE", "/api/typedepenses/{id}", AnyOf(&[DeleteExpense]), TypeDepense),
    ("GET", "/api/depenses", AnyOf(&[ShowExpense]), Nothing),
    ("POST", "/api/depenses", AnyOf(&[AddExpense]), Nothing),
    ("GET", "/api/depenses/manifestId/{id}", AnyOf(&[ShowExpense, ShowManifest]), Manifest),
    ("GET", "/api/depenses/{id}", AnyOf(&[ShowExpense]), Depense),
    ("PUT", "/api/depenses/{id}", AnyOf(&[EditExpense]), Depense),
    ("DELETE", "/api/depenses/{id}", AnyOf(&[DeleteExpense]), Depense),
    ("GET", "/api/dashboard", AnyOf(&[ShowDashboard]), Nothing),
    ("GET", "/api/reports/{name}", AnyOf(&[ShowReport]), ReportName),
];

/// Routes outside the API document: the document itself and its viewer.
const UNDOCUMENTED: &[&str] = &["/api/openapi.json", "/api/docs"];

#[tokio::test]
async fn every_route_is_in_the_matrix() {
    let app = spawn_app().await;
    let doc = json_of(app.get("/api/openapi.json").await, StatusCode::OK).await;
    let mut documented = BTreeSet::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for method in item.as_object().unwrap().keys() {
            documented.insert((method.to_uppercase(), path.clone()));
        }
    }
    let listed: BTreeSet<(String, String)> = ROUTES
        .iter()
        .map(|(m, p, _, _)| (m.to_string(), p.to_string()))
        .collect();
    let missing: Vec<_> = documented.difference(&listed).collect();
    let stale: Vec<_> = listed.difference(&documented).collect();
    assert!(
        missing.is_empty(),
        "routes missing from the matrix: {missing:?}"
    );
    assert!(stale.is_empty(), "matrix rows without a route: {stale:?}");
    assert!(
        UNDOCUMENTED
            .iter()
            .all(|p| documented.iter().all(|(_, d)| d != p))
    );
}

#[tokio::test]
async fn every_route_checks_its_permission_both_ways() {
    let app = spawn_app().await;
    for (method, template, needs, target) in ROUTES {
        let method: Method = method.parse().unwrap();
        match needs {
            Public => {
                let r = request(&app, &method, template, *target, None).await;
                assert_ne!(r.status(), StatusCode::UNAUTHORIZED, "{method} {template}");
                assert_ne!(r.status(), StatusCode::FORBIDDEN, "{method} {template}");
            }
            Session => {
                let r = request(&app, &method, template, *target, None).await;
                assert_eq!(
                    r.status(),
                    StatusCode::UNAUTHORIZED,
                    "{method} {template} anonymous"
                );
                let member = app.member_with(&[]).await;
                let r = request(&app, &method, template, *target, Some(&member.token)).await;
                assert_ne!(
                    r.status(),
                    StatusCode::UNAUTHORIZED,
                    "{method} {template} signed in"
                );
                assert_ne!(
                    r.status(),
                    StatusCode::FORBIDDEN,
                    "{method} {template} signed in"
                );
            }
            AnyOf(permissions) => {
                let r = request(&app, &method, template, *target, None).await;
                assert_eq!(
                    r.status(),
                    StatusCode::UNAUTHORIZED,
                    "{method} {template} anonymous"
                );

                let names: Vec<&str> = permissions.iter().map(|p| p.as_str()).collect();
                let without = app.member_without(&names).await;
                let r = request(&app, &method, template, *target, Some(&without.token)).await;
                let status = r.status();
                let body: Value = r.json().await.unwrap_or_default();
                assert_eq!(
                    status,
                    StatusCode::FORBIDDEN,
                    "{method} {template} without {permissions:?}: {body}"
                );
                assert_eq!(body["code"], "forbidden");

                for permission in *permissions {
                    let with = app.member_with(&[permission.as_str()]).await;
                    let r = request(&app, &method, template, *target, Some(&with.token)).await;
                    let status = r.status();
                    let body = r.text().await.unwrap();
                    // A manifest of other branches is refused with its own code: the
                    // permission itself was granted.
                    let other_branch = body.contains("\"other_branch\"");
                    assert!(
                        (status != StatusCode::FORBIDDEN || other_branch)
                            && status != StatusCode::UNAUTHORIZED,
                        "{method} {template} with {permission}: {status} {body}"
                    );
                    assert!(
                        status.as_u16() < 500,
                        "{method} {template}: {status} {body}"
                    );
                }
            }
        }
    }
}

async fn request(
    app: &TestApp,
    method: &Method,
    template: &str,
    target: Target,
    token: Option<&str>,
) -> reqwest::Response {
    let path = match target {
        Nothing => template
            .replace("{name}", "0123456789abcdef0123456789abcdef.jpg")
            .replace("{code}", "cd")
            .replace("{region}", "Kinshasa"),
        ReportName => template.replace("{name}", "receivables"),
        Staff => {
            let driver = app.profile_id("chauffeur").await;
            let id = app.person_with_profile(driver, "Cible Chauffeur").await;
            template.replace("{id}", &id.to_string())
        }
        Profile => {
            let profile = app.member_with(&[]).await.profile_id;
            // Its member holds it: give them another so the profile is free to delete.
            let externe = app.profile_id("externe").await;
            sqlx::query("UPDATE users SET profile_id = $1 WHERE profile_id = $2")
                .bind(externe)
                .bind(profile)
                .execute(app.db.pool())
                .await
                .unwrap();
            template.replace("{id}", &profile.to_string())
        }
        Expedition | Parcel | Invoice => {
            let counter = fixtures::counter(app).await;
            let x = fixtures::register(app, &counter, json!(5)).await;
            let id = match target {
                Expedition => x["id"].clone(),
                Parcel => x["packags"][0]["id"].clone(),
                _ => x["invoices"][0]["id"].clone(),
            };
            template.replace("{id}", &id.to_string())
        }
        Billet => {
            let yard = fixtures::yard(app).await;
            let m = fixtures::open_manifest(app, &yard).await;
            let b = fixtures::billet(app, &yard.c.admin, m["id"].as_i64().unwrap()).await;
            template.replace("{id}", &b["id"].to_string())
        }
        Waybill | WaybillLine | Manifest => {
            let yard = fixtures::yard(app).await;
            let id = if let Manifest = target {
                let (_, w) = fixtures::loaded_waybill(app, &yard).await;
                let line = w["waybilldetails"][0]["id"].as_i64().unwrap();
                fixtures::create_manifest(app, &yard, &[(line, 1)]).await["id"].clone()
            } else {
                let x = fixtures::register(app, &yard.c, json!(5)).await;
                let parcel = x["packags"][0]["id"].as_i64().unwrap();
                let w = fixtures::create_waybill(app, &yard, &[(parcel, 1)]).await;
                match target {
                    Waybill => w["id"].clone(),
                    _ => w["waybilldetails"][0]["id"].clone(),
                }
            };
            template.replace("{id}", &id.to_string())
        }
        TypeDepense | Depense => {
            let admin = app.admin_token().await;
            let id = match target {
                TypeDepense => fixtures::expense_type(app, &admin, &short_id(), false).await,
                _ => fixtures::expense(app, &admin).await["id"].as_i64().unwrap(),
            };
            template.replace("{id}", &id.to_string())
        }
        Component | Piece | Inspection | Document | Logbook | Entry => {
            let admin = app.admin_token().await;
            let registration = format!("9Q-{}", short_id());
            let plane = fixtures::aircraft(app, &admin, &registration).await;
            let id = match target {
                Component => {
                    fixtures::component(app, &admin, &short_id(), "2026-01-01", Some((plane, 2, 1)))
                        .await
                }
                Piece => fixtures::piece(app, &admin, plane, "2026-01-01").await,
                Inspection => fixtures::inspection(app, &admin, plane).await,
                Document => fixtures::document(app, &admin, plane).await["id"]
                    .as_i64()
                    .unwrap(),
                Logbook => fixtures::logbook(app, &admin, &registration).await,
                _ => {
                    let book = fixtures::logbook(app, &admin, &registration).await;
                    let pilot = fixtures::pilot(app).await;
                    let body = fixtures::entry_body("2026-02-01", 90, 1, pilot);
                    fixtures::entry(app, &admin, book, &body).await["id"]
                        .as_i64()
                        .unwrap()
                }
            };
            template.replace("{id}", &id.to_string())
        }
        Branch | Price | Vehicle | TypeArticle | Article | Aircraft => {
            let admin = app.admin_token().await;
            let id = match target {
                Branch => fixtures::branch(app, &admin, &short_id()).await,
                Price => fixtures::route(app, &admin).await,
                Vehicle => fixtures::vehicle(app, &admin, &short_id()).await,
                TypeArticle => fixtures::article_type(app, &admin, &short_id()).await,
                Article => fixtures::article(app, &admin, &short_id(), None).await,
                _ => fixtures::aircraft(app, &admin, &short_id()).await,
            };
            template.replace("{id}", &id.to_string())
        }
    };
    let body = (method == Method::POST || method == Method::PUT).then(|| json!({}));
    app.send(method.clone(), &path, token, body.as_ref()).await
}

/// The web generates its permission type from the document: the catalogue is one string enum,
/// and every list of permission names points at it.
#[tokio::test]
async fn the_document_publishes_the_catalogue_as_one_enum() {
    let app = spawn_app().await;
    let doc = json_of(app.get("/api/openapi.json").await, StatusCode::OK).await;
    let schemas = &doc["components"]["schemas"];
    let schema = &schemas["Permission"];
    assert_eq!(schema["type"], "string");
    let names: Vec<&str> = schema["enum"]
        .as_array()
        .expect("an enum")
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    let catalogue: Vec<&str> = Permission::ALL.iter().map(|p| p.as_str()).collect();
    assert_eq!(names, catalogue);
    let reference = json!("#/components/schemas/Permission");
    for answer in ["LoginResponse", "SessionResponse"] {
        let list = &schemas[answer]["properties"]["permissions"];
        assert_eq!(list["type"], "array", "{answer}");
        assert_eq!(list["items"]["$ref"], reference, "{answer}");
    }
    assert_eq!(
        schemas["CatalogueEntry"]["properties"]["name"]["$ref"],
        reference
    );
}

/// A name in the database that the server does not know (added by hand, or left by a newer
/// version) grants nothing and breaks nothing: its holders still work, and no list shows it.
#[tokio::test]
async fn an_unknown_permission_in_the_database_grants_nothing() {
    let app = spawn_app().await;
    let member = app.member_with(&[ShowProfile.as_str()]).await;
    let unknown: i64 =
        sqlx::query_scalar("INSERT INTO permissions (name) VALUES ('afficher tout') RETURNING id")
            .fetch_one(app.db.pool())
            .await
            .unwrap();
    sqlx::query("INSERT INTO profile_permissions (profile_id, permission_id) VALUES ($1, $2)")
        .bind(member.profile_id)
        .bind(unknown)
        .execute(app.db.pool())
        .await
        .unwrap();

    let session = json_of(
        app.get_as("/api/token", &member.token).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(session["permissions"], json!([ShowProfile.as_str()]));
    let catalogue = json_of(
        app.get_as("/api/permissions", &member.token).await,
        StatusCode::OK,
    )
    .await;
    let names: Vec<&str> = catalogue["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    let known: Vec<&str> = Permission::ALL.iter().map(|p| p.as_str()).collect();
    assert_eq!(names, known);
    let admin = app.admin_token().await;
    let session = json_of(app.get_as("/api/token", &admin).await, StatusCode::OK).await;
    assert_eq!(session["permissions"], json!(known));
}
