//! Who may see and change whom: the permission each action on a person needs, and the rule that
//! nobody hands out rights they do not hold themselves.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Show,
    Add,
    Edit,
    Delete,
}

/// What kind of person an action is about, from their profile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Client,
    Staff,
    Superuser,
}

impl Kind {
    pub fn of_profile(code: Option<&str>) -> Kind {
        match code {
            Some("client") => Kind::Client,
            Some("superuser") => Kind::Superuser,
            _ => Kind::Staff,
        }
    }
}

/// The permission an action on a person of this kind needs (super users also need to be one).
pub fn permission_for(action: Action, kind: Kind) -> String {
    let verb = match action {
        Action::Show => "afficher",
        Action::Add => "ajouter",
        Action::Edit => "modifier",
        Action::Delete => "supprimer",
    };
    let resource = match kind {
        Kind::Client => "client",
        Kind::Staff | Kind::Superuser => "personnel",
    };
    format!("{verb} {resource}")
}

/// The first of `granted` that `held` lacks: granting it would raise someone above the granter.
/// The `afficher mes …` permissions only show a person their own records, so anyone may grant them.
pub fn first_not_held<'a>(held: &[String], granted: &'a [String]) -> Option<&'a str> {
    granted
        .iter()
        .filter(|p| !p.starts_with("afficher mes "))
        .find(|p| !held.contains(p))
        .map(String::as_str)
}

/// Someone who holds none of the people screens is a client, driver, pilot or the like:
/// for them other people do not exist (404), rather than being forbidden (403).
pub fn sees_no_people(held: &[String]) -> bool {
    !held
        .iter()
        .any(|p| p == "afficher personnel" || p == "afficher client")
}

/// Changing a profile's permissions or someone's profile needs `modifier personnel`.
pub const MANAGE_ACCESS: &str = "modifier personnel";

#[cfg(test)]
mod tests {
    use super::*;

    fn held(names: &[&str]) -> Vec<String> {
        names.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn clients_and_staff_have_their_own_permissions() {
        assert_eq!(permission_for(Action::Add, Kind::Client), "ajouter client");
        assert_eq!(
            permission_for(Action::Edit, Kind::Staff),
            "modifier personnel"
        );
        assert_eq!(
            permission_for(Action::Delete, Kind::Superuser),
            "supprimer personnel"
        );
        assert_eq!(Kind::of_profile(Some("chauffeur")), Kind::Staff);
        assert_eq!(Kind::of_profile(None), Kind::Staff);
        assert_eq!(Kind::of_profile(Some("client")), Kind::Client);
    }

    #[test]
    fn nobody_grants_what_they_lack() {
        let mine = held(&["afficher client", "ajouter client"]);
        assert_eq!(first_not_held(&mine, &held(&["afficher client"])), None);
        assert_eq!(
            first_not_held(&mine, &held(&["afficher client", "admin"])),
            Some("admin")
        );
        assert_eq!(
            first_not_held(&mine, &held(&["afficher mes expeditions"])),
            None
        );
    }

    #[test]
    fn people_without_people_screens_see_nobody() {
        assert!(sees_no_people(&held(&["afficher mes expeditions"])));
        assert!(!sees_no_people(&held(&["afficher client"])));
    }
}
