//! Nobody acts on a person more powerful than themselves, and a client's credentials are theirs:
//! every way of changing someone else (issue 10, finding 3), refused and allowed.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::{
    fixtures,
    helpers::{Member, TestApp, json_of, short_id, spawn_app},
};

const MANAGER: &[&str] = &[
    "afficher personnel",
    "modifier personnel",
    "supprimer personnel",
    "afficher client",
    "modifier client",
    "supprimer client",
];

/// A person with a password and a phone, holding `profile_id`, made by the super user.
async fn person(app: &TestApp, admin: &str, profile_id: i64, password: &str) -> Value {
    let tel = format!("08{:08}", rand_digits());
    let body = json!({"name": format!("Cible {}", short_id()), "tel": tel, "profileId": profile_id, "password": password});
    json_of(
        app.post_as("/api/users", admin, &body).await,
        StatusCode::CREATED,
    )
    .await["data"]
        .clone()
}

fn rand_digits() -> u32 {
    use std::sync::atomic::{AtomicU32, Ordering};
    static N: AtomicU32 = AtomicU32::new(0);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .subsec_nanos();
    (nanos % 1_000_000) * 100 + N.fetch_add(1, Ordering::SeqCst) % 100
}

/// The edit body of `target` as seen now, with `change` applied on top.
fn edit(target: &Value, change: &Value) -> Value {
    let mut body = json!({
        "name": target["name"], "email": target["email"], "tel": target["tel"],
        "updatedAt": target["updatedAt"],
    });
    for (k, v) in change.as_object().unwrap() {
        body[k] = v.clone();
    }
    body
}

/// Every way in: (name, the body change; `None` means deleting them). E-mails and phones are
/// new at each call, so one change can be tried on several people.
async fn ways_in(app: &TestApp, admin: &str) -> Vec<(&'static str, Option<Value>)> {
    let branch = fixtures::branch(app, admin, &short_id()).await;
    let driver = app.profile_id("chauffeur").await;
    vec![
        ("password", Some(json!({"password": "Nouveau secret 2026"}))),
        ("email", Some(json!({"email": "fresh"}))),
        ("tel", Some(json!({"tel": "fresh"}))),
        ("status", Some(json!({"status": 0}))),
        ("profile", Some(json!({"profileId": driver}))),
        ("branch", Some(json!({"extensionId": branch}))),
        ("delete", None),
    ]
}

/// `change` with any "fresh" e-mail or phone replaced by one nobody has.
fn fresh(change: &Value) -> Value {
    let mut change = change.clone();
    if change.get("email").is_some() {
        change["email"] = json!(format!("{}@pris.cd", short_id().to_lowercase()));
    }
    if change.get("tel").is_some() {
        change["tel"] = json!(format!("09{:08}", rand_digits()));
    }
    change
}

async fn act(
    app: &TestApp,
    actor: &Member,
    target: &Value,
    change: &Option<Value>,
) -> reqwest::Response {
    let path = format!("/api/users/{}", target["id"]);
    match change {
        Some(change) => {
            app.put_as(&path, &actor.token, &edit(target, &fresh(change)))
                .await
        }
        None => app.delete_as(&path, &actor.token).await,
    }
}

#[tokio::test]
async fn a_manager_cannot_reset_an_admins_password() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let manager = app
        .member_with(&["afficher personnel", "modifier personnel"])
        .await;
    let admins = app.member_with(&["admin"]).await;
    let target = person(&app, &admin, admins.profile_id, "Ancien secret 2026").await;
    let tel = target["tel"].as_str().unwrap();

    let body = edit(&target, &json!({"password": "Pris en main 2026"}));
    let r = app
        .put_as(
            &format!("/api/users/{}", target["id"]),
            &manager.token,
            &body,
        )
        .await;
    let answer = json_of(r, StatusCode::FORBIDDEN).await;
    assert_eq!(answer["code"], "forbidden");
    assert_eq!(
        answer["msg"],
        "Cette personne détient la permission « admin », que vous n'avez pas : vous ne pouvez pas la modifier"
    );
    assert_eq!(
        app.login(tel, "Pris en main 2026").await.status(),
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        app.login(tel, "Ancien secret 2026").await.status(),
        StatusCode::OK,
        "the old password still signs in"
    );
}

