//! Profiles (named sets of permissions) and the permission catalogue.

use serde::Serialize;
use sqlx::{AssertSqlSafe, FromRow};
use utoipa::ToSchema;

use serde_json::json;

use super::audit::{self, Action};
use super::{Db, Tx, users::SUPERUSER_CODE};
use crate::domain::permissions::Permission;

/// A permission of the catalogue: its row, which profiles grant by id, and its name.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct CatalogueEntry {
    pub id: i64,
    pub name: Permission,
}

#[derive(Clone, Debug, FromRow)]
pub struct Profile {
    pub id: i64,
    pub name: String,
    pub code: Option<String>,
    pub created_at: String,
    pub updated_at: String,
    /// People (not archived) holding this profile.
    pub users: i64,
}

impl Profile {
    /// The five profiles created at first start, which cannot be renamed or deleted.
    pub fn is_fixed(&self) -> bool {
        self.code.is_some()
    }

    pub fn is_superuser(&self) -> bool {
        self.code.as_deref() == Some(SUPERUSER_CODE)
    }
}

/// A permission name read from the database. One the server does not know (a row added by hand,
/// or left by a newer version) grants nothing; it is logged rather than failing every request of
/// the people holding it.
pub(super) fn stored(name: &str) -> Option<Permission> {
    let found = Permission::parse(name);
    if found.is_none() {
        tracing::warn!(permission = %name, "unknown permission in the database, ignored");
    }
    found
}

/// The names read from the database that the catalogue knows, in their order.
pub(super) fn known(names: Vec<String>) -> Vec<Permission> {
    names.iter().filter_map(|name| stored(name)).collect()
}

/// The catalogue as stored; a row whose name the server does not know is left out (and logged).
pub async fn permissions(db: &Db) -> Result<Vec<CatalogueEntry>, sqlx::Error> {
    let rows: Vec<(i64, String)> = sqlx::query_as("SELECT id, name FROM permissions ORDER BY id")
        .fetch_all(db.pool())
        .await?;
    Ok(rows
        .into_iter()
        .filter_map(|(id, name)| {
            Some(CatalogueEntry {
                id,
                name: stored(&name)?,
            })
        })
        .collect())
}

/// The permissions of the given ids, answering only those that exist.
pub async fn permissions_of(db: &Db, ids: &[i64]) -> Result<Vec<Permission>, sqlx::Error> {
    let all = permissions(db).await?;
    Ok(all
        .into_iter()
        .filter(|p| ids.contains(&p.id))
        .map(|p| p.name)
        .collect())
}

/// Every profile but the super user's, with its number of people, in creation order.
pub async fn list(db: &Db) -> Result<Vec<Profile>, sqlx::Error> {
    sqlx::query_as(
        "SELECT p.id, p.name, p.code, p.created_at, p.updated_at, \
         (SELECT COUNT(*) FROM users u WHERE u.profile_id = p.id AND u.archived = 0) AS users \
         FROM profiles p WHERE p.code IS NULL OR p.code <> $1 ORDER BY p.id",
    )
    .bind(SUPERUSER_CODE)
    .fetch_all(db.pool())
    .await
}

pub async fn find(db: &Db, id: i64) -> Result<Option<Profile>, sqlx::Error> {
    sqlx::query_as(
        "SELECT p.id, p.name, p.code, p.created_at, p.updated_at, \
         (SELECT COUNT(*) FROM users u WHERE u.profile_id = p.id AND u.archived = 0) AS users \
         FROM profiles p WHERE p.id = $1",
    )
    .bind(id)
    .fetch_optional(db.pool())
    .await
}

pub async fn find_by_code(db: &Db, code: &str) -> Result<Profile, sqlx::Error> {
    sqlx::query_as(
        "SELECT p.id, p.name, p.code, p.created_at, p.updated_at, \
         (SELECT COUNT(*) FROM users u WHERE u.profile_id = p.id AND u.archived = 0) AS users \
         FROM profiles p WHERE p.code = $1",
    )
    .bind(code)
    .fetch_one(db.pool())
    .await
}

/// (profile id, permission id) for every listed profile, to attach to a list in one query.
pub async fn grants(db: &Db) -> Result<Vec<(i64, i64)>, sqlx::Error> {
    sqlx::query_as(
        "SELECT profile_id, permission_id FROM profile_permissions ORDER BY permission_id",
    )
    .fetch_all(db.pool())
    .await
}

pub async fn permission_ids(db: &Db, profile_id: i64) -> Result<Vec<i64>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT permission_id FROM profile_permissions WHERE profile_id = $1 ORDER BY permission_id",
    )
    .bind(profile_id)
    .fetch_all(db.pool())
    .await
}

