//! The backups `soute serve` takes by itself, and the ones asked for on the *Système* screen: one
//! at a time, pruned after each, their outcome kept for the metrics and the screen. A failure is
//! logged and counted; it never stops the server.

use std::{
    fs,
    path::{Path, PathBuf},
    sync::{Arc, Mutex},
    time::Duration,
};

use time::OffsetDateTime;

use super::{BackupError, Keep, Taken, retention};
use crate::db::Db;

/// Where backups go, how often, how many stay, and how the last ones went. Clones share it.
#[derive(Clone, Debug)]
pub struct Backups {
    dir: PathBuf,
    files_dir: PathBuf,
    every: Option<Duration>,
    keep: Keep,
    status: Arc<Mutex<Status>>,
    /// Held while a backup is taken: a second one asked meanwhile is refused, not queued.
    running: Arc<tokio::sync::Mutex<()>>,
    /// Backups finished (taken or failed) since start: what a watcher waits on.
    finished: Arc<tokio::sync::watch::Sender<u64>>,
}

/// How the backups of this process went.
#[derive(Clone, Debug, Default)]
pub struct Status {
    /// When the last backup that succeeded was taken (this process, or the newest archive found
    /// in the folder at start).
    pub last_good: Option<OffsetDateTime>,
    /// The archive that backup wrote (this process's).
    pub last_archive: Option<PathBuf>,
    /// The last failure, when it is more recent than the last success: when, and why.
    pub last_failure: Option<(OffsetDateTime, String)>,
    /// Backups that failed since start.
    pub failures: u64,
    /// Backups taken since start.
    pub taken: u64,
}

/// One archive of the backup folder.
#[derive(Clone, Debug)]
pub struct Listed {
    pub name: String,
    pub taken_at: OffsetDateTime,
    pub size: u64,
}

impl Backups {
    pub fn new(dir: PathBuf, files_dir: PathBuf, every: Option<Duration>, keep: Keep) -> Backups {
        let last_good = list(&dir).ok().and_then(|l| l.first().map(|b| b.taken_at));
        Backups {
            dir,
            files_dir,
            every,
            keep,
            status: Arc::new(Mutex::new(Status {
                last_good,
                ..Status::default()
            })),
            running: Arc::new(tokio::sync::Mutex::new(())),
            finished: Arc::new(tokio::sync::watch::Sender::new(0)),
        }
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    pub fn every(&self) -> Option<Duration> {
        self.every
    }

    pub fn keep(&self) -> Keep {
        self.keep
    }

    pub fn status(&self) -> Status {
        self.status
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// Counts the backups finished, taken or failed (the tests wait on it instead of sleeping).
    pub fn finished(&self) -> tokio::sync::watch::Receiver<u64> {
        self.finished.subscribe()
    }

    /// The archives in the folder, newest first.
    pub fn list(&self) -> std::io::Result<Vec<Listed>> {
        list(&self.dir)
    }

    /// Takes one now (unless one is being taken), prunes the folder, and records the outcome.
    pub async fn run_once(&self, db: &Db) -> Result<Taken, BackupError> {
        let Ok(_running) = self.running.try_lock() else {
            return Err(BackupError::Busy);
        };
        let result = super::take(db, &self.files_dir, &self.dir).await;
        let now = db.clock().instant();
        let mut status = self.status.lock().unwrap_or_else(|e| e.into_inner());
        match &result {
            Ok(taken) => {
                status.last_good = Some(now);
                status.last_archive = Some(taken.path.clone());
                status.last_failure = None;
                status.taken += 1;
                tracing::info!(archive = %taken.path.display(), bytes = taken.size, "backup taken");
                drop(status);
                if let Err(e) = self.prune() {
                    tracing::error!(error = %e, "backup folder not pruned");
                }
            }
            Err(e) => {
                status.last_failure = Some((now, e.to_string()));
                status.failures += 1;
                tracing::error!(error = %e, dir = %self.dir.display(), "backup failed");
            }
        }
        self.finished.send_modify(|n| *n += 1);
        result
    }

    /// Removes the archives that [`Keep`] lets go; nothing else in the folder is touched.
    pub fn prune(&self) -> std::io::Result<Vec<String>> {
        let names: Vec<String> = list(&self.dir)?.into_iter().map(|b| b.name).collect();
        let gone = retention::to_remove(&names, self.keep);
        for name in &gone {
            fs::remove_file(self.dir.join(name))?;
        }
        Ok(gone)
    }

    /// Takes a backup every `every` until the returned task is aborted; none when `every` is unset.
    pub fn schedule(&self, db: Db) -> Option<tokio::task::JoinHandle<()>> {
        let every = self.every?;
        let backups = self.clone();
        Some(tokio::spawn(async move {
            let mut ticks = tokio::time::interval(every);
            ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            // The first tick is at once: the first backup waits a whole period after start.
            ticks.tick().await;
            loop {
                ticks.tick().await;
                // The outcome is recorded and logged by run_once.
                let _ = backups.run_once(&db).await;
            }
        }))
    }
}

fn list(dir: &Path) -> std::io::Result<Vec<Listed>> {
    let mut listed = Vec::new();
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(listed),
        Err(e) => return Err(e),
    };
    for entry in entries {
        let entry = entry?;
        let Ok(name) = entry.file_name().into_string() else {
            continue;
        };
        if let Some(taken_at) = retention::taken_at(&name) {
            listed.push(Listed {
                name,
                taken_at,
                size: entry.metadata()?.len(),
            });
        }
    }
    listed.sort_by(|a, b| {
        b.taken_at
            .cmp(&a.taken_at)
            .then_with(|| b.name.cmp(&a.name))
    });
    Ok(listed)
}