#[tokio::test]
async fn every_way_in_is_refused_on_someone_more_powerful_and_allowed_on_an_equal() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let manager = app.member_with(MANAGER).await;
    let mut stronger: Vec<&str> = MANAGER.to_vec();
    stronger.push("admin");
    let strong = app.member_with(&stronger).await;
    let equal = app.member_with(MANAGER).await;
    let weaker = app
        .member_with(&["afficher personnel", "afficher mes bordereaux"])
        .await;
    for (way, change) in ways_in(&app, &admin).await {
        let target = person(&app, &admin, strong.profile_id, "Fort secret 2026").await;
        let r = act(&app, &manager, &target, &change).await;
        let body = json_of(r, StatusCode::FORBIDDEN).await;
        assert!(
            body["msg"].as_str().unwrap().contains("« admin »"),
            "{way}: {body}"
        );
        // Nothing changed.
        let now = json_of(
            app.get_as(&format!("/api/users/{}", target["id"]), &admin)
                .await,
            StatusCode::OK,
        )
        .await;
        assert_eq!(now["updatedAt"], target["updatedAt"], "{way}");
        assert_eq!(
            app.login(target["tel"].as_str().unwrap(), "Fort secret 2026")
                .await
                .status(),
            StatusCode::OK,
            "{way}"
        );

        for profile in [equal.profile_id, weaker.profile_id] {
            let target = person(&app, &admin, profile, "Egal secret 2026").await;
            let r = act(&app, &manager, &target, &change).await;
            let status = r.status();
            let text = r.text().await.unwrap();
            assert_eq!(
                status,
                StatusCode::OK,
                "{way} on an equal or weaker: {text}"
            );
        }
    }
}