/// The permissions a profile grants, in catalogue order (all of them for the super user's).
pub async fn permissions_granted(
    db: &Db,
    profile: &Profile,
) -> Result<Vec<Permission>, sqlx::Error> {
    let names = if profile.is_superuser() {
        sqlx::query_scalar("SELECT name FROM permissions ORDER BY id")
            .fetch_all(db.pool())
            .await?
    } else {
        sqlx::query_scalar(
            "SELECT pe.name FROM permissions pe JOIN profile_permissions pp ON pp.permission_id = pe.id \
             WHERE pp.profile_id = $1 ORDER BY pe.id",
        )
        .bind(profile.id)
        .fetch_all(db.pool())
        .await?
    };
    Ok(known(names))
}

pub async fn create(
    db: &Db,
    name: &str,
    permission_ids: &[i64],
    created_by: Option<i64>,
) -> Result<i64, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let now = db.now();
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO profiles (name, created_at, updated_at, created_by) VALUES ($1, $2, $2, $3) \
         RETURNING id",
    )
    .bind(name)
    .bind(&now)
    .bind(created_by)
    .fetch_one(&mut *tx)
    .await?;
    set_permissions(&mut tx, id, permission_ids).await?;
    audit::record(
        &mut tx,
        created_by,
        Action::Create,
        "profiles",
        Some(id),
        json!({ "name": name, "permissionId": permission_ids }),
    )
    .await?;
    tx.commit().await?;
    Ok(id)
}

/// Renames (when `name` is given) and sets the permissions of a profile; false when `updated_at`
/// is stale. Permissions are read on every request, so the change applies at once.
pub async fn update(
    db: &Db,
    id: i64,
    name: Option<&str>,
    permission_ids: &[i64],
    updated_at: &str,
    by: i64,
) -> Result<bool, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let changed = sqlx::query(
        "UPDATE profiles SET name = COALESCE($1, name), updated_at = $2 WHERE id = $3 AND updated_at = $4",
    )
    .bind(name)
    .bind(db.now())
    .bind(id)
    .bind(updated_at)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    if changed == 0 {
        return Ok(false);
    }
    let before: Vec<i64> = sqlx::query_scalar(
        "SELECT permission_id FROM profile_permissions WHERE profile_id = $1 ORDER BY permission_id",
    )
    .bind(id)
    .fetch_all(&mut *tx)
    .await?;
    sqlx::query("DELETE FROM profile_permissions WHERE profile_id = $1")
        .bind(id)
        .execute(&mut *tx)
        .await?;
    set_permissions(&mut tx, id, permission_ids).await?;
    let after: Vec<i64> = sqlx::query_scalar(
        "SELECT permission_id FROM profile_permissions WHERE profile_id = $1 ORDER BY permission_id",
    )
    .bind(id)
    .fetch_all(&mut *tx)
    .await?;
    let mut changes = json!({});
    if let Some(name) = name {
        changes["name"] = json!(name);
    }
    if before != after {
        changes["permissionId"] = json!({ "from": before, "to": after });
    }
    Action::Update
        .on("profiles", id, by)
        .write(&mut tx, changes)
        .await?;
    tx.commit().await?;
    Ok(true)
}

/// Grants the permissions among `permission_ids` that exist (duplicates and unknown ids are dropped).
async fn set_permissions(
    tx: &mut Tx,
    profile_id: i64,
    permission_ids: &[i64],
) -> Result<(), sqlx::Error> {
    if permission_ids.is_empty() {
        return Ok(());
    }
    let placeholders: Vec<String> = (0..permission_ids.len())
        .map(|i| format!("${}", i + 2))
        .collect();
    let sql = format!(
        "INSERT INTO profile_permissions (profile_id, permission_id) \
         SELECT $1, id FROM permissions WHERE id IN ({})",
        placeholders.join(", ")
    );
    let mut query = sqlx::query(AssertSqlSafe(sql)).bind(profile_id);
    for id in permission_ids {
        query = query.bind(*id);
    }
    query.execute(&mut **tx).await.map(|_| ())
}

pub async fn delete(db: &Db, id: i64, by: i64) -> Result<(), sqlx::Error> {
    super::delete_row(db, "profiles", id, by).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_names_from_the_database_grant_nothing() {
        let read = ["afficher client", "afficher tout", "admin"].map(String::from);
        assert_eq!(
            known(read.to_vec()),
            vec![Permission::ShowClient, Permission::Admin]
        );
    }
}
