//! Backups (docs/operations.md): one archive holding a consistent copy of the SQLite database,
//! taken while the server serves (`VACUUM INTO`, never a copy of the live file and its WAL), the
//! uploaded files, and a manifest of their checksums. Verified when taken and again on demand,
//! restored into an empty folder only, taken on a schedule by `soute serve` and pruned.

mod archive;
pub mod retention;
mod schedule;

use std::{
    fs,
    io::{self, Read},
    path::{Path, PathBuf},
    str::FromStr,
};

use sqlx::{ConnectOptions, Connection, sqlite::SqliteConnectOptions};

pub use archive::{DATABASE, Manifest, Member};
pub use retention::Keep;
pub use schedule::{Backups, Listed, Status};

use crate::db::{Backend, Db};

#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    #[error("entrée/sortie : {0}")]
    Io(#[from] io::Error),
    #[error("base de données : {0}")]
    Database(#[from] sqlx::Error),
    #[error("archive endommagée, membre « {member} » : {why}")]
    Damaged { member: String, why: String },
    #[error("la base copiée échoue à PRAGMA integrity_check : {0}")]
    Integrity(String),
    #[error(
        "le dossier {0} n'est pas vide : une restauration se fait dans un dossier vide (ou absent), \
         jamais par-dessus des données"
    )]
    NotEmpty(PathBuf),
    #[error("une sauvegarde est déjà en cours")]
    Busy,
}

/// One archive in a backup folder.
#[derive(Clone, Debug)]
pub struct Taken {
    pub path: PathBuf,
    pub size: u64,
    pub manifest: Manifest,
}

/// Takes a backup of `db` and of the files in `files_dir` into the folder `to`, named after the
/// clock's time, and answers it once it has been read back and found whole. On PostgreSQL the
/// archive holds the files only (the database's own tools copy the database).
pub async fn take(db: &Db, files_dir: &Path, to: &Path) -> Result<Taken, BackupError> {
    fs::create_dir_all(to)?;
    let at = db.clock().instant();
    let name = (0..)
        .map(|n| retention::archive_name(at, n))
        .find(|name| !to.join(name).exists())
        .expect("some suffix is free");
    let work = to.join(format!(".{name}.work"));
    let _ = fs::remove_dir_all(&work);
    fs::create_dir_all(&work)?;
    let result = take_into(db, files_dir, to, &name, &work).await;
    let _ = fs::remove_dir_all(&work);
    result
}

async fn take_into(
    db: &Db,
    files_dir: &Path,
    to: &Path,
    name: &str,
    work: &Path,
) -> Result<Taken, BackupError> {
    let (engine, migrations, copy) = match db.backend() {
        Backend::Sqlite => {
            let copy = work.join(DATABASE);
            let mut conn = db.connection().await?;
            // A read transaction of its own: the copy is the database as of one instant, while
            // writes go on.
            sqlx::query("VACUUM INTO $1")
                .bind(copy.to_string_lossy().into_owned())
                .execute(&mut *conn)
                .await?;
            drop(conn);
            let migrations = check_database(&copy).await?;
            ("sqlite", migrations, Some(copy))
        }
        Backend::Postgres => ("postgres", Vec::new(), None),
    };
    let files_dir = files_dir.to_path_buf();
    let partial = to.join(format!(".{name}.partial"));
    let path = to.join(name);
    let created_at = db.now();
    let manifest = tokio::task::spawn_blocking({
        let partial = partial.clone();
        move || -> Result<Manifest, BackupError> {
            let mut sources: Vec<(Member, PathBuf)> = Vec::new();
            if let Some(copy) = copy {
                let (size, sha256) = archive::digest(&copy)?;
                sources.push((
                    Member {
                        name: DATABASE.into(),
                        size,
                        sha256,
                    },
                    copy,
                ));
            }
            // Listed after the database was copied: every file the copy names was already
            // there (stored files are written once under a new name).
            for file in stored_files(&files_dir)? {
                let path = files_dir.join(&file);
                match archive::digest(&path) {
                    Ok((size, sha256)) => sources.push((
                        Member {
                            name: format!("{}{file}", archive::FILES),
                            size,
                            sha256,
                        },
                        path,
                    )),
                    // Removed since it was listed (a replaced logo): the copy no longer names it.
                    Err(e) if e.kind() == io::ErrorKind::NotFound => {}
                    Err(e) => return Err(e.into()),
                }
            }
            let manifest = Manifest {
                format: archive::FORMAT,
                soute_version: env!("CARGO_PKG_VERSION").into(),
                engine: engine.into(),
                created_at,
                migrations,
                members: sources.iter().map(|(m, _)| m.clone()).collect(),
            };
            let refs: Vec<(&Member, &Path)> =
                sources.iter().map(|(m, p)| (m, p.as_path())).collect();
            archive::write(&partial, &manifest, &refs)?;
            Ok(manifest)
        }
    })
    .await
    .map_err(io::Error::other)??;
    // Read back whole before it takes its name: an archive under a backup's name is one that
    // was verified.
    let read_back = verify_checksums(&partial).await;
    let read_back = match read_back {
        Ok(m) if m == manifest => Ok(()),
        Ok(_) => Err(BackupError::Damaged {
            member: archive::MANIFEST.into(),
            why: "relu différent de celui écrit".into(),
        }),
        Err(e) => Err(e),
    };
    if let Err(e) = read_back {
        let _ = fs::remove_file(&partial);
        return Err(e);
    }
    fs::rename(&partial, &path)?;
    let size = fs::metadata(&path)?.len();
    Ok(Taken {
        path,
        size,
        manifest,
    })
}