#[tokio::test]
async fn only_a_super_user_acts_on_a_super_user() {
    let app = spawn_app().await;
    let manager = app.member_without(&[]).await;
    let superuser = app.profile_id("superuser").await;
    let other = app.person_with_profile(superuser, "Autre super").await;
    // Super users are hidden from everyone else: acting on them is not even possible to aim.
    let r = app
        .put_as(
            &format!("/api/users/{other}"),
            &manager.token,
            &json!({"name": "X", "password": "Pris en main 2026", "updatedAt": "x"}),
        )
        .await;
    assert_eq!(r.status(), StatusCode::NOT_FOUND);
    let r = app
        .delete_as(&format!("/api/users/{other}"), &manager.token)
        .await;
    assert_eq!(r.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_clients_credentials_are_changed_only_by_the_client_or_a_super_user() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let manager = app.member_with(MANAGER).await;
    let client_profile = app.profile_id("client").await;
    let ways = ways_in(&app, &admin).await;
    for (way, change) in &ways[..3] {
        let client = person(&app, &admin, client_profile, "Client secret 2026").await;
        let r = act(&app, &manager, &client, change).await;
        assert_eq!(
            json_of(r, StatusCode::FORBIDDEN).await["msg"],
            "Seul le client (ou un super utilisateur) peut changer son mot de passe, son e-mail ou son téléphone",
            "{way}"
        );
        assert_eq!(
            app.login(client["tel"].as_str().unwrap(), "Client secret 2026")
                .await
                .status(),
            StatusCode::OK,
            "{way}"
        );
        // The super user may.
        let r = app
            .put_as(
                &format!("/api/users/{}", client["id"]),
                &admin,
                &edit(&client, &fresh(change.as_ref().unwrap())),
            )
            .await;
        assert_eq!(r.status(), StatusCode::OK, "{way} by the super user");
    }
    // The rest of a client's record stays the desk's to keep, and so do status and removal.
    let client = person(&app, &admin, client_profile, "Client secret 2026").await;
    let r = act(
        &app,
        &manager,
        &client,
        &Some(json!({"name": "Nom corrigé", "adress": "Avenue du Lac 3"})),
    )
    .await;
    let saved = json_of(r, StatusCode::OK).await["data"].clone();
    let r = act(&app, &manager, &saved, &Some(json!({"status": 0}))).await;
    assert_eq!(r.status(), StatusCode::OK);
    let r = act(&app, &manager, &saved, &None).await;
    assert_eq!(r.status(), StatusCode::OK);
    // And the client changes their own password through /api/me.
    let client = person(&app, &admin, client_profile, "Client secret 2026").await;
    let token = app.session_for(client["id"].as_i64().unwrap()).await;
    let r = app
        .put_as(
            "/api/me",
            &token,
            &json!({"name": client["name"], "tel": client["tel"], "updatedAt": client["updatedAt"],
                "password": "Nouveau secret 2026", "conf_password": "Nouveau secret 2026",
                "current_password": "Client secret 2026"}),
        )
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(
        app.login(client["tel"].as_str().unwrap(), "Nouveau secret 2026")
            .await
            .status(),
        StatusCode::OK
    );
}

#[tokio::test]
async fn ones_own_password_changes_only_on_ones_profile() {
    let app = spawn_app().await;
    let manager = app.member_with(MANAGER).await;
    let me = json_of(
        app.get_as(&format!("/api/users/{}", manager.id), &manager.token)
            .await,
        StatusCode::OK,
    )
    .await;
    let r = app
        .put_as(
            &format!("/api/users/{}", manager.id),
            &manager.token,
            &edit(&me, &json!({"password": "Pris en main 2026"})),
        )
        .await;
    let body = json_of(r, StatusCode::CONFLICT).await;
    assert!(
        body["msg"].as_str().unwrap().contains("Mon profil"),
        "{body}"
    );
    // The rest of one's own record still changes there.
    let r = app
        .put_as(
            &format!("/api/users/{}", manager.id),
            &manager.token,
            &edit(&me, &json!({"name": "Nom corrigé"})),
        )
        .await;
    assert_eq!(r.status(), StatusCode::OK);
}

/// A manager resets the password of a peer of their own branch, not of another branch (or they
/// could sign in as that branch's manager); `admin` may anywhere.
#[tokio::test]
async fn a_peer_s_password_is_reset_from_their_branch_only() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let manager = app.member_with(MANAGER).await;
    let target = person(&app, &admin, manager.profile_id, "Ancien secret 2026").await;
    let (here, there) = (
        fixtures::branch(&app, &admin, &short_id()).await,
        fixtures::branch(&app, &admin, &short_id()).await,
    );
    for (id, branch) in [(manager.id, here), (target["id"].as_i64().unwrap(), there)] {
        sqlx::query("UPDATE users SET extension_id = $1 WHERE id = $2")
            .bind(branch)
            .bind(id)
            .execute(app.db.pool())
            .await
            .unwrap();
    }
    let target = json_of(
        app.get_as(&format!("/api/users/{}", target["id"]), &admin)
            .await,
        StatusCode::OK,
    )
    .await;
    let path = format!("/api/users/{}", target["id"]);
    let reset = edit(&target, &json!({"password": "Pris en main 2026"}));
    let answer = json_of(
        app.put_as(&path, &manager.token, &reset).await,
        StatusCode::FORBIDDEN,
    )
    .await;
    assert!(
        answer["msg"]
            .as_str()
            .unwrap()
            .contains("depuis son agence"),
        "{answer}"
    );
    // Their details other than how they sign in may still be kept up to date.
    let renamed = edit(&target, &json!({"name": "Cible renommée"}));
    json_of(
        app.put_as(&path, &manager.token, &renamed).await,
        StatusCode::OK,
    )
    .await;
    // The same peer moved to the manager's branch: reset.
    sqlx::query("UPDATE users SET extension_id = $1 WHERE id = $2")
        .bind(here)
        .bind(target["id"].as_i64().unwrap())
        .execute(app.db.pool())
        .await
        .unwrap();
    let target = json_of(app.get_as(&path, &admin).await, StatusCode::OK).await;
    let reset = edit(&target, &json!({"password": "Pris en main 2026"}));
    json_of(
        app.put_as(&path, &manager.token, &reset).await,
        StatusCode::OK,
    )
    .await;
}
