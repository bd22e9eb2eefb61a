//! Backups (docs/operations.md): taken under write load, restored whole; damaged archives refused
//! naming the member; restore only into an empty folder; retention counts; readiness.

use std::{
    io::{Read, Write},
    path::{Path, PathBuf},
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, Ordering},
    },
    time::Duration,
};

use reqwest::StatusCode;
use soute::{
    Config,
    backup::{self, BackupError, Taken},
    db::Backend,
    files::FileStore,
};
use time::macros::datetime;

use crate::{
    fixtures::{Counter, assert_invariants, count, counter, two_lines},
    helpers::{TestApp, short_id, spawn_app, spawn_app_with, spawn_on},
};

fn scratch(tag: &str) -> PathBuf {
    std::env::temp_dir().join(format!("soute-test-{tag}-{}", short_id()))
}

/// Stored files, as uploads leave them: the archive must carry them.
async fn some_files(app: &TestApp) -> Vec<String> {
    let store = FileStore::new(app.config.files_dir());
    let mut names = Vec::new();
    for (i, ext) in ["jpg", "pdf", "png"].iter().enumerate() {
        names.push(store.save(&vec![i as u8; 3000 + i], ext).await.unwrap());
    }
    names.sort();
    names
}

/// Eight clients register expeditions while `take` runs; answers the backup and the ids that
/// were acknowledged (201) before it began.
async fn under_load<F, Fut>(app: &TestApp, c: &Counter, take: F) -> (Taken, Vec<i64>)
where
    F: FnOnce() -> Fut,
    Fut: Future<Output = Taken>,
{
    let started = Arc::new(AtomicBool::new(false));
    let stop = Arc::new(AtomicBool::new(false));
    let before = Arc::new(Mutex::new(Vec::new()));
    let (warmed_tx, mut warmed) = tokio::sync::mpsc::channel::<()>(64);
    let mut clients = Vec::new();
    for _ in 0..8 {
        let (client, url, token) = (
            app.client.clone(),
            app.url("/api/expeditions"),
            c.agent.token.clone(),
        );
        let body = two_lines(c, serde_json::json!(5));
        let (started, stop, before, warmed) = (
            started.clone(),
            stop.clone(),
            before.clone(),
            warmed_tx.clone(),
        );
        clients.push(tokio::spawn(async move {
            let mut acknowledged = 0;
            while !stop.load(Ordering::SeqCst) {
                let r = client
                    .post(&url)
                    .header("x-access-token", &token)
                    .json(&body)
                    .send()
                    .await
                    .unwrap();
                assert_eq!(r.status(), StatusCode::CREATED);
                let id = r.json::<serde_json::Value>().await.unwrap()["data"]["id"]
                    .as_i64()
                    .unwrap();
                // Read after the answer arrived: false means the write was acknowledged before
                // the backup began, so the backup must hold it.
                if !started.load(Ordering::SeqCst) {
                    before.lock().unwrap().push(id);
                }
                acknowledged += 1;
                if acknowledged == 2 {
                    let _ = warmed.send(()).await;
                }
            }
            acknowledged
        }));
    }
    drop(warmed_tx);
    // Every client has written twice: the load is on.
    for _ in 0..8 {
        warmed.recv().await.unwrap();
    }
    started.store(true, Ordering::SeqCst);
    let taken = take().await;
    stop.store(true, Ordering::SeqCst);
    let mut written = 0;
    for client in clients {
        written += client.await.unwrap();
    }
    let before = before.lock().unwrap().clone();
    assert!(before.len() >= 16 && written > before.len(), "the load ran");
    (taken, before)
}

/// Restores `taken` into a new folder, starts a server on it, and checks it holds `expected`
/// expeditions, `files`, and the ledger's invariants.
async fn restores_whole(app: &TestApp, taken: &Taken, expected: &[i64], files: &[String]) {
    let restored = scratch("restored");
    let manifest = backup::restore(&taken.path, &restored).await.unwrap();
    let mut in_archive: Vec<String> = manifest
        .members
        .iter()
        .filter_map(|m| m.name.strip_prefix("files/").map(str::to_string))
        .collect();
    in_archive.sort();
    assert_eq!(in_archive, files);
    for name in files {
        assert_eq!(
            std::fs::read(restored.join("files").join(name)).unwrap(),
            std::fs::read(app.config.files_dir().join(name)).unwrap()
        );
    }
    if app.db.backend() == Backend::Postgres {
        // PostgreSQL's own tools copy the database: the archive holds the files only.
        assert_eq!(manifest.engine, "postgres");
        assert!(manifest.database().is_none());
        let _ = std::fs::remove_dir_all(&restored);
        return;
    }
    assert_eq!(manifest.engine, "sqlite");
    assert_eq!(
        manifest.migrations.len(),
        count(app, "SELECT COUNT(*) FROM _sqlx_migrations").await as usize
    );
    let mut config = Config::local(restored.clone(), Config::default_database_url(&restored));
    config.admin_password = None;
    let copy = spawn_on(config).await;
    let ids = expected
        .iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join(",");
    let present = count(
        &copy,
        &format!("SELECT COUNT(*) FROM expeditions WHERE id IN ({ids})"),
    )
    .await;
    assert_eq!(present as usize, expected.len(), "every acknowledged write");
    assert_invariants(&copy).await;
    // The copy serves: the admin signs in with the password of the original.
    let token = copy.admin_token().await;
    assert!(!token.is_empty());
}

