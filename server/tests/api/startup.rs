//! First start: schema, permission catalogue, fixed profiles and the super user.

use soute::{Application, db, domain::permissions::Permission};

use crate::helpers::spawn_app;

#[tokio::test]
async fn the_catalogue_in_the_database_is_the_designed_one() {
    let app = spawn_app().await;
    let names: Vec<String> = sqlx::query_scalar("SELECT name FROM permissions ORDER BY id")
        .fetch_all(app.db.pool())
        .await
        .unwrap();
    let designed: Vec<&str> = Permission::ALL.iter().map(|p| p.as_str()).collect();
    assert_eq!(names, designed);
}

#[tokio::test]
async fn the_fixed_profiles_exist_with_their_screens() {
    let app = spawn_app().await;
    let rows: Vec<(String, String)> = sqlx::query_as(
        "SELECT p.code, pe.name FROM profiles p \
         LEFT JOIN profile_permissions pp ON pp.profile_id = p.id \
         LEFT JOIN permissions pe ON pe.id = pp.permission_id \
         WHERE p.code IN ('client', 'chauffeur', 'pilote') ORDER BY p.id",
    )
    .fetch_all(app.db.pool())
    .await
    .unwrap();
    assert_eq!(
        rows,
        vec![
            (
                "client".to_string(),
                Permission::ShowMyExpeditions.as_str().to_string()
            ),
            (
                "chauffeur".to_string(),
                Permission::ShowMyWaybills.as_str().to_string()
            ),
            (
                "pilote".to_string(),
                Permission::ShowMyManifests.as_str().to_string()
            ),
        ]
    );
    let codes: Vec<String> =
        sqlx::query_scalar("SELECT code FROM profiles WHERE code IS NOT NULL ORDER BY id")
            .fetch_all(app.db.pool())
            .await
            .unwrap();
    assert_eq!(
        codes,
        ["superuser", "client", "chauffeur", "pilote", "externe"]
    );
}

#[tokio::test]
async fn a_second_start_keeps_the_one_super_user_and_the_schema() {
    let app = spawn_app().await;
    let mut config = app.config.clone();
    config.admin_password = None;
    let again = Application::build(config)
        .await
        .expect("restarts on the same database");
    assert_eq!(again.generated_admin_password(), None, "no second admin");
    let count: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM users")
        .fetch_one(app.db.pool())
        .await
        .unwrap();
    assert_eq!(count, 1);
    app.db.migrate().await.expect("migrating twice is harmless");
}

#[tokio::test]
async fn a_generated_admin_password_is_given_once_and_works() {
    let app = spawn_app().await;
    let mut config = app.config.clone();
    config.admin_password = None;
    sqlx::query("DELETE FROM users")
        .execute(app.db.pool())
        .await
        .unwrap();
    let fresh = Application::build(config).await.unwrap();
    let password = fresh
        .generated_admin_password()
        .expect("printed once")
        .to_string();
    assert!(password.len() >= 16);
    let r = app.login("admin", &password).await;
    assert_eq!(r.status(), reqwest::StatusCode::OK);
}

#[tokio::test]
async fn write_transactions_take_the_lock_at_once() {
    let app = spawn_app().await;
    // Two writers that each read then write: with a deferred SQLite transaction one would fail
    // with SQLITE_BUSY_SNAPSHOT; begin_write serializes them instead.
    let run = |db: db::Db| async move {
        let mut tx = db.begin_write().await.unwrap();
        let v: Option<i64> = sqlx::query_scalar("SELECT value FROM counters WHERE kind = 'T'")
            .fetch_optional(&mut *tx)
            .await
            .unwrap();
        match v {
            Some(v) => {
                sqlx::query("UPDATE counters SET value = $1 WHERE kind = 'T'")
                    .bind(v + 1)
                    .execute(&mut *tx)
                    .await
                    .unwrap();
            }
            None => {
                sqlx::query("INSERT INTO counters (kind, value) VALUES ('T', 1)")
                    .execute(&mut *tx)
                    .await
                    .unwrap();
            }
        }
        tx.commit().await.unwrap();
    };
    if app.db.backend() == db::Backend::Sqlite {
        let tasks: Vec<_> = (0..8).map(|_| tokio::spawn(run(app.db.clone()))).collect();
        for t in tasks {
            t.await.unwrap();
        }
        let v: i64 = sqlx::query_scalar("SELECT value FROM counters WHERE kind = 'T'")
            .fetch_one(app.db.pool())
            .await
            .unwrap();
        assert_eq!(v, 8);
    }
}

