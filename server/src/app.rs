//! Builds the running server: storage, first-start setup, the listener, and graceful shutdown.

use std::{future::Future, net::SocketAddr, sync::Arc};

use tokio::{net::TcpListener, sync::Semaphore};

use crate::{
    config::Config,
    db::{self, Db, idempotency},
    http,
    security::{self, Passwords},
};

/// What every request handler can reach: nothing else is shared between requests.
#[derive(Clone)]
pub struct AppState {
    pub config: Arc<Config>,
    pub db: Db,
    pub passwords: Passwords,
    /// Image decodes running at once are at most [`IMAGE_DECODES`]: each may take up to
    /// `files::MAX_DECODE_BYTES` of memory.
    pub image_decodes: Arc<Semaphore>,
    /// Clients' image decodes take one of those at most: one is always left to staff.
    pub client_decodes: Arc<Semaphore>,
    /// Keeps the answers of requests sent with an `Idempotency-Key`.
    pub keeper: idempotency::Keeper,
}

/// Images decoded at the same time, whatever the number of uploads arriving.
pub const IMAGE_DECODES: usize = 2;

#[derive(Debug, thiserror::Error)]
pub enum StartupError {
    #[error("configuration: {0}")]
    Config(String),
    #[error("input/output: {0}")]
    Io(#[from] std::io::Error),
    #[error("database: {0}")]
    Database(#[from] sqlx::Error),
    #[error("migration: {0}")]
    Migrate(#[from] db::MigrateError),
}

pub struct Application {
    listener: TcpListener,
    router: axum::Router,
    state: AppState,
    generated_admin_password: Option<String>,
    keeper: tokio::task::JoinHandle<()>,
}

impl Application {
    /// Opens and migrates the database, makes sure a super user exists, and binds the listener.
    pub async fn build(config: Config) -> Result<Application, StartupError> {
        let db = open_database(&config).await?;
        let passwords = Passwords::new();
        let generated_admin_password = ensure_superuser(&db, &passwords, &config).await?;
        let listener = TcpListener::bind(config.bind).await?;
        let (keeper, keeper_task) = idempotency::Keeper::start(db.clone());
        let state = AppState {
            config: Arc::new(config),
            db,
            passwords,
            image_decodes: Arc::new(Semaphore::new(IMAGE_DECODES)),
            client_decodes: Arc::new(Semaphore::new(1)),
            keeper,
        };
        Ok(Application {
            listener,
            router: http::router(state.clone()),
            state,
            generated_admin_password,
            keeper: keeper_task,
        })
    }

    pub fn local_addr(&self) -> SocketAddr {
        self.listener
            .local_addr()
            .expect("a bound listener has an address")
    }

    /// What the handlers share (the tests watch its keeper and decode slots).
    pub fn state(&self) -> AppState {
        self.state.clone()
    }

    /// The super user's password when this start created it without one being configured.
    pub fn generated_admin_password(&self) -> Option<&str> {
        self.generated_admin_password.as_deref()
    }

    /// Serves until `shutdown` completes, then lets requests in flight finish and keeps their
    /// answers.
    pub async fn run_until_stopped(
        self,
        shutdown: impl Future<Output = ()> + Send + 'static,
    ) -> std::io::Result<()> {
        axum::serve(
            self.listener,
            self.router
                .into_make_service_with_connect_info::<SocketAddr>(),
        )
        .with_graceful_shutdown(shutdown)
        .await?;
        drop(self.state);
        // The router and its state are gone: the keeper writes what it holds and ends.
        if let Err(e) = self.keeper.await {
            tracing::error!(error = %e, "the idempotency keeper stopped abnormally");
        }
        Ok(())
    }
}

/// Creates the data folder, connects and brings the schema up to date.
pub async fn open_database(config: &Config) -> Result<Db, StartupError> {
    tokio::fs::create_dir_all(config.files_dir()).await?;
    let db = Db::connect(&config.database_url)
        .await?
        .with_clock(config.clock.clone());
    db.migrate().await?;
    db.optimize().await?;
    Ok(db)
}

/// On a database without a super user, creates `admin`; answers the password when it was generated.
pub async fn ensure_superuser(
    db: &Db,
    passwords: &Passwords,
    config: &Config,
) -> Result<Option<String>, StartupError> {
    if db::users::superuser_exists(db).await? {
        return Ok(None);
    }
    let (password, generated) = match &config.admin_password {
        Some(p) => (p.clone(), false),
        None => (security::generate_password(), true),
    };
    let hash = passwords.hash(&password).await;
    match db::users::create_superuser(db, "admin", "Administrateur", &hash).await {
        Ok(_) => Ok(generated.then_some(password)),
        // Another process starting on the same database created it first.
        Err(e) if db::is_unique_violation(&e) => Ok(None),
        Err(e) => Err(e.into()),
    }
}
