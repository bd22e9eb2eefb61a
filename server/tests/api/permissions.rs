//! The permission matrix: every route of the router with what it needs, checked both ways.
//! A route missing from this table fails the test, so every new route must join it.

use std::collections::BTreeSet;

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use soute::domain::permissions;

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
    AnyOf(&'static [&'static str]),
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
}

use Needs::*;
use Target::*;

#[rustfmt::skip]
const ROUTES: &[(&str, &str, Needs, Target)] = &[
    ("GET", "/api/health", Public, Nothing),
    ("GET", "/api/audit", AnyOf(&["admin"]), Nothing),
    ("GET", "/api/site", Public, Nothing),
    ("POST", "/api/login", Public, Nothing),
    ("POST", "/api/register", Public, Nothing),
    ("GET", "/api/countries", Public, Nothing),
    ("GET", "/api/countries/{code}", Public, Nothing),
    ("GET", "/api/countries/{code}/{region}", Public, Nothing),
    ("GET", "/api/contacts", Public, Nothing),
    ("POST", "/api/contacts", Public, Nothing),
    ("GET", "/api/token", Session, Nothing),
    ("POST", "/api/logout", Session, Nothing),
    ("PUT", "/api/me", Session, Nothing),
    ("POST", "/api/me/avatar", Session, Nothing),
    ("GET", "/api/files/{name}", Session, Nothing),
    ("GET", "/api/users", AnyOf(&["afficher personnel", "afficher client"]), Nothing),
    ("POST", "/api/users", AnyOf(&["ajouter personnel", "ajouter client"]), Nothing),
    ("GET", "/api/users/counts", AnyOf(&["afficher personnel", "afficher client"]), Nothing),
    ("GET", "/api/users/{id}", AnyOf(&["afficher personnel"]), Staff),
    ("PUT", "/api/users/{id}", AnyOf(&["modifier personnel"]), Staff),
    ("DELETE", "/api/users/{id}", AnyOf(&["supprimer personnel"]), Staff),
    ("GET", "/api/drivers", AnyOf(&["afficher personnel", "ajouter bordereau", "modifier bordereau"]), Nothing),
    ("GET", "/api/pilots", AnyOf(&["afficher personnel", "ajouter manifeste", "modifier manifeste"]), Nothing),
    ("GET", "/api/profiles", AnyOf(&["afficher profil"]), Nothing),
    ("POST", "/api/profiles", AnyOf(&["ajouter profil"]), Nothing),
    ("PUT", "/api/profiles/{id}", AnyOf(&["modifier profil"]), Profile),
    ("DELETE", "/api/profiles/{id}", AnyOf(&["supprimer profil"]), Profile),
    ("GET", "/api/permissions", AnyOf(&["afficher profil"]), Nothing),
    ("GET", "/api/extensions", AnyOf(permissions::BRANCH_READERS), Nothing),
    ("POST", "/api/extensions", AnyOf(&["ajouter extension"]), Nothing),
    ("GET", "/api/extensions/{id}", AnyOf(permissions::BRANCH_READERS), Branch),
    ("PUT", "/api/extensions/{id}", AnyOf(&["modifier extension"]), Branch),
    ("DELETE", "/api/extensions/{id}", AnyOf(&["supprimer extension"]), Branch),
    ("GET", "/api/prices", AnyOf(permissions::PRICE_READERS), Nothing),
    ("POST", "/api/prices", AnyOf(&["ajouter prix"]), Nothing),
    ("GET", "/api/prices/{id}", AnyOf(permissions::PRICE_READERS), Price),
    ("PUT", "/api/prices/{id}", AnyOf(&["modifier prix"]), Price),
    ("DELETE", "/api/prices/{id}", AnyOf(&["supprimer prix"]), Price),
    ("GET", "/api/vehicles", AnyOf(permissions::VEHICLE_READERS), Nothing),
    ("POST", "/api/vehicles", AnyOf(&["ajouter vehicule"]), Nothing),
    ("PUT", "/api/vehicles/{id}", AnyOf(&["modifier vehicule"]), Vehicle),
    ("DELETE", "/api/vehicles/{id}", AnyOf(&["supprimer vehicule"]), Vehicle),
    ("GET", "/api/typearticles", AnyOf(permissions::ARTICLE_READERS), Nothing),
    ("POST", "/api/typearticles", AnyOf(&["ajouter article"]), Nothing),
    ("PUT", "/api/typearticles/{id}", AnyOf(&["modifier article"]), TypeArticle),
    ("DELETE", "/api/typearticles/{id}", AnyOf(&["supprimer article"]), TypeArticle),
    ("GET", "/api/articles", AnyOf(permissions::ARTICLE_READERS), Nothing),
    ("POST", "/api/articles", AnyOf(&["ajouter article"]), Nothing),
    ("PUT", "/api/articles/{id}", AnyOf(&["modifier article"]), Article),
    ("DELETE", "/api/articles/{id}", AnyOf(&["supprimer article"]), Article),
    ("GET", "/api/planecomposants", AnyOf(permissions::PLANE_READERS), Nothing),
    ("POST", "/api/planecomposants", AnyOf(&["ajouter avion"]), Nothing),
    ("GET", "/api/planecomposants/{id}", AnyOf(permissions::PLANE_READERS), Aircraft),
    ("PUT", "/api/planecomposants/{id}", AnyOf(&["modifier avion"]), Aircraft),
    ("DELETE", "/api/planecomposants/{id}", AnyOf(&["supprimer avion"]), Aircraft),
    ("GET", "/api/contacts/messages", AnyOf(&["afficher client"]), Nothing),
    ("GET", "/api/expeditions", AnyOf(&["afficher expedition"]), Nothing),
    ("POST", "/api/expeditions", AnyOf(&["ajouter expedition"]), Nothing),
    ("GET", "/api/expeditions/counts", AnyOf(&["afficher expedition"]), Nothing),
    ("GET", "/api/expeditions/{id}", AnyOf(&["afficher expedition"]), Expedition),
    ("PUT", "/api/expeditions/{id}", AnyOf(&["modifier expedition"]), Expedition),
    ("DELETE", "/api/expeditions/{id}", AnyOf(&["supprimer expedition"]), Expedition),
    ("POST", "/api/expeditions/{id}/invoices", AnyOf(&["ajouter facture"]), Expedition),
    ("GET", "/api/my/expeditions", AnyOf(&["afficher mes expeditions"]), Nothing),
    ("GET", "/api/my/expeditions/{id}", AnyOf(&["afficher mes expeditions"]), Expedition),
    ("GET", "/api/packags", AnyOf(permissions::PARCEL_READERS), Nothing),
    ("GET", "/api/packags/counts", AnyOf(&["afficher coli"]), Nothing),
    ("GET", "/api/packags/{id}", AnyOf(&["afficher coli", "afficher mes expeditions"]), Parcel),
    ("GET", "/api/invoices", AnyOf(&["afficher facture"]), Nothing),
    ("GET", "/api/invoices/receivables", AnyOf(&["afficher facture"]), Nothing),
    ("GET", "/api/invoices/{id}", AnyOf(&["afficher facture"]), Invoice),
    ("POST", "/api/invoices/{id}/cancel", AnyOf(&["supprimer facture"]), Invoice),
    ("GET", "/api/waybills", AnyOf(&["afficher bordereau"]), Nothing),
    ("POST", "/api/waybills", AnyOf(&["ajouter bordereau"]), Nothing),
    ("GET", "/api/waybills/counts", AnyOf(&["afficher bordereau"]), Nothing),
    ("GET", "/api/waybills/{id}", AnyOf(&["afficher bordereau"]), Waybill),
    ("PUT", "/api/waybills/{id}", AnyOf(&["modifier bordereau"]), Waybill),
    ("DELETE", "/api/waybills/{id}", AnyOf(&["supprimer bordereau"]), Waybill),
    ("POST", "/api/waybills/{id}/validate", AnyOf(&["valider bordereau"]), Waybill),
    ("DELETE", "/api/waybilldetails/{id}", AnyOf(&["modifier bordereau"]), WaybillLine),
    ("GET", "/api/waybilldetails/available", AnyOf(&["ajouter manifeste", "modifier manifeste"]), Nothing),
    ("GET", "/api/my/waybills", AnyOf(&["afficher mes bordereaux"]), Nothing),
    ("GET", "/api/my/waybills/{id}", AnyOf(&["afficher mes bordereaux"]), Waybill),
    ("GET", "/api/manifests", AnyOf(&["afficher manifeste"]), Nothing),
    ("POST", "/api/manifests", AnyOf(&["ajouter manifeste"]), Nothing),
    ("GET", "/api/manifests/counts", AnyOf(&["afficher manifeste"]), Nothing),
    ("GET", "/api/manifests/{id}", AnyOf(&["afficher manifeste"]), Manifest),
    ("PUT", "/api/manifests/{id}", AnyOf(&["modifier manifeste"]), Manifest),
    ("DELETE", "/api/manifests/{id}", AnyOf(&["supprimer manifeste"]), Manifest),
    ("POST", "/api/manifests/{id}/validate", AnyOf(&["valider manifeste"]), Manifest),
    ("POST", "/api/packagdetails", AnyOf(&["modifier manifeste"]), Nothing),
    ("GET", "/api/my/manifests", AnyOf(&["afficher mes manifestes"]), Nothing),
    ("GET", "/api/my/manifests/{id}", AnyOf(&["afficher mes manifestes"]), Manifest),
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

                let without = app.member_without(permissions).await;
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
                    let with = app.member_with(&[permission]).await;
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
