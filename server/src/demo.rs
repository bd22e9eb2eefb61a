//! `soute demo`: a realistic data set to try the app with. Each feature adds its part here.

use crate::{app::StartupError, db::Db, security::Passwords};

/// Loads the demo data and answers a summary for the console.
///
/// Today the data set is the super user alone, which the caller creates; people, branches,
/// prices and shipments join it as their features land.
pub async fn load(_db: &Db, _passwords: &Passwords) -> Result<String, StartupError> {
    Ok(
        "Données de démonstration : le super utilisateur « admin » (rien d'autre pour l'instant)."
            .into(),
    )
}
