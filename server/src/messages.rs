//! Every text the server sends to people, in French (default) and English.

use std::fmt;

/// The language of an answer, from the request's `Accept-Language`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Lang {
    #[default]
    Fr,
    En,
}

impl Lang {
    /// Picks English only when the client prefers it to French; French otherwise.
    pub fn from_accept_language(header: &str) -> Lang {
        let mut best: Option<(Lang, f32)> = None;
        for part in header.split(',') {
            let mut pieces = part.trim().split(';');
            let tag = pieces.next().unwrap_or("").trim().to_ascii_lowercase();
            let q = pieces
                .find_map(|p| {
                    p.trim()
                        .strip_prefix("q=")
                        .and_then(|v| v.parse::<f32>().ok())
                })
                .unwrap_or(1.0);
            let lang = match tag.split('-').next() {
                Some("fr") => Lang::Fr,
                Some("en") => Lang::En,
                _ => continue,
            };
            if best.is_none_or(|(_, bq)| q > bq) {
                best = Some((lang, q));
            }
        }
        best.map(|(l, _)| l).unwrap_or_default()
    }
}

/// A message that can be said in either language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Msg {
    // Sessions
    LoggedIn,
    LoggedOut,
    InvalidCredentials,
    SessionRequired,
    AccountDisabled,
    // Generic answers
    PermissionMissing(String),
    NotFound,
    RouteNotFound,
    InvalidJson,
    InvalidInput,
    TooLarge,
    TooManyAttempts { retry_after_secs: u64 },
    Conflict,
    StaleEdit,
    Internal,
    // Field-level
    Required,
    TooLong { max: usize },
    InvalidType,
}

impl Msg {
    pub fn render(&self, lang: Lang) -> String {
        use Lang::*;
        use Msg::*;
        match (self, lang) {
            (LoggedIn, Fr) => "Connexion réussie".into(),
            (LoggedIn, En) => "Signed in".into(),
            (LoggedOut, Fr) => "Vous êtes déconnecté".into(),
            (LoggedOut, En) => "You are signed out".into(),
            (InvalidCredentials, Fr) => "Identifiant ou mot de passe incorrect".into(),
            (InvalidCredentials, En) => "Wrong username or password".into(),
            (SessionRequired, Fr) => "Veuillez vous connecter".into(),
            (SessionRequired, En) => "Please sign in".into(),
            (AccountDisabled, Fr) => "Ce compte est désactivé".into(),
            (AccountDisabled, En) => "This account is disabled".into(),
            (PermissionMissing(p), Fr) => format!("Permission requise : « {p} »"),
            (PermissionMissing(p), En) => format!("Permission required: “{p}”"),
            (NotFound, Fr) => "Élément introuvable".into(),
            (NotFound, En) => "Not found".into(),
            (RouteNotFound, Fr) => "Cette adresse de l'API n'existe pas".into(),
            (RouteNotFound, En) => "No such API address".into(),
            (InvalidJson, Fr) => "Le corps de la requête n'est pas un JSON valide".into(),
            (InvalidJson, En) => "The request body is not valid JSON".into(),
            (InvalidInput, Fr) => "Certains champs sont invalides".into(),
            (InvalidInput, En) => "Some fields are invalid".into(),
            (TooLarge, Fr) => "La requête est trop volumineuse".into(),
            (TooLarge, En) => "The request is too large".into(),
            (TooManyAttempts { retry_after_secs }, Fr) => {
                format!("Trop de tentatives : réessayez dans {retry_after_secs} s")
            }
            (TooManyAttempts { retry_after_secs }, En) => {
                format!("Too many attempts: try again in {retry_after_secs} s")
            }
            (Conflict, Fr) => "Cette opération est en conflit avec les données existantes".into(),
            (Conflict, En) => "This operation conflicts with existing data".into(),
            (StaleEdit, Fr) => {
                "Cet enregistrement a été modifié entre-temps : rechargez-le avant de le modifier"
                    .into()
            }
            (StaleEdit, En) => "This record changed meanwhile: reload it before editing".into(),
            (Internal, Fr) => "Erreur interne du serveur".into(),
            (Internal, En) => "Internal server error".into(),
            (Required, Fr) => "Ce champ est obligatoire".into(),
            (Required, En) => "This field is required".into(),
            (TooLong { max }, Fr) => format!("{max} caractères au maximum"),
            (TooLong { max }, En) => format!("At most {max} characters"),
            (InvalidType, Fr) => "Valeur de type invalide".into(),
            (InvalidType, En) => "Value of the wrong type".into(),
        }
    }
}

impl fmt::Display for Msg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(Lang::Fr))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn french_is_the_default() {
        assert_eq!(Lang::from_accept_language(""), Lang::Fr);
        assert_eq!(Lang::from_accept_language("de-DE,de;q=0.9"), Lang::Fr);
        assert_eq!(
            Lang::from_accept_language("fr-FR,fr;q=0.9,en;q=0.8"),
            Lang::Fr
        );
    }

    #[test]
    fn english_when_preferred() {
        assert_eq!(Lang::from_accept_language("en"), Lang::En);
        assert_eq!(
            Lang::from_accept_language("en-GB,en;q=0.9,fr;q=0.5"),
            Lang::En
        );
        assert_eq!(Lang::from_accept_language("fr;q=0.3, en-US"), Lang::En);
    }

    #[test]
    fn messages_differ_by_language() {
        let m = Msg::TooLong { max: 200 };
        assert_eq!(m.render(Lang::Fr), "200 caractères au maximum");
        assert_eq!(m.render(Lang::En), "At most 200 characters");
    }
}
