//! Messages left on the public contact page.

use sqlx::FromRow;

use super::{
    Db,
    list::{PageRequest, Paged, Where, fetch_page},
};

#[derive(Clone, Debug, FromRow)]
pub struct ContactMessage {
    pub id: i64,
    pub name: String,
    pub email: String,
    pub subject: String,
    pub message: String,
    pub extension_id: Option<i64>,
    pub extension_name: Option<String>,
    pub created_at: String,
}

pub struct NewMessage<'a> {
    pub name: &'a str,
    pub email: &'a str,
    pub subject: &'a str,
    pub message: &'a str,
    pub extension_id: Option<i64>,
    pub ip: &'a str,
}

pub async fn create(db: &Db, m: NewMessage<'_>) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar(
        "INSERT INTO contact_messages (name, email, subject, message, extension_id, ip, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
    )
    .bind(m.name)
    .bind(m.email)
    .bind(m.subject)
    .bind(m.message)
    .bind(m.extension_id)
    .bind(m.ip)
    .bind(db.now())
    .fetch_one(db.pool())
    .await
}

/// Newest first.
pub async fn list(db: &Db, page: PageRequest) -> Result<Paged<ContactMessage>, sqlx::Error> {
    fetch_page(
        db,
        "m.id, m.name, m.email, m.subject, m.message, m.extension_id, e.name AS extension_name, \
         m.created_at",
        "contact_messages m LEFT JOIN extensions e ON e.id = m.extension_id",
        &Where::new(),
        "m.created_at DESC, m.id DESC",
        page,
    )
    .await
}
