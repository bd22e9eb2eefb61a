//! /api/profiles and /api/permissions.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{TestApp, json_of, spawn_app};

async fn permission_ids(app: &TestApp, token: &str, names: &[&str]) -> Vec<i64> {
    let all = json_of(app.get_as("/api/permissions", token).await, StatusCode::OK).await;
    names
        .iter()
        .map(|n| {
            all["items"]
                .as_array()
                .unwrap()
                .iter()
                .find(|p| p["name"] == *n)
                .unwrap_or_else(|| panic!("{n}"))["id"]
                .as_i64()
                .unwrap()
        })
        .collect()
}

#[tokio::test]
async fn the_catalogue_is_listed() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let all = json_of(app.get_as("/api/permissions", &admin).await, StatusCode::OK).await;
    // 19 resources × 4 actions, 9 others, the 3 ticket actions of migration 0012 and
    // 'afficher systeme' of migration 0020.
    assert_eq!(all["total"], 89);
}

#[tokio::test]
async fn profiles_are_listed_with_counts_but_never_the_super_user() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let list = json_of(
        app.get_as("/api/profiles?per_page=100", &admin).await,
        StatusCode::OK,
    )
    .await;
    let names: Vec<&str> = list["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Client", "Chauffeur", "Pilote", "Externe"]);
    assert!(
        list["items"]
            .as_array()
            .unwrap()
            .iter()
            .all(|p| p["fixed"] == true)
    );
    assert_eq!(list["items"][0]["users"], 0);
    assert_eq!(
        list["items"][0]["profilepermissions"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
    let paged = json_of(app.get_as("/api/profiles", &admin).await, StatusCode::OK).await;
    assert_eq!(paged["per_page"], 5);
    assert_eq!(paged["total"], 4);
}

#[tokio::test]
async fn a_profile_is_created_edited_and_deleted() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let ids = permission_ids(&app, &admin, &["afficher client", "ajouter client"]).await;
    let r = app
        .post_as(
            "/api/profiles",
            &admin,
            &json!({"name": "Agent", "permissionId": [{"permissionId": ids[0]}, ids[1], ids[1]]}),
        )
        .await;
    let created = json_of(r, StatusCode::CREATED).await;
    assert_eq!(created["msg"], "Profil créé");
    let profile = &created["data"];
    assert_eq!(profile["fixed"], false);
    assert_eq!(
        profile["profilepermissions"].as_array().unwrap().len(),
        2,
        "duplicates dropped"
    );

    let path = format!("/api/profiles/{}", profile["id"]);
    let r = app.put_as(&path, &admin, &json!({"name": "Agent de comptoir", "permissionId": [ids[0]], "updatedAt": profile["updatedAt"]})).await;
    let saved = json_of(r, StatusCode::OK).await;
    assert_eq!(saved["data"]["name"], "Agent de comptoir");
    assert_eq!(
        saved["data"]["profilepermissions"],
        json!([{"permissionId": ids[0]}])
    );
    let stale = app
        .put_as(
            &path,
            &admin,
            &json!({"name": "X", "permissionId": [], "updatedAt": profile["updatedAt"]}),
        )
        .await;
    assert_eq!(stale.status(), StatusCode::CONFLICT);

    let r = app.delete_as(&path, &admin).await;
    assert_eq!(json_of(r, StatusCode::OK).await["msg"], "Profil supprimé");
    assert_eq!(
        app.delete_as(&path, &admin).await.status(),
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn names_are_unique_and_required() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let r = app
        .post_as("/api/profiles", &admin, &json!({"name": "client"}))
        .await;
    assert_eq!(r.status(), StatusCode::CREATED, "names differ by case");
    let r = app
        .post_as("/api/profiles", &admin, &json!({"name": "Client"}))
        .await;
    assert_eq!(
        json_of(r, StatusCode::CONFLICT).await["msg"],
        "Un profil porte déjà ce nom"
    );
    let r = app
        .post_as(
            "/api/profiles",
            &admin,
            &json!({"name": " ", "permissionId": []}),
        )
        .await;
    assert_eq!(
        json_of(r, StatusCode::BAD_REQUEST).await["fields"]["name"],
        "Ce champ est obligatoire"
    );
    let r = app
        .post_as(
            "/api/profiles",
            &admin,
            &json!({"name": "X", "permissionId": [99999]}),
        )
        .await;
    assert!(
        json_of(r, StatusCode::UNPROCESSABLE_ENTITY).await["fields"]
            .get("permissionId")
            .is_some()
    );
    let r = app
        .post_as(
            "/api/profiles",
            &admin,
            &json!({"name": "X", "permissionId": "all"}),
        )
        .await;
    assert!(
        json_of(r, StatusCode::BAD_REQUEST).await["fields"]
            .get("permissionId")
            .is_some()
    );
}

#[tokio::test]
async fn fixed_profiles_keep_their_name_and_stay() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let list = json_of(app.get_as("/api/profiles", &admin).await, StatusCode::OK).await;
    let driver: Value = list["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["code"] == "chauffeur")
        .unwrap()
        .clone();
    let path = format!("/api/profiles/{}", driver["id"]);
    let rename = app
        .put_as(
            &path,
            &admin,
            &json!({"name": "Conducteur", "permissionId": [], "updatedAt": driver["updatedAt"]}),
        )
        .await;
    assert_eq!(
        json_of(rename, StatusCode::CONFLICT).await["msg"],
        "Ce profil fixe ne peut être ni renommé ni supprimé"
    );
    let ids = permission_ids(
        &app,
        &admin,
        &["afficher mes bordereaux", "afficher vehicule"],
    )
    .await;
    let regrant = app
        .put_as(
            &path,
            &admin,
            &json!({"name": "Chauffeur", "permissionId": ids, "updatedAt": driver["updatedAt"]}),
        )
        .await;
    assert_eq!(
        regrant.status(),
        StatusCode::OK,
        "their permissions can change"
    );
    assert_eq!(
        app.delete_as(&path, &admin).await.status(),
        StatusCode::CONFLICT
    );
    let superuser = app.profile_id("superuser").await;
    assert_eq!(
        app.delete_as(&format!("/api/profiles/{superuser}"), &admin)
            .await
            .status(),
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn a_profile_in_use_is_not_deleted() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let member = app.member_with(&["afficher client"]).await;
    app.person_with_profile(member.profile_id, "Deuxième").await;
    let r = app
        .delete_as(&format!("/api/profiles/{}", member.profile_id), &admin)
        .await;
    assert_eq!(
        json_of(r, StatusCode::CONFLICT).await["msg"],
        "Ce profil est attribué à 2 personnes : changez-leur de profil d'abord"
    );
}

#[tokio::test]
async fn nobody_grants_permissions_they_lack_even_to_their_own_profile() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let manager = app
        .member_with(&["afficher profil", "ajouter profil", "modifier profil"])
        .await;
    let ids = permission_ids(&app, &admin, &["afficher profil", "admin"]).await;
    let r = app
        .post_as(
            "/api/profiles",
            &manager.token,
            &json!({"name": "Chefs", "permissionId": ids}),
        )
        .await;
    assert_eq!(
        json_of(r, StatusCode::FORBIDDEN).await["msg"],
        "Permission requise : « admin »"
    );
    let own = json_of(
        app.get_as("/api/profiles?per_page=100", &manager.token)
            .await,
        StatusCode::OK,
    )
    .await;
    let mine = own["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["id"] == manager.profile_id)
        .unwrap()
        .clone();
    let r = app
        .put_as(
            &format!("/api/profiles/{}", manager.profile_id),
            &manager.token,
            &json!({"name": mine["name"], "permissionId": ids, "updatedAt": mine["updatedAt"]}),
        )
        .await;
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    let tokens = json_of(
        app.get_as("/api/token", &manager.token).await,
        StatusCode::OK,
    )
    .await;
    assert!(
        !tokens["permissions"]
            .as_array()
            .unwrap()
            .contains(&json!("admin"))
    );
}

/// Nobody edits a profile that grants what they lack, not even to strip it; and the Client
/// profile every visitor who registers gets only ever grants the 'afficher mes …' screens.
#[tokio::test]
async fn a_profile_more_powerful_than_its_editor_stays_as_it_is() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let editor = app
        .member_with(&["afficher profil", "modifier profil"])
        .await;
    let ids = permission_ids(&app, &admin, &["afficher profil", "admin"]).await;
    let created = json_of(
        app.post_as(
            "/api/profiles",
            &admin,
            &json!({"name": "Direction", "permissionId": ids}),
        )
        .await,
        StatusCode::CREATED,
    )
    .await["data"]
        .clone();
    // Stripping `admin` from it is acting on something more powerful than oneself.
    let only_show = permission_ids(&app, &admin, &["afficher profil"]).await;
    let r = app
        .put_as(
            &format!("/api/profiles/{}", created["id"]),
            &editor.token,
            &json!({"name": "Direction", "permissionId": only_show, "updatedAt": created["updatedAt"]}),
        )
        .await;
    assert_eq!(
        json_of(r, StatusCode::FORBIDDEN).await["msg"],
        "Permission requise : « admin »"
    );

    // The Client profile cannot be widened, not even by the super user.
    let all = json_of(
        app.get_as("/api/profiles?per_page=100", &admin).await,
        StatusCode::OK,
    )
    .await;
    let client = all["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "Client")
        .unwrap()
        .clone();
    let widened = permission_ids(
        &app,
        &admin,
        &["afficher mes expeditions", "afficher client"],
    )
    .await;
    let r = app
        .put_as(
            &format!("/api/profiles/{}", client["id"]),
            &admin,
            &json!({"name": "Client", "permissionId": widened, "updatedAt": client["updatedAt"]}),
        )
        .await;
    assert!(
        json_of(r, StatusCode::CONFLICT).await["msg"]
            .as_str()
            .unwrap()
            .contains("profil Client")
    );
    let own = permission_ids(
        &app,
        &admin,
        &["afficher mes expeditions", "afficher mes bordereaux"],
    )
    .await;
    let r = app
        .put_as(
            &format!("/api/profiles/{}", client["id"]),
            &admin,
            &json!({"name": "Client", "permissionId": own, "updatedAt": client["updatedAt"]}),
        )
        .await;
    json_of(r, StatusCode::OK).await;
}
