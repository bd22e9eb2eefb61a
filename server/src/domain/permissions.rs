//! The permission catalogue (DESIGN §5): names checked by the server on every request.
//! The first migration inserts exactly these names; an API test keeps the two equal.

/// Resources that each have `afficher`, `ajouter`, `modifier` and `supprimer` permissions.
pub const RESOURCES: [&str; 19] = [
    "personnel",
    "client",
    "profil",
    "extension",
    "prix",
    "vehicule",
    "article",
    "expedition",
    "coli",
    "facture",
    "bordereau",
    "manifeste",
    "depense",
    "avion",
    "composant",
    "logbook",
    "piece",
    "inspection",
    "document",
];

pub const ACTIONS: [&str; 4] = ["afficher", "ajouter", "modifier", "supprimer"];

/// Permissions that stand alone.
pub const SINGLES: [&str; 9] = [
    "afficher dashboard",
    "afficher rapport",
    "afficher billet",
    "afficher mes expeditions",
    "afficher mes bordereaux",
    "afficher mes manifestes",
    "valider bordereau",
    "valider manifeste",
    ADMIN,
];

/// Lifts the branch and state restrictions on manifests and expenses.
pub const ADMIN: &str = "admin";

/// Every permission name, in catalogue order.
pub fn catalogue() -> Vec<String> {
    RESOURCES
        .iter()
        .flat_map(|r| ACTIONS.iter().map(move |a| format!("{a} {r}")))
        .chain(SINGLES.iter().map(|s| s.to_string()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_catalogue_has_every_name_once() {
        let all = catalogue();
        assert_eq!(all.len(), 19 * 4 + 9);
        let mut unique = all.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), all.len());
        assert!(all.contains(&"supprimer document".to_string()));
        assert!(all.contains(&"valider manifeste".to_string()));
    }
}