#[tokio::test]
async fn a_backup_taken_while_eight_clients_register_restores_every_acknowledged_expedition() {
    let app = spawn_app().await;
    let c = counter(&app).await;
    let files = some_files(&app).await;
    let dir = scratch("backups");
    let (taken, before) = under_load(&app, &c, || async {
        backup::take(&app.state.db, &app.config.files_dir(), &dir)
            .await
            .unwrap()
    })
    .await;
    assert!(
        taken
            .path
            .file_name()
            .unwrap()
            .to_str()
            .unwrap()
            .starts_with("soute-")
    );
    assert_eq!(taken.size, std::fs::metadata(&taken.path).unwrap().len());
    // Checked again as `soute backup --verify` does.
    assert_eq!(backup::verify(&taken.path).await.unwrap(), taken.manifest);
    restores_whole(&app, &taken, &before, &files).await;
    std::fs::remove_dir_all(dir).unwrap();
}

#[tokio::test]
async fn the_scheduled_backup_is_taken_under_load_and_restores_whole() {
    let app = spawn_app_with(|c| {
        c.backup_every = Some(Duration::from_millis(400));
    })
    .await;
    let c = counter(&app).await;
    let files = some_files(&app).await;
    let backups = app.state.backups.clone();
    let mut finished = backups.finished();
    let (taken, before) = under_load(&app, &c, || async {
        // The first scheduled one that begins after the load started.
        let seen = *finished.borrow_and_update();
        finished.wait_for(|n| *n >= seen + 2).await.unwrap();
        // The archive of the last one finished: it began after the one finishing at `seen + 1`.
        let path = backups.status().last_archive.unwrap();
        let manifest = backup::verify(&path).await.unwrap();
        Taken {
            size: std::fs::metadata(&path).unwrap().len(),
            path,
            manifest,
        }
    })
    .await;
    let status = backups.status();
    assert!(status.taken >= 2 && status.failures == 0, "{status:?}");
    assert!(status.last_good.is_some());
    restores_whole(&app, &taken, &before, &files).await;
}

/// The archive's bytes as a tar (gunzipped), and back.
fn gunzip(path: &Path) -> Vec<u8> {
    let mut tar = Vec::new();
    flate2::read::GzDecoder::new(std::fs::File::open(path).unwrap())
        .read_to_end(&mut tar)
        .unwrap();
    tar
}

fn gzip(tar: &[u8], path: &Path) {
    let mut gz = flate2::write::GzEncoder::new(
        std::fs::File::create(path).unwrap(),
        flate2::Compression::fast(),
    );
    gz.write_all(tar).unwrap();
    gz.finish().unwrap();
}

/// Where the content of member `name` starts in the tar, and its size.
fn member_at(tar: &[u8], name: &str) -> (usize, usize) {
    let mut archive = ::tar::Archive::new(tar);
    for entry in archive.entries().unwrap() {
        let entry = entry.unwrap();
        if entry.path().unwrap().to_str() == Some(name) {
            return (
                entry.raw_file_position() as usize,
                entry.header().size().unwrap() as usize,
            );
        }
    }
    panic!("{name} is in the archive");
}

fn damaged_member(e: BackupError) -> String {
    match e {
        BackupError::Damaged { member, .. } => member,
        other => panic!("refused as damaged, not {other:?}"),
    }
}

#[tokio::test]
async fn a_truncated_or_altered_archive_is_refused_naming_the_member() {
    let app = spawn_app().await;
    counter(&app).await;
    let files = some_files(&app).await;
    let dir = scratch("damaged");
    let taken = backup::take(&app.state.db, &app.config.files_dir(), &dir)
        .await
        .unwrap();
    let tar = gunzip(&taken.path);
    // One byte of the first file changed, the manifest left as it was.
    let victim = format!("files/{}", files[0]);
    let (at, size) = member_at(&tar, &victim);
    let mut altered = tar.clone();
    altered[at + size / 2] ^= 0x55;
    let altered_path = dir.join("altered.tar.gz");
    gzip(&altered, &altered_path);
    let e = backup::verify(&altered_path).await.unwrap_err();
    assert!(e.to_string().contains(&victim), "{e}");
    assert_eq!(damaged_member(e), victim);

    // Cut in the middle of the last member: it is named.
    let last = taken.manifest.members.last().unwrap().name.clone();
    let (at, size) = member_at(&tar, &last);
    let truncated_path = dir.join("truncated.tar.gz");
    gzip(&tar[..at + size / 2], &truncated_path);
    assert_eq!(
        damaged_member(backup::verify(&truncated_path).await.unwrap_err()),
        last
    );
    // Cut between members: the first one missing is named.
    let (at, _) = member_at(&tar, &last);
    gzip(&tar[..at - 512], &truncated_path);
    assert_eq!(
        damaged_member(backup::verify(&truncated_path).await.unwrap_err()),
        last
    );
    // The compressed file itself cut short.
    let bytes = std::fs::read(&taken.path).unwrap();
    std::fs::write(&truncated_path, &bytes[..bytes.len() * 2 / 3]).unwrap();
    assert!(matches!(
        backup::verify(&truncated_path).await.unwrap_err(),
        BackupError::Damaged { .. }
    ));

    // A restore of a damaged archive leaves the folder as it found it: empty.
    let target = scratch("refused");
    let e = backup::restore(&altered_path, &target).await.unwrap_err();
    assert_eq!(damaged_member(e), victim);
    assert_eq!(std::fs::read_dir(&target).unwrap().count(), 0);
    std::fs::remove_dir_all(target).unwrap();
    std::fs::remove_dir_all(dir).unwrap();
}