/// The names of the stored files in `dir` (not the half-written ones), sorted.
fn stored_files(dir: &Path) -> io::Result<Vec<String>> {
    let mut names = Vec::new();
    match fs::read_dir(dir) {
        Ok(entries) => {
            for entry in entries {
                let entry = entry?;
                if let Ok(name) = entry.file_name().into_string()
                    && crate::files::is_valid_name(&name)
                    && entry.file_type()?.is_file()
                {
                    names.push(name);
                }
            }
        }
        Err(e) if e.kind() == io::ErrorKind::NotFound => {}
        Err(e) => return Err(e),
    }
    names.sort();
    Ok(names)
}

/// `PRAGMA integrity_check` on a SQLite file, then the migrations it has applied.
async fn check_database(path: &Path) -> Result<Vec<i64>, BackupError> {
    let mut conn = SqliteConnectOptions::from_str("sqlite://")?
        .filename(path)
        .read_only(true)
        .connect()
        .await?;
    let verdict: Vec<String> = sqlx::query_scalar("PRAGMA integrity_check")
        .fetch_all(&mut conn)
        .await?;
    if verdict != ["ok"] {
        conn.close().await?;
        return Err(BackupError::Integrity(verdict.join("; ")));
    }
    let migrations: Vec<i64> =
        sqlx::query_scalar("SELECT version FROM _sqlx_migrations WHERE success ORDER BY version")
            .fetch_all(&mut conn)
            .await?;
    conn.close().await?;
    Ok(migrations)
}

async fn verify_checksums(archive: &Path) -> Result<Manifest, BackupError> {
    let archive = archive.to_path_buf();
    tokio::task::spawn_blocking(move || archive::read(&archive, |_, _| Ok(())))
        .await
        .map_err(io::Error::other)?
}

/// Checks an archive without restoring it: every member against the manifest, and the database
/// it holds with `PRAGMA integrity_check` (unpacked in a scratch folder next to the archive's
/// temporary directory, then removed).
pub async fn verify(archive: &Path) -> Result<Manifest, BackupError> {
    let scratch = std::env::temp_dir().join(format!(
        "soute-verify-{}",
        crate::security::random_hex::<8>()
    ));
    fs::create_dir_all(&scratch)?;
    let result = async {
        let manifest = unpack(archive, &scratch).await?;
        if manifest.database().is_some() {
            check_database(&scratch.join(DATABASE)).await?;
        }
        Ok(manifest)
    }
    .await;
    let _ = fs::remove_dir_all(&scratch);
    result
}

/// Restores an archive into `data_dir`, which must be empty or absent: every member is checked
/// as it is written, then the database with `PRAGMA integrity_check`. When anything fails the
/// folder is left empty again.
pub async fn restore(archive: &Path, data_dir: &Path) -> Result<Manifest, BackupError> {
    match fs::read_dir(data_dir) {
        Ok(mut entries) => {
            if entries.next().is_some() {
                return Err(BackupError::NotEmpty(data_dir.to_path_buf()));
            }
        }
        Err(e) if e.kind() == io::ErrorKind::NotFound => fs::create_dir_all(data_dir)?,
        Err(e) => return Err(e.into()),
    }
    let result = async {
        let manifest = unpack(archive, data_dir).await?;
        if manifest.database().is_some() {
            check_database(&data_dir.join(DATABASE)).await?;
        }
        Ok(manifest)
    }
    .await;
    if result.is_err() {
        for entry in fs::read_dir(data_dir)?.flatten() {
            let path = entry.path();
            let _ = if path.is_dir() {
                fs::remove_dir_all(&path)
            } else {
                fs::remove_file(&path)
            };
        }
    }
    result
}

/// Writes every member of `archive` under `dir` (`soute.db`, `files/…`), checking each.
async fn unpack(archive: &Path, dir: &Path) -> Result<Manifest, BackupError> {
    let archive = archive.to_path_buf();
    let dir = dir.to_path_buf();
    tokio::task::spawn_blocking(move || {
        archive::read(&archive, |member, content: &mut dyn Read| {
            // `archive::read` accepts only our own member names: nothing climbs out of `dir`.
            let path = dir.join(&member.name);
            if let Some(parent) = path.parent() {
                fs::create_dir_all(parent)?;
            }
            let mut out = fs::File::create(&path)?;
            io::copy(content, &mut out)?;
            out.sync_all()
        })
    })
    .await
    .map_err(io::Error::other)?
}