#[tokio::test]
async fn writers_committed_together_keep_their_own_outcome() {
    let app = spawn_app().await;
    // Sixteen writers at once: the odd ones insert then fail (dropped without commit, or rolled
    // back), the even ones commit. Grouped or not, exactly the even ones' rows remain, and each
    // commit answered only once its row was durable (visible to another connection).
    let run = |db: db::Db, i: i64| async move {
        let mut tx = db.begin_write().await.unwrap();
        sqlx::query("INSERT INTO counters (kind, value) VALUES ($1, $2)")
            .bind(format!("G{i}"))
            .bind(i)
            .execute(&mut *tx)
            .await
            .unwrap();
        match i % 4 {
            1 => drop(tx),
            3 => tx.rollback().await.unwrap(),
            _ => {
                tx.commit().await.unwrap();
                let seen: i64 = sqlx::query_scalar("SELECT value FROM counters WHERE kind = $1")
                    .bind(format!("G{i}"))
                    .fetch_one(db.pool())
                    .await
                    .unwrap();
                assert_eq!(seen, i);
            }
        }
    };
    let tasks: Vec<_> = (0..16)
        .map(|i| tokio::spawn(run(app.db.clone(), i)))
        .collect();
    for t in tasks {
        t.await.unwrap();
    }
    // A writer whose statement fails (a duplicate key) leaves the group usable.
    let mut tx = app.db.begin_write().await.unwrap();
    let duplicate = sqlx::query("INSERT INTO counters (kind, value) VALUES ('G0', 1)")
        .execute(&mut *tx)
        .await;
    assert!(duplicate.is_err());
    drop(tx);
    let mut tx = app.db.begin_write().await.unwrap();
    sqlx::query("INSERT INTO counters (kind, value) VALUES ('G-last', 1)")
        .execute(&mut *tx)
        .await
        .unwrap();
    tx.commit().await.unwrap();
    let kinds: Vec<String> =
        sqlx::query_scalar("SELECT kind FROM counters WHERE kind LIKE 'G%' ORDER BY value, kind")
            .fetch_all(app.db.pool())
            .await
            .unwrap();
    let mut expected: Vec<String> = (0..16).step_by(2).map(|i| format!("G{i}")).collect();
    expected.insert(1, "G-last".into());
    assert_eq!(kinds, expected);
}

#[tokio::test]
async fn a_database_migrated_by_a_newer_soute_is_refused_naming_both_versions() {
    let app = spawn_app().await;
    let recorded: (String, i64) =
        sqlx::query_as("SELECT version, migration FROM releases ORDER BY id DESC LIMIT 1")
            .fetch_one(app.db.pool())
            .await
            .unwrap();
    assert_eq!(
        recorded.0,
        env!("CARGO_PKG_VERSION"),
        "the start is recorded"
    );
    let ours = recorded.1;
    // What a newer Soute leaves behind: one more migration applied, its release recorded.
    sqlx::query(
        "INSERT INTO _sqlx_migrations (version, description, success, checksum, execution_time) \
         VALUES ($1, 'from the future', TRUE, $2, 0)",
    )
    .bind(ours + 1)
    .bind(vec![0u8; 48])
    .execute(app.db.pool())
    .await
    .unwrap();
    sqlx::query("INSERT INTO releases (version, migration, created_at) VALUES ('9.4.0', $1, $2)")
        .bind(ours + 1)
        .bind("2031-01-01T00:00:00.000000Z")
        .execute(app.db.pool())
        .await
        .unwrap();
    let refused = match Application::build(app.config.clone()).await {
        Ok(_) => panic!("an older program must not start on a newer database"),
        Err(e) => e.to_string(),
    };
    assert!(refused.contains("Soute 9.4.0"), "{refused}");
    assert!(
        refused.contains(&format!("migration {}", ours + 1)),
        "{refused}"
    );
    assert!(
        refused.contains(&format!("Soute {}", env!("CARGO_PKG_VERSION"))),
        "{refused}"
    );
    assert!(refused.contains(&format!("migration {ours}")), "{refused}");
    // Nothing was written by the refused start.
    let releases: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM releases")
        .fetch_one(app.db.pool())
        .await
        .unwrap();
    assert_eq!(releases, 2);
}