#[tokio::test]
async fn a_restore_into_a_folder_holding_anything_is_refused() {
    let app = spawn_app().await;
    let dir = scratch("nonempty");
    let taken = backup::take(&app.state.db, &app.config.files_dir(), &dir)
        .await
        .unwrap();
    let target = scratch("occupied");
    std::fs::create_dir_all(&target).unwrap();
    std::fs::write(target.join("notes.txt"), "à garder").unwrap();
    let e = backup::restore(&taken.path, &target).await.unwrap_err();
    assert!(matches!(e, BackupError::NotEmpty(_)), "{e:?}");
    assert!(e.to_string().contains("n'est pas vide"));
    assert_eq!(
        std::fs::read_to_string(target.join("notes.txt")).unwrap(),
        "à garder"
    );
    assert_eq!(std::fs::read_dir(&target).unwrap().count(), 1);
    std::fs::remove_dir_all(target).unwrap();
    std::fs::remove_dir_all(dir).unwrap();
}

#[tokio::test]
async fn retention_keeps_exactly_the_configured_hourly_and_daily_backups() {
    let app = spawn_app_with(|c| {
        c.backup_keep = "2h,2d".parse().unwrap();
    })
    .await;
    let backups = app.state.backups.clone();
    std::fs::create_dir_all(backups.dir()).unwrap();
    std::fs::write(backups.dir().join("notes.txt"), "pas une sauvegarde").unwrap();
    let clock = &app.config.clock;
    for at in [
        datetime!(2026-03-01 10:00:00 UTC),
        datetime!(2026-03-01 10:30:00 UTC),
        datetime!(2026-03-01 11:00:00 UTC),
        datetime!(2026-03-02 09:00:00 UTC),
        datetime!(2026-03-02 09:40:00 UTC),
        datetime!(2026-03-03 08:00:00 UTC),
        datetime!(2026-03-03 09:00:00 UTC),
        datetime!(2026-03-03 09:30:00 UTC),
    ] {
        clock.set(at);
        backups.run_once(&app.state.db).await.unwrap();
    }
    let mut names: Vec<String> = std::fs::read_dir(backups.dir())
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    // The newest of the last two hours that have one (9 h and 8 h on the 3rd), and of the last
    // two days (the 3rd, already kept, and the 2nd); the folder's other files stay.
    assert_eq!(
        names,
        [
            "notes.txt",
            "soute-20260302-094000.tar.gz",
            "soute-20260303-080000.tar.gz",
            "soute-20260303-093000.tar.gz",
        ]
    );
    assert_eq!(backups.status().taken, 8);
}

#[tokio::test]
async fn readiness_needs_the_database_and_liveness_does_not() {
    let app = spawn_app().await;
    let ready = app.get("/api/ready").await;
    assert_eq!(ready.status(), StatusCode::OK);
    assert_eq!(
        ready.json::<serde_json::Value>().await.unwrap()["status"],
        "ok"
    );
    // The database goes away.
    app.state.db.close().await;
    let ready = app.get("/api/ready").await;
    assert_eq!(ready.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(
        ready.json::<serde_json::Value>().await.unwrap()["status"],
        "unavailable"
    );
    assert_eq!(app.get("/api/health").await.status(), StatusCode::OK);
}

#[tokio::test]
async fn readiness_says_outdated_when_the_migrations_are_not_this_programs() {
    let app = spawn_app().await;
    sqlx::query(
        "DELETE FROM _sqlx_migrations WHERE version = (SELECT MAX(version) FROM _sqlx_migrations)",
    )
    .execute(app.db.pool())
    .await
    .unwrap();
    let ready = app.get("/api/ready").await;
    assert_eq!(ready.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(
        ready.json::<serde_json::Value>().await.unwrap()["status"],
        "outdated"
    );
    // `soute migrate --dry-run` lists the one that would run again.
    let pending = app.db.pending_migrations().await.unwrap();
    assert_eq!(pending.len(), 1);
    assert_eq!(
        pending[0].0,
        count(&app, "SELECT MAX(version) FROM _sqlx_migrations").await + 1
    );
}
